'use client';

import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { DownloadStatus } from '@/components/exports/download-status';
import { useDownload } from '@/components/exports/use-download';
import { Button } from '@/components/ui/button';
import { statementTexts } from '@/lib/i18n/id/receivables';

/** Kartu Piutang of one partner for a range (DOMAIN 19), downloaded with progress; refusals are told. */
export function StatementDownload({
  partnerId,
  partner,
  from,
  to,
}: {
  partnerId: number;
  partner: string;
  from: string;
  to: string;
}) {
  const { state, download, busy } = useDownload((message) => void toast.warning(message));
  const id = useId();
  async function run() {
    const query = new URLSearchParams({ partnerId: String(partnerId), from, to });
    const saved = await download(`/bff/print/export-statement?${query}`, statementTexts.filename('mitra', from, to));
    if (saved) toast.success(statementTexts.downloaded(saved));
  }
  return (
    <div className="space-y-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void run()}
        disabled={busy}
        aria-label={statementTexts.downloadFor(partner)}
        aria-describedby={id}
      >
        <FileDown aria-hidden className="size-4" />
        {statementTexts.download}
      </Button>
      <DownloadStatus state={state} id={id} />
    </div>
  );
}
