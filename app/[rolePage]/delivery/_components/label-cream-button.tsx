'use client';

import { Printer } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { DownloadStatus } from '@/components/exports/download-status';
import { useDownload } from '@/components/exports/use-download';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';

const warn = (message: string) => void toast.warning(message);

/** Cetak Label Krim: the PDF of cream labels for the chosen delivery date (spec 7, print base). */
export function LabelCreamButton({ date }: { date: string }) {
  const { state, download, busy } = useDownload(warn);
  const id = useId();

  async function run() {
    if (!date) return warn(t.messages.deliveryDateRequired); // spec 5
    const saved = await download(
      `/bff/print/export-label-cream?${new URLSearchParams({ date })}`,
      `label-krim-${date}.pdf`,
    );
    if (saved) toast.success(t.exports.downloaded(saved));
  }

  return (
    <div className="space-y-2 border-t border-stone-100 pt-3 sm:flex sm:items-center sm:gap-4 sm:space-y-0">
      <Button
        type="button"
        onClick={run}
        disabled={busy}
        aria-describedby={`${id}-status`}
        className="w-full sm:w-auto"
      >
        <Printer aria-hidden />
        {t.exports.labelCream}
      </Button>
      <div className="min-w-0 flex-1">
        {state.phase === 'idle' ? <p className="text-xs text-stone-600">{t.exports.labelCreamHint}</p> : null}
        <DownloadStatus state={state} id={`${id}-status`} />
      </div>
    </div>
  );
}
