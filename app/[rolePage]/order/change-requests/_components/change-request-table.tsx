'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowActions } from '@/components/data-table/row-actions';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import { changeRequestRejectBody, type ChangeRequestItem } from '@/lib/api/schemas/order-window';
import { useBffAction } from '@/lib/client/use-bff-action';
import { orderTexts } from '@/lib/i18n/id/order';
import { changeRequestTexts } from '@/lib/i18n/id/order-window';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';

const tc = changeRequestTexts;

const TONE = { menunggu: 'warning', disetujui: 'success', ditolak: 'danger' } as const;

/** Reject asks for the reason the partner will read. */
function RejectButton({ request }: { request: ChangeRequestItem }) {
  return (
    <ReasonDialog
      path={`/bff/api/order-change-request/reject/${request.id}`}
      schema={changeRequestRejectBody}
      trigger={{ label: tc.reject, outline: true, small: true, danger: true }}
      title={tc.rejectTitle}
      hint={`${request.outlet} · ${longDate(request.deliveryDate)}`}
      label={tc.rejectReason}
      confirm={tc.reject}
      destructive
    />
  );
}

function ApproveButton({ request }: { request: ChangeRequestItem }) {
  const { run, busy } = useBffAction();
  return (
    <ConfirmDialog
      trigger={{ label: tc.approve, small: true, disabled: busy }}
      title={tc.approveTitle}
      text={tc.approveText(request.outlet, longDate(request.deliveryDate))}
      confirmLabel={tc.approve}
      destructive={false}
      onConfirm={async () =>
        Boolean(await run(`/bff/api/order-change-request/approve/${request.id}`, { method: 'POST' }))
      }
    />
  );
}

interface Props {
  role: RolePage;
  list: ListRows<ChangeRequestItem>;
  canDecide: boolean;
  filters: ReactNode;
  emptyText: string;
}

/** The requests, newest first: what the outlet wants for which date and why, and the decision. */
export function ChangeRequestTable({ role, list, canDecide, filters, emptyText }: Props) {
  const columns = useMemo<ColumnDef<ChangeRequestItem, unknown>[]>(
    () => [
      column(tc.outlet, (r) => (
        <div>
          <p className="font-medium">{r.outlet}</p>
          <p className="text-xs text-stone-500">{longDate(r.deliveryDate)}</p>
          <p className="text-xs text-stone-500">
            {r.transactionOrderId ? (
              <Link
                href={`/${role}/order/detail/${r.transactionOrderId}`}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                {r.orderNumber}
              </Link>
            ) : (
              tc.newOrder
            )}
          </p>
        </div>
      )),
      column(tc.lines, (r) => (
        <div className="space-y-1">
          <ul className="text-sm">
            {r.items.map((i) => (
              <li key={`${i.productId}-${i.notes ?? ''}`}>{tc.line(i.title, i.qty, i.notes)}</li>
            ))}
          </ul>
          <p className="text-xs text-stone-600">
            {tc.reason}: {r.reason}
          </p>
        </div>
      )),
      column(orderTexts.status, (r) => (
        <div className="space-y-1">
          <Badge tone={TONE[r.status]}>{r.statusLabel}</Badge>
          {r.decisionReason ? <p className="text-xs text-stone-600">{r.decisionReason}</p> : null}
        </div>
      )),
      { header: tc.decision, meta: WIDE_ONLY, cell: ({ row }) => row.original.decidedBy ?? '-' },
      ...actionsColumn<ChangeRequestItem>(
        (request) =>
          request.status === 'menunggu' ? (
            <RowActions>
              <ApproveButton request={request} />
              <RejectButton request={request} />
            </RowActions>
          ) : null,
        { when: canDecide },
      ),
    ],
    [role, canDecide],
  );
  return <DataTable columns={columns} list={list} texts={tc} emptyText={emptyText} filters={filters} />;
}
