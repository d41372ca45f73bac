'use client';

import { useState } from 'react';
import { Field } from '@/components/form/field';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import type { z } from 'zod';
import type { confirmBulkResult } from '@/lib/api/schemas/route';
import { useBffAction } from '@/lib/client/use-bff-action';
import { assignTexts, bulkTexts } from '@/lib/i18n/id/dispatch-bulk';
import { longDate } from '@/lib/i18n/id/dates';

export type BulkResult = z.output<typeof confirmBulkResult>;

const tb = bulkTexts;

/**
 * Konfirmasi sekaligus (DOMAIN 18): the chosen pending orders of a delivery date, or all of them
 * when none is chosen; each order in its own transaction on the API, so a short product fails only
 * the orders that need it, and the summary says which and why.
 */
export function BulkConfirmButton({
  deliveryDate,
  selected,
  onDone,
}: {
  deliveryDate: string;
  selected: number[];
  onDone: (result: BulkResult) => void;
}) {
  const { run, busy } = useBffAction();
  const label = selected.length ? tb.confirmSelected(selected.length) : tb.confirmAll;
  return (
    <ConfirmDialog
      trigger={{ label, disabled: busy }}
      title={tb.title}
      text={selected.length ? tb.textSelected(selected.length) : tb.textAll(longDate(deliveryDate))}
      confirmLabel={tb.confirm}
      destructive={false}
      onConfirm={async () => {
        const done = await run<BulkResult>('/bff/api/transaction/order/confirm-bulk', {
          body: { deliveryDate, ...(selected.length ? { transactionOrderIds: selected } : {}) },
        });
        if (done) onDone(done.data);
        return Boolean(done);
      }}
    />
  );
}

/** What the last bulk confirmation did: how many, and each order it could not confirm with the reason. */
export function BulkResultPanel({ result }: { result: BulkResult }) {
  return (
    <section
      role="status"
      aria-label={tb.resultTitle}
      data-testid="bulk-result"
      className={`rounded-lg border p-4 text-sm ${result.failed.length ? 'border-amber-300 bg-amber-50' : 'border-emerald-300 bg-emerald-50'}`}
    >
      <p className="font-medium">{tb.done(result.confirmed, result.failed.length)}</p>
      {result.failed.length ? (
        <>
          <p className="mt-2">{tb.failedTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.failed.map((f) => (
              <li key={f.transactionOrderId}>
                {f.number}: {f.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Tugaskan Kurir: the chosen orders go to one driver; none puts them back on their route's driver. */
export function AssignDriverButton({
  orderIds,
  drivers,
  onDone,
}: {
  orderIds: number[];
  drivers: { value: number; label: string }[];
  onDone: () => void;
}) {
  const { run, busy } = useBffAction();
  const [driverId, setDriverId] = useState('');
  const ta = assignTexts;
  return (
    <ConfirmDialog
      trigger={{ label: ta.action(orderIds.length), outline: true, disabled: busy }}
      title={ta.title}
      text={ta.text(orderIds.length)}
      confirmLabel={ta.confirm}
      destructive={false}
      onConfirm={async () => {
        const done = await run('/bff/api/transaction/order/assign-driver', {
          body: { transactionOrderIds: orderIds, driverId: driverId ? Number(driverId) : null },
        });
        if (done) onDone();
        return Boolean(done);
      }}
    >
      <Field id="assign-driver" label={ta.driver}>
        <NativeSelect
          id="assign-driver"
          value={driverId}
          onChange={(e) => setDriverId(e.target.value)}
          placeholder={ta.routeDriver}
          options={drivers}
        />
      </Field>
    </ConfirmDialog>
  );
}
