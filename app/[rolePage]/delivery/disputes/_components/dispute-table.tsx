'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NumberCell } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import type { DisputeItem } from '@/lib/api/schemas/route';
import { formatDateTime } from '@/lib/i18n/format';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { orderTexts } from '@/lib/i18n/id/order';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';
import { ResolveDisputeButton } from './resolve-dispute-button';

const td = dispatchTexts.dispute;

/** The objections, newest first: the order to check, what the partner says, and how it ended. */
export function DisputeTable({
  role,
  list,
  canResolve,
  filters,
}: {
  role: RolePage;
  list: ListRows<DisputeItem>;
  canResolve: boolean;
  filters: ReactNode;
}) {
  const columns = useMemo<ColumnDef<DisputeItem, unknown>[]>(
    () => [
      column(orderTexts.number, (r) => (
        <NumberCell
          href={`/${role}/order/detail/${r.transactionOrderId}`}
          number={r.number}
          details={[r.outlet, longDate(r.deliveryDate)]}
        />
      )),
      column(td.title, (r) => (
        <div className="space-y-1 text-sm">
          <p className="whitespace-pre-line">{r.notes}</p>
          <p className="text-xs text-stone-500">
            {r.createdBy ?? '-'} · {formatDateTime(r.createdAt)}
          </p>
          {r.resolution ? (
            <p className="text-xs text-stone-700">
              {td.resolution}: {r.resolution}
            </p>
          ) : null}
        </div>
      )),
      column(orderTexts.status, (r) => (
        <Badge tone={r.status === 'open' ? 'warning' : 'success'}>{td.statuses[r.status]}</Badge>
      )),
      ...actionsColumn<DisputeItem>(
        (d) =>
          d.status === 'open' ? (
            <ResolveDisputeButton disputeId={d.disputeId} number={d.number} outlet={d.outlet} />
          ) : null,
        { when: canResolve },
      ),
    ],
    [role, canResolve],
  );
  return <DataTable columns={columns} list={list} texts={td} filters={filters} />;
}
