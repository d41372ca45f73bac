import Link from 'next/link';
import type { WasteReport } from '@/lib/api/schemas/return';
import { formatQuantity, formatRupiah } from '@/lib/i18n/format';
import { totalsByUnit } from '@/lib/quantities';
import { returnTexts } from '@/lib/i18n/id/returns';
import { monthAndYear } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';
import { ChartFigure } from './chart-figure';
import { LazyRankingChart } from './lazy-charts';

const tr = returnTexts;
const rateFormat = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 });
/** A return rate as Indonesian write it: 12,5%. */
const percent = (rate: number | null) => (rate === null ? '-' : rateFormat.format(rate));

/**
 * Retur & Limbah on the owner's, production's and the warehouse's homes (DOMAIN 18): the month's
 * returns by value, and the expired stock the warehouse wrote off.
 */
export function WasteCard({ role, report }: { role: RolePage; report: WasteReport }) {
  const top = report.byProduct.slice(0, 5);
  return (
    <ChartFigure
      title={tr.wasteTitle}
      caption={tr.wasteHint(monthAndYear(report.month))}
      columns={[tr.lines, tr.wasteValue]}
      rows={top.map((p) => [
        p.title,
        `${formatQuantity(p.qty)} ${p.unit} · ${formatRupiah(p.value)} · ${tr.wasteRate} ${percent(p.returnRate)}`,
      ])}
      empty={report.total.qty === 0 ? tr.wasteEmpty : undefined}
      height="h-44"
      footer={
        <div className="space-y-2 text-sm" data-testid="waste-summary">
          <p>
            {/* One figure per unit: pieces and trays are never added together. */}
            {tr.wasteQty}:{' '}
            {totalsByUnit(report.byProduct)
              .map((u) => `${formatQuantity(u.qty)} ${u.unit}`)
              .join(', ')}{' '}
            · {tr.wasteValue}: {formatRupiah(report.total.value)}
          </p>
          {report.writtenOff.length > 0 ? (
            <p data-testid="waste-written-off">
              {tr.wasteWrittenOff}:{' '}
              {report.writtenOff
                .slice(0, 3)
                .map((w) => `${w.title} ${formatQuantity(w.qty)} ${w.unit}`)
                .join(', ')}
            </p>
          ) : null}
          <p className="text-xs text-stone-600">
            {report.byReason
              .filter((r) => r.qty > 0)
              .map((r) => `${r.label}: ${formatRupiah(r.value)}`)
              .join(' · ')}
          </p>
          <Link
            href={`/${role}/order/returns`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {tr.title}
          </Link>
        </div>
      }
    >
      <LazyRankingChart
        rows={top.map((p) => ({ name: p.title, value: p.value }))}
        kind="rupiah"
        label={tr.wasteValue}
      />
    </ChartFigure>
  );
}
