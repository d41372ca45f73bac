'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { buttonVariants } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import { formatDate, formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import { OrderStatusBadge } from './order-status-badge';
import type { OrderListItem } from './order-types';

interface Props {
  role: RolePage;
  items: OrderListItem[];
  pagination: Pagination;
  filters: ReactNode;
  emptyText: string;
}

/** The order list: the number opens the detail, where every action lives. */
export function OrderTable({ role, items, pagination, filters, emptyText }: Props) {
  const columns = useMemo<ColumnDef<OrderListItem, unknown>[]>(
    () => [
      {
        header: t.order.number,
        cell: ({ row }) => (
          <div>
            <Link
              href={`/${role}/order/detail/${row.original.transactionOrderId}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {row.original.number}
            </Link>
            <p className="text-xs text-stone-500">{t.order.itemCount(row.original.itemCount)}</p>
            {/* On a phone the other columns stack here, so nothing scrolls sideways (issue 12). */}
            <div className="mt-1 space-y-1 text-sm sm:hidden">
              <p>{row.original.outlet}</p>
              <p className="text-stone-600">
                {formatDate(row.original.deliveryDate)} · {formatRupiah(row.original.total)}
              </p>
              <OrderStatusBadge status={row.original.status} label={row.original.statusLabel} />
            </div>
          </div>
        ),
      },
      {
        header: t.order.outlet,
        meta: WIDE_ONLY,
        cell: ({ row }) => (
          <div>
            <p>{row.original.outlet}</p>
            <p className="text-xs text-stone-500">{row.original.owner}</p>
          </div>
        ),
      },
      {
        header: t.order.deliveryDate,
        meta: WIDE_ONLY,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.deliveryDate)}</span>,
      },
      {
        header: t.order.total,
        meta: WIDE_ONLY,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatRupiah(row.original.total)}</span>,
      },
      {
        header: t.order.status,
        meta: WIDE_ONLY,
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} label={row.original.statusLabel} />,
      },
      {
        id: 'actions',
        header: t.list.actions,
        meta: WIDE_ONLY,
        cell: ({ row }) => (
          <Link
            href={`/${role}/order/detail/${row.original.transactionOrderId}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`${t.list.detail} ${row.original.number}`}
          >
            {t.list.detail}
          </Link>
        ),
      },
    ],
    [role],
  );

  return (
    <DataTable
      columns={columns}
      data={items}
      pagination={pagination}
      searchPlaceholder={t.order.searchPlaceholder}
      emptyText={emptyText}
      caption={t.order.listTitle}
      filters={filters}
    />
  );
}
