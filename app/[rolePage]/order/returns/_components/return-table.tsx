'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NoWrap, NumberCell } from '@/components/data-table/cells';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import type { ReturnItem } from '@/lib/api/schemas/return';
import { formatRupiah } from '@/lib/i18n/format';
import { changeRequestTexts } from '@/lib/i18n/id/order-window';
import { returnTexts } from '@/lib/i18n/id/returns';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';

const tr = returnTexts;

/** The returns, newest first: the number opens the detail, where staff process it. */
export function ReturnTable({
  role,
  list,
  emptyText,
  filters,
}: {
  role: RolePage;
  list: ListRows<ReturnItem>;
  emptyText: string;
  filters: ReactNode;
}) {
  const columns = useMemo<ColumnDef<ReturnItem, unknown>[]>(
    () => [
      {
        header: tr.number,
        cell: ({ row }) => (
          <NumberCell href={`/${role}/order/returns/${row.original.id}`} number={row.original.number}>
            <p className="text-xs text-stone-500">{longDate(row.original.date)}</p>
            <p className="text-xs text-stone-500">{row.original.outlet}</p>
          </NumberCell>
        ),
      },
      {
        header: tr.lines,
        cell: ({ row }) => (
          <ul className="text-sm">
            {row.original.items.map((i) => (
              <li key={i.itemId}>
                {changeRequestTexts.line(i.title, i.qty, i.size)} · {i.reasonLabel}
              </li>
            ))}
          </ul>
        ),
      },
      {
        header: tr.status,
        cell: ({ row }) => (
          <Badge tone={row.original.status === 'menunggu' ? 'warning' : 'success'}>{row.original.statusLabel}</Badge>
        ),
      },
      {
        header: tr.credit,
        meta: WIDE_ONLY,
        cell: ({ row }) =>
          row.original.status === 'diproses' ? <NoWrap>{formatRupiah(row.original.creditTotal)}</NoWrap> : '-',
      },
    ],
    [role],
  );
  return (
    <DataTable
      columns={columns}
      list={list}
      texts={{ ...tr, listTitle: tr.title }}
      emptyText={emptyText}
      filters={filters}
    />
  );
}
