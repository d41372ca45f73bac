'use client';

import { FileArchive, FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { bff } from '@/lib/client/bff';
import { todayInWib } from '@/lib/i18n/format';
import { errorsTexts } from '@/lib/i18n/id/core';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { reportTexts } from '@/lib/i18n/id/report';
import { ExportCard } from './export-card';
import { useDownload } from './use-download';

const tx = reportTexts.invoiceExport;
const PERIODE = /^\d{4}-(0[1-9]|1[0-2])$/;
const warn = (message: string) => void toast.warning(message);

/**
 * The invoice downloads of the print base for one period (spec 7): every invoice as a PDF in
 * one ZIP, or the recap spreadsheet. The period is checked first with export-invoice-filename,
 * which names the ZIP and answers "Data tidak ditemukan." for an empty period; then the file is
 * fetched with progress and saved. A 401 on either call goes to /404. For the Transaksi list;
 * the print base decides who may download (owner, finance, viewer).
 */
export function InvoiceExports({ defaultPeriode }: { defaultPeriode?: string }) {
  const [periode, setPeriode] = useState(() => defaultPeriode ?? todayInWib().slice(0, 7));
  const { state, setState, download, busy } = useDownload(warn);
  const id = useId();

  async function run(kind: 'zip' | 'recap') {
    if (!periode) return warn(tx.periodeRequired);
    if (!PERIODE.test(periode)) return warn(invoiceTexts.periodeInvalid);
    const query = new URLSearchParams({ periode });
    setState({ phase: 'checking' });
    const named = await bff<{ filename: string; count: number }>(`/bff/print/export-invoice-filename?${query}`);
    setState({ phase: 'idle' });
    if (!named) return;
    if (!named.success) return warn(named.message || errorsTexts.notFound);
    const saved =
      kind === 'zip'
        ? await download(`/bff/print/export-invoice?${query}`, named.data.filename)
        : await download(`/bff/print/rekap-invoice?${query}`, `rekap-invoice-${periode}.xlsx`);
    if (saved) toast.success(tx.downloaded(saved));
  }

  return (
    <ExportCard id={id} title={tx.title} hint={tx.hint} state={state} onSubmit={() => void run('zip')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(10rem,14rem)_auto_auto] sm:items-end">
        <Field id={`${id}-periode`} label={tx.periode}>
          <Input
            id={`${id}-periode`}
            type="month"
            value={periode}
            onChange={(e) => setPeriode(e.target.value)}
            disabled={busy}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={busy} aria-describedby={`${id}-status`}>
          <FileArchive aria-hidden />
          {tx.downloadZip}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          aria-describedby={`${id}-status`}
          onClick={() => void run('recap')}
        >
          <FileSpreadsheet aria-hidden />
          {tx.downloadRecap}
        </Button>
      </div>
    </ExportCard>
  );
}
