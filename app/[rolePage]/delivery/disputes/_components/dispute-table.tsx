'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NumberCell } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
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
      {
        header: orderTexts.number,
        cell: ({ row }) => (
          <NumberCell href={`/${role}/order/detail/${row.original.transactionOrderId}`} number={row.original.number}>
            <p className="text-xs text-stone-500">{row.original.outlet}</p>
            <p className="text-xs text-stone-500">{longDate(row.original.deliveryDate)}</p>
          </NumberCell>
        ),
      },
      {
        header: td.title,
        cell: ({ row }) => (
          <div className="space-y-1 text-sm">
            <p className="whitespace-pre-line">{row.original.notes}</p>
            <p className="text-xs text-stone-500">
              {row.original.createdBy ?? '-'} · {formatDateTime(row.original.createdAt)}
            </p>
            {row.original.resolution ? (
              <p className="text-xs text-stone-700">
                {td.resolution}: {row.original.resolution}
              </p>
            ) : null}
          </div>
        ),
      },
      {
        header: orderTexts.status,
        cell: ({ row }) => (
          <Badge tone={row.original.status === 'open' ? 'warning' : 'success'}>
            {td.statuses[row.original.status]}
          </Badge>
        ),
      },
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
