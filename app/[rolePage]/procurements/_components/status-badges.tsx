import { Badge } from '@/components/ui/badge';
import type { DeliveryStatus, PaymentStatus } from '@/lib/api/schemas/procurement';
import { procurementTexts } from '@/lib/i18n/id/procurement';

const tp = procurementTexts;

/** Dipesan still waits for goods (amber); Diterima is done (green). */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={status === 'diterima' ? 'success' : 'warning'}>{tp.status[status]}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={status === 'lunas' ? 'success' : 'neutral'}>{tp.status[status]}</Badge>;
}

/** Unpaid past the due date: red, so it stands out in a long list. */
export function OverdueBadge() {
  return <Badge tone="danger">{tp.status.jatuh_tempo}</Badge>;
}
