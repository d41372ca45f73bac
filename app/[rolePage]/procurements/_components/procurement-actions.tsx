'use client';

import { DeleteDialog } from '@/components/layout/confirm-dialog';
import { ButtonLink } from '@/components/ui/button';
import type { DeliveryStatus, PaymentStatus } from '@/lib/api/schemas/procurement';
import { listTexts } from '@/lib/i18n/id/list';
import { procurementTexts } from '@/lib/i18n/id/procurement';
import type { RolePage } from '@/lib/roles';
import { AcceptanceDialog } from './acceptance-dialog';
import { useBffAction } from '@/lib/client/use-bff-action';

interface Props {
  role: RolePage;
  procurementId: number;
  number: string;
  deliveryStatus: DeliveryStatus;
  statusPayment: PaymentStatus;
  /** When the procurement was last changed, as this page shows it. */
  updatedAt: string;
}

/** The warehouse's next step: while ordered, receive (or edit, delete); once received and unpaid, pay. */
export function ProcurementActions({ role, procurementId, number, deliveryStatus, statusPayment, updatedAt }: Props) {
  const { run } = useBffAction();
  const listHref = `/${role}/procurements`;

  async function remove() {
    await run(
      `/bff/api/procurement/delete/${procurementId}`,
      { method: 'DELETE' },
      { success: procurementTexts.deleted, then: { push: listHref } },
    );
  }

  if (deliveryStatus === 'dipesan') {
    return (
      <div className="flex flex-wrap gap-2">
        <AcceptanceDialog kind="delivery" procurementId={procurementId} seenUpdatedAt={updatedAt} />
        <ButtonLink variant="outline" href={`${listHref}/${procurementId}/edit`}>
          {listTexts.edit}
        </ButtonLink>
        <DeleteDialog what={number} onConfirm={remove} />
      </div>
    );
  }
  if (statusPayment === 'belum_bayar')
    return <AcceptanceDialog kind="payment" procurementId={procurementId} seenUpdatedAt={updatedAt} />;
  return null;
}
