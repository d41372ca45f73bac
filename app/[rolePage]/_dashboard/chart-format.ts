import { formatRupiah } from '@/lib/i18n/format';
import { formatNumber } from '@/lib/i18n/id/report';

export type ChartKind = 'rupiah' | 'number';

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

/** Full value, for tooltips and the text alternative. */
export const formatValue = (kind: ChartKind, value: number) =>
  kind === 'rupiah' ? formatRupiah(value) : formatNumber(value);

/** Short value for an axis: "1,2 jt", "350 rb". */
export const formatAxis = (kind: ChartKind, value: number) =>
  kind === 'rupiah' ? `Rp${compact.format(value)}` : compact.format(value);
