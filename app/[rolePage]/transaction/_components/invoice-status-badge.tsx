import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n/id';

const TONES: Record<string, 'warning' | 'success' | 'neutral'> = {
  belum_bayar: 'warning',
  proses: 'neutral',
  lunas: 'success',
};

/** Belum Bayar (amber) waits for the partner, Proses for finance, Lunas (green) is done. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{t.invoice.statuses[status] ?? status}</Badge>;
}
