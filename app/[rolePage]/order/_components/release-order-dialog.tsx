'use client';

import { Unlock } from 'lucide-react';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { releaseOrderBody } from '@/lib/api/schemas/receivables';
import { creditTexts } from '@/lib/i18n/id/receivables';

/** Lepas: the owner or finance lets an order held by credit control through, with a reason (DOMAIN 19). */
export function ReleaseOrderDialog({ orderId }: { orderId: number }) {
  return (
    <ReasonDialog
      path={`/bff/api/transaction/order/release/${orderId}`}
      schema={releaseOrderBody}
      trigger={{ label: creditTexts.release, icon: <Unlock aria-hidden />, outline: true }}
      title={creditTexts.releaseTitle}
      hint={creditTexts.releaseHint}
      label={creditTexts.releaseReason}
      confirm={creditTexts.release}
    />
  );
}
