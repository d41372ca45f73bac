import { Badge } from '@/components/ui/badge';
import { invoiceTexts } from '@/lib/i18n/id/invoice';

const TONES: Record<string, 'warning' | 'success' | 'neutral'> = {
  belum_bayar: 'warning',
  proses: 'neutral',
  lunas: 'success',
};

/** Belum Bayar (amber) waits for the partner, Proses for finance, Lunas (green) is done. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{invoiceTexts.statuses[status] ?? status}</Badge>;
}
