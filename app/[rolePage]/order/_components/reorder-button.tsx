'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/client/toast';
import { useBffAction } from '@/lib/client/use-bff-action';
import { messageTexts } from '@/lib/i18n/id/messages';
import { orderTexts } from '@/lib/i18n/id/order';
import type { OrderDetail } from './order-types';
import { Field, fieldAria } from '@/components/form/field';

/** Pesan Lagi (DOMAIN 17): the same lines for another date, at today's prices; the API checks every rule. */
export function ReorderButton({ orderId, number, basePath }: { orderId: number; number: string; basePath: string }) {
  const { run, busy } = useBffAction();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={{ label: orderTexts.reorder, outline: true, disabled: busy }}
      title={orderTexts.reorderTitle}
      text={orderTexts.reorderText(number)}
      confirmLabel={orderTexts.reorder}
      destructive={false}
      onConfirm={async () => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
          setError(messageTexts.deliveryDateRequired);
          return false;
        }
        const done = await run<OrderDetail>(
          `/bff/api/transaction/order/reorder/${orderId}`,
          { body: { deliveryDate: date } },
          { then: { push: (made) => `${basePath}/${made.transactionOrderId}` }, onRefused: (r) => setError(r.message) },
        );
        if (!done) return false;
        // Warning mode of credit control: the copy went through, and the partner is told why it nearly did not.
        if (done.data.creditWarning) toast.warning(done.data.creditWarning);
      }}
    >
      <Field id="reorder-date" label={orderTexts.reorderDate} error={error}>
        <Input
          id="reorder-date"
          type="date"
          value={date}
          {...fieldAria('reorder-date', error)}
          onChange={(e) => {
            setDate(e.target.value);
            setError(null);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
