'use client';

import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { DownloadStatus } from '@/components/exports/download-status';
import { useDownload } from '@/components/exports/use-download';
import { Button } from '@/components/ui/button';
import { auditTexts } from '@/lib/i18n/id/audit';
import { reportTexts } from '@/lib/i18n/id/report';

/**
 * The xlsx of what the screen shows (DOMAIN 20): its range and its filters (a record's kind, one
 * record); the API refuses a range over 92 days with its message.
 */
export function AuditDownload({
  from,
  to,
  entity,
  entityId,
}: {
  from: string;
  to: string;
  entity?: string | null;
  entityId?: string | null;
}) {
  const { state, download, busy } = useDownload((message) => void toast.warning(message));
  const id = useId();
  async function run() {
    const saved = await download(
      `/bff/print/export-audit?${new URLSearchParams({ from, to, ...(entity ? { entity } : {}), ...(entityId ? { entityId } : {}) })}`,
      auditTexts.filename(from, to),
    );
    if (saved) toast.success(reportTexts.invoiceExport.downloaded(saved));
  }
  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" onClick={() => void run()} disabled={busy} aria-describedby={id}>
        <FileDown aria-hidden className="size-4" />
        {auditTexts.download}
      </Button>
      <DownloadStatus state={state} id={id} />
    </div>
  );
}
