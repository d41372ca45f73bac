'use client';

import { Unlock } from 'lucide-react';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { releaseOrderBody } from '@/lib/api/schemas/receivables';
import { t } from '@/lib/i18n/id';

/** Lepas: the owner or finance lets an order held by credit control through, with a reason (DOMAIN 19). */
export function ReleaseOrderDialog({ orderId }: { orderId: number }) {
  return (
    <ReasonDialog
      path={`/bff/api/transaction/order/release/${orderId}`}
      schema={releaseOrderBody}
      trigger={t.credit.release}
      icon={<Unlock aria-hidden />}
      title={t.credit.releaseTitle}
      hint={t.credit.releaseHint}
      label={t.credit.releaseReason}
      confirm={t.credit.release}
    />
  );
}
