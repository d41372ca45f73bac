'use client';

import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { bff } from '@/lib/client/bff';
import { todayInWib } from '@/lib/i18n/format';
import { errorsTexts } from '@/lib/i18n/id/core';
import { exportsTexts } from '@/lib/i18n/id/exports';
import { ExportCard } from './export-card';
import { useDownload } from './use-download';

const warn = (message: string) => void toast.warning(message);

/**
 * The order recap (spec 7: count-order, checked first, then downloaded): delivery date range
 * in, an .xlsx with one row per product and size and one column per outlet out. For the order
 * list and the delivery screen; the print base decides who may download it.
 */
export function OrderRecapExport({ defaultStart, defaultEnd }: { defaultStart?: string; defaultEnd?: string }) {
  const [startDate, setStartDate] = useState(() => defaultStart ?? todayInWib());
  const [endDate, setEndDate] = useState(() => defaultEnd ?? defaultStart ?? todayInWib());
  const { state, setState, download, busy } = useDownload(warn);
  const id = useId();

  async function run() {
    if (!startDate || !endDate) return warn(exportsTexts.datesRequired);
    if (endDate < startDate) return warn(exportsTexts.endBeforeStart);
    const query = new URLSearchParams({ startDate, endDate });
    setState({ phase: 'checking' });
    const check = await bff<{ count: number }>(`/bff/print/count-order?${query}&check=true`);
    setState({ phase: 'idle' });
    if (!check) return;
    if (!check.success) return warn(check.message || errorsTexts.notFound);
    const saved = await download(`/bff/print/count-order?${query}`, `rekap-order-${startDate}_${endDate}.xlsx`);
    if (saved) toast.success(exportsTexts.downloaded(saved));
  }

  return (
    <ExportCard
      id={id}
      title={exportsTexts.recapTitle}
      hint={exportsTexts.recapHint}
      state={state}
      onSubmit={() => void run()}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id={`${id}-start`} label={exportsTexts.startDate}>
          <Input
            id={`${id}-start`}
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            disabled={busy}
          />
        </Field>
        <Field id={`${id}-end`} label={exportsTexts.endDate}>
          <Input
            id={`${id}-end`}
            type="date"
            value={endDate}
            min={startDate || undefined}
            onChange={(e) => setEndDate(e.target.value)}
            disabled={busy}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={busy} aria-describedby={`${id}-status`}>
          <FileSpreadsheet aria-hidden />
          {exportsTexts.downloadRecap}
        </Button>
      </div>
    </ExportCard>
  );
}
