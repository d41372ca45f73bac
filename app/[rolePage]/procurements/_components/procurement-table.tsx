'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NoWrap, NumberCell } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { actionsColumn, RowLink } from '@/components/data-table/row-actions';
import type { ListRows } from '@/lib/api/envelope';
import type { ProcurementItem } from '@/lib/api/schemas/procurement';
import { formatDate, formatRupiah } from '@/lib/i18n/format';
import { listTexts } from '@/lib/i18n/id/list';
import { procurementTexts } from '@/lib/i18n/id/procurement';
import type { RolePage } from '@/lib/roles';
import { DeliveryBadge, OverdueBadge, PaymentBadge } from './status-badges';

const tp = procurementTexts;

interface Props {
  role: RolePage;
  list: ListRows<ProcurementItem>;
  emptyText: string;
  filters: ReactNode;
}

export function ProcurementTable({ role, list, emptyText, filters }: Props) {
  const columns = useMemo<ColumnDef<ProcurementItem, unknown>[]>(
    () => [
      {
        header: tp.number,
        cell: ({ row }) => (
          <NumberCell href={`/${role}/procurements/${row.original.procurementId}`} number={row.original.number}>
            <p className="text-xs text-stone-500">{`${formatDate(row.original.createdAt)} · ${tp.itemCount(row.original.itemCount)}`}</p>
          </NumberCell>
        ),
      },
      { header: tp.supplier, cell: ({ row }) => row.original.supplier },
      {
        header: tp.total,
        cell: ({ row }) => <NoWrap>{formatRupiah(row.original.total)}</NoWrap>,
      },
      {
        header: tp.dueDate,
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <span className="whitespace-nowrap">
              {row.original.paymentDueOn ? formatDate(row.original.paymentDueOn) : '-'}
            </span>
            {row.original.isOverdue ? <OverdueBadge /> : null}
          </div>
        ),
      },
      {
        header: listTexts.status,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            <DeliveryBadge status={row.original.deliveryStatus} />
            <PaymentBadge status={row.original.statusPayment} />
          </div>
        ),
      },
      ...actionsColumn<ProcurementItem>((r) => (
        <RowLink href={`/${role}/procurements/${r.procurementId}`} label={listTexts.detail} name={r.number} />
      )),
    ],
    [role],
  );

  return <DataTable columns={columns} list={list} texts={tp} emptyText={emptyText} filters={filters} />;
}
