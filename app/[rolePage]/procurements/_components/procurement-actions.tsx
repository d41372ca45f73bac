'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import type { DeliveryStatus, PaymentStatus } from '@/lib/api/schemas/procurement';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import { AcceptanceDialog } from './acceptance-dialog';

interface Props {
  role: RolePage;
  procurementId: number;
  number: string;
  deliveryStatus: DeliveryStatus;
  statusPayment: PaymentStatus;
}

/** The warehouse's next step: while ordered, receive (or edit, delete); once received and unpaid, pay. */
export function ProcurementActions({ role, procurementId, number, deliveryStatus, statusPayment }: Props) {
  const router = useRouter();
  const listHref = `/${role}/procurements`;

  async function remove() {
    const res = await bff(`/bff/api/procurement/delete/${procurementId}`, { method: 'DELETE' });
    if (!res) return;
    if (!res.success) return void toast.warning(res.message);
    toast.success(res.message || t.procurement.deleted);
    router.push(listHref);
    router.refresh();
  }

  if (deliveryStatus === 'dipesan') {
    return (
      <div className="flex flex-wrap gap-2">
        <AcceptanceDialog kind="delivery" procurementId={procurementId} />
        <Link href={`${listHref}/${procurementId}/edit`} className={buttonVariants({ variant: 'outline' })}>
          {t.list.edit}
        </Link>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-red-700">
              {t.list.delete}
            </Button>
          }
          title={t.list.deleteTitle}
          text={t.list.deleteText(number)}
          confirmLabel={t.dialog.deleteConfirm}
          cancelLabel={t.dialog.cancel}
          onConfirm={remove}
        />
      </div>
    );
  }
  if (statusPayment === 'belum_bayar') return <AcceptanceDialog kind="payment" procurementId={procurementId} />;
  return null;
}
