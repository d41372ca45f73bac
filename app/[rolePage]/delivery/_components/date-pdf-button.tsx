'use client';

import { Printer } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { DownloadStatus } from '@/components/exports/download-status';
import { useDownload } from '@/components/exports/use-download';
import { Button } from '@/components/ui/button';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { exportsTexts } from '@/lib/i18n/id/exports';
import { messageTexts } from '@/lib/i18n/id/messages';

const warn = (message: string) => void toast.warning(message);

interface Props {
  date: string;
  /** The print call, e.g. '/export-label-cream'; the date is its ?date=. */
  path: string;
  filename: (date: string) => string;
  label: string;
  hint: string;
}

/** A PDF of the chosen delivery date (print base): cream labels, the delivery pack. */
export function DatePdfButton({ date, path, filename, label, hint }: Props) {
  const { state, download, busy } = useDownload(warn);
  const id = useId();

  async function run() {
    if (!date) return warn(messageTexts.deliveryDateRequired); // spec 5
    const saved = await download(`/bff/print${path}?${new URLSearchParams({ date })}`, filename(date));
    if (saved) toast.success(exportsTexts.downloaded(saved));
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
        {label}
      </Button>
      <div className="min-w-0 flex-1">
        {state.phase === 'idle' ? <p className="text-xs text-stone-600">{hint}</p> : null}
        <DownloadStatus state={state} id={`${id}-status`} />
      </div>
    </div>
  );
}

/** Cetak Label Krim: the PDF of cream labels for the chosen delivery date (spec 7). */
export const LabelCreamButton = ({ date }: { date: string }) => (
  <DatePdfButton
    date={date}
    path="/export-label-cream"
    filename={(d) => `label-krim-${d}.pdf`}
    label={exportsTexts.labelCream}
    hint={exportsTexts.labelCreamHint}
  />
);

/** Unduh Surat Jalan & Rute (DOMAIN 18): per route a run sheet, per order a surat jalan. */
export const DeliveryPackButton = ({ date }: { date: string }) => (
  <DatePdfButton
    date={date}
    path="/export-delivery-pack"
    filename={dispatchTexts.pack.filename}
    label={dispatchTexts.pack.download}
    hint={dispatchTexts.pack.downloadHint}
  />
);
