'use client';

import type { ColumnDef } from '@tanstack/react-table';
import dynamic from 'next/dynamic';
import { useMemo, useState, type ReactNode } from 'react';
import { NoWrap, NumberCell, TwoLines } from '@/components/data-table/cells';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowLink } from '@/components/data-table/row-actions';
import { Button } from '@/components/ui/button';
import type { ListRows } from '@/lib/api/envelope';
import { formatDate, formatRupiah } from '@/lib/i18n/format';
import { bulkTexts } from '@/lib/i18n/id/dispatch-bulk';
import { listTexts } from '@/lib/i18n/id/list';
import { orderTexts } from '@/lib/i18n/id/order';
import type { RolePage } from '@/lib/roles';
import type { BulkResult } from './bulk-confirm';
import { OrderStatusBadge } from './order-status-badge';
import type { OrderListItem } from './order-types';

// Staff's tools for a date's orders: a partner's list never shows them, so they load only when shown.
// They render in the browser only (`ssr: false`): a button the server drew stays dead until its code
// came, and a click on it then was lost. Until then the page shows the same button, disabled. Each
// waits in a Suspense boundary of its own (`loading`): without one, the button that appears as a
// first order is ticked suspended the whole list while its code came.
const loadBulk = () => import('./bulk-confirm');
const BulkConfirmButton = dynamic(() => loadBulk().then((m) => m.BulkConfirmButton), {
  ssr: false,
  loading: () => <Button disabled>{bulkTexts.confirmAll}</Button>,
});
const AssignDriverButton = dynamic(() => loadBulk().then((m) => m.AssignDriverButton), {
  ssr: false,
  loading: () => null,
});
const BulkResultPanel = dynamic(() => loadBulk().then((m) => m.BulkResultPanel), { ssr: false, loading: () => null });

interface Props {
  role: RolePage;
  list: ListRows<OrderListItem>;
  filters: ReactNode;
  emptyText: string;
  /** The delivery date whose pending orders staff may confirm at once (DOMAIN 18); null: no bulk. */
  bulkDate?: string | null;
  /** The drivers staff may assign the chosen orders to; null without the right. */
  drivers?: { value: number; label: string }[] | null;
}

/**
 * The order list: the number opens the detail, where every action lives. With a delivery date
 * chosen, staff who confirm pick some or all pending orders and confirm them at once.
 */
export function OrderTable({ role, list, filters, emptyText, bulkDate = null, drivers = null }: Props) {
  const [selected, setSelected] = useState<number[]>([]);
  const [result, setResult] = useState<BulkResult | null>(null);
  const { items } = list;
  const pendingIds = items.filter((o) => o.status === 'pending').map((o) => o.transactionOrderId);
  // A driver may be assigned to any order not cancelled; only pending ones are confirmed.
  const selectableIds = items.filter((o) => o.status !== 'dibatalkan').map((o) => o.transactionOrderId);
  const chosen = selected.filter((id) => selectableIds.includes(id));
  const chosenPending = chosen.filter((id) => pendingIds.includes(id));
  const columns = useMemo<ColumnDef<OrderListItem, unknown>[]>(
    () => [
      ...(bulkDate
        ? [
            {
              id: 'select',
              header: () => (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={bulkTexts.selectPage}
                  checked={selectableIds.length > 0 && selectableIds.every((id) => selected.includes(id))}
                  onChange={(e) => setSelected(e.target.checked ? selectableIds : [])}
                />
              ),
              cell: ({ row }: { row: { original: OrderListItem } }) =>
                row.original.status !== 'dibatalkan' ? (
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={bulkTexts.select(row.original.number)}
                    checked={selected.includes(row.original.transactionOrderId)}
                    onChange={(e) =>
                      setSelected((now) =>
                        e.target.checked
                          ? [...now, row.original.transactionOrderId]
                          : now.filter((id) => id !== row.original.transactionOrderId),
                      )
                    }
                  />
                ) : null,
            } satisfies ColumnDef<OrderListItem, unknown>,
          ]
        : []),
      column(orderTexts.number, (r) => (
        <NumberCell
          href={`/${role}/order/detail/${r.transactionOrderId}`}
          number={r.number}
          details={[orderTexts.itemCount(r.itemCount)]}
          onPhone={
            <>
              <p>{r.outlet}</p>
              <p className="text-stone-600">
                {formatDate(r.deliveryDate)} · {formatRupiah(r.total)}
              </p>
              <OrderStatusBadge status={r.status} label={r.statusLabel} />
            </>
          }
        />
      )),
      column(orderTexts.outlet, (r) => <TwoLines main={r.outlet} sub={r.owner} />, WIDE_ONLY),
      column(orderTexts.deliveryDate, (r) => <NoWrap>{formatDate(r.deliveryDate)}</NoWrap>, WIDE_ONLY),
      column(orderTexts.total, (r) => <NoWrap>{formatRupiah(r.total)}</NoWrap>, WIDE_ONLY),
      column(orderTexts.status, (r) => <OrderStatusBadge status={r.status} label={r.statusLabel} />, WIDE_ONLY),
      ...actionsColumn<OrderListItem>(
        (r) => (
          <RowLink href={`/${role}/order/detail/${r.transactionOrderId}`} label={listTexts.detail} name={r.number} />
        ),
        { meta: WIDE_ONLY },
      ),
    ],
    // selectableIds follows items; listing it would rebuild the columns on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [role, bulkDate, selected, items],
  );

  return (
    <div className="space-y-4">
      {result ? <BulkResultPanel result={result} /> : null}
      <DataTable
        columns={columns}
        list={list}
        texts={orderTexts}
        emptyText={emptyText}
        filters={filters}
        actions={
          bulkDate ? (
            <>
              {drivers && chosen.length ? (
                <AssignDriverButton orderIds={chosen} drivers={drivers} onDone={() => setSelected([])} />
              ) : null}
              {pendingIds.length ? (
                <BulkConfirmButton
                  deliveryDate={bulkDate}
                  selected={chosenPending}
                  onDone={(done) => {
                    setResult(done);
                    setSelected([]);
                  }}
                />
              ) : null}
            </>
          ) : null
        }
      />
    </div>
  );
}
