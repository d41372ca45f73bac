'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NoWrap, NumberCell } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
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
      column(tp.number, (r) => (
        <NumberCell
          href={`/${role}/procurements/${r.procurementId}`}
          number={r.number}
          details={[`${formatDate(r.createdAt)} · ${tp.itemCount(r.itemCount)}`]}
        />
      )),
      column(tp.supplier, (r) => r.supplier),
      column(tp.total, (r) => <NoWrap>{formatRupiah(r.total)}</NoWrap>),
      column(tp.dueDate, (r) => (
        <div className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">{r.paymentDueOn ? formatDate(r.paymentDueOn) : '-'}</span>
          {r.isOverdue ? <OverdueBadge /> : null}
        </div>
      )),
      column(listTexts.status, (r) => (
        <div className="flex flex-wrap gap-1">
          <DeliveryBadge status={r.deliveryStatus} />
          <PaymentBadge status={r.statusPayment} />
        </div>
      )),
      ...actionsColumn<ProcurementItem>((r) => (
        <RowLink href={`/${role}/procurements/${r.procurementId}`} label={listTexts.detail} name={r.number} />
      )),
    ],
    [role],
  );

  return <DataTable columns={columns} list={list} texts={tp} emptyText={emptyText} filters={filters} />;
}
