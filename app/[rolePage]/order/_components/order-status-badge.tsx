import { Badge } from '@/components/ui/badge';

const TONES: Record<string, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  ditahan: 'danger',
  berhasil: 'success',
  dibatalkan: 'danger',
};

/** Menunggu (amber), Berhasil (green), Ditahan and Dibatalkan (red): the label comes from the API. */
export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{label}</Badge>;
}
