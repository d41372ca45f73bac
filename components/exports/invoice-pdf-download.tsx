'use client';

import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { reportTexts } from '@/lib/i18n/id/report';
import { DownloadStatus } from './download-status';
import { useDownload } from './use-download';

const tx = reportTexts.invoiceExport;

/** One invoice's PDF from its detail page (issue 12): finance, the viewer, and the partner for its own. */
export function InvoicePdfDownload({ transactionId, number }: { transactionId: number; number: string }) {
  const { state, download, busy } = useDownload((message) => void toast.warning(message));
  const id = useId();
  async function run() {
    const saved = await download(
      `/bff/print/export-invoice?${new URLSearchParams({ transactionId: String(transactionId) })}`,
      `${number.replace(/[^\w.-]+/g, '-')}.pdf`,
    );
    if (saved) toast.success(tx.downloaded(saved));
  }
  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" onClick={() => void run()} disabled={busy} aria-describedby={id}>
        <FileDown aria-hidden className="size-4" />
        {tx.downloadPdf}
      </Button>
      <DownloadStatus state={state} id={id} />
    </div>
  );
}
