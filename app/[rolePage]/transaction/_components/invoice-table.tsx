'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NoWrap, NumberCell, TwoLines } from '@/components/data-table/cells';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowLink } from '@/components/data-table/row-actions';
import type { ListRows } from '@/lib/api/envelope';
import { formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { listTexts } from '@/lib/i18n/id/list';
import { receivablesTexts } from '@/lib/i18n/id/receivables';
import type { RolePage } from '@/lib/roles';
import { DueDate } from './due-date';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { periodeLabel, type InvoiceListItem } from './invoice-types';

interface Props {
  role: RolePage;
  list: ListRows<InvoiceListItem>;
  filters: ReactNode;
  actions?: ReactNode;
  emptyText: string;
}

/** The invoice list: the number opens the detail, where adjustment and payment happen. */
/** A partly paid invoice says what is left under its total. */
function PartlyPaid({ invoice }: { invoice: InvoiceListItem }) {
  if (invoice.status === 'lunas' || invoice.paid <= 0) return null;
  return (
    <p className="whitespace-nowrap text-xs text-stone-600">{`${invoiceTexts.remaining} ${formatRupiah(invoice.remaining)}`}</p>
  );
}

export function InvoiceTable({ role, list, filters, actions, emptyText }: Props) {
  const columns = useMemo<ColumnDef<InvoiceListItem, unknown>[]>(
    () => [
      column(invoiceTexts.number, (r) => (
        <NumberCell
          href={`/${role}/transaction/${r.transactionId}`}
          number={r.number}
          details={[invoiceTexts.orderCount(r.orderCount)]}
          onPhone={
            <>
              <p>{r.outlet}</p>
              <p className="text-stone-600">
                {periodeLabel(r.periode)} · {formatRupiah(r.total)}
              </p>
              <InvoiceStatusBadge status={r.status} />
              <PartlyPaid invoice={r} />
              <p>
                {receivablesTexts.dueDate}: <DueDate invoice={r} />
              </p>
            </>
          }
        />
      )),
      column(invoiceTexts.outlet, (r) => <TwoLines main={r.outlet} sub={r.owner} />, WIDE_ONLY),
      column(invoiceTexts.periode, (r) => <NoWrap>{periodeLabel(r.periode)}</NoWrap>, WIDE_ONLY),
      {
        header: invoiceTexts.total,
        meta: WIDE_ONLY,
        cell: ({ row }) => (
          <div>
            <span className="whitespace-nowrap" data-testid="invoice-row-total">
              {formatRupiah(row.original.total)}
            </span>
            <PartlyPaid invoice={row.original} />
          </div>
        ),
      },
      column(receivablesTexts.dueDate, (r) => <DueDate invoice={r} />, WIDE_ONLY),
      column(invoiceTexts.status, (r) => <InvoiceStatusBadge status={r.status} />, WIDE_ONLY),
      ...actionsColumn<InvoiceListItem>(
        (r) => <RowLink href={`/${role}/transaction/${r.transactionId}`} label={listTexts.detail} name={r.number} />,
        { meta: WIDE_ONLY },
      ),
    ],
    [role],
  );

  return (
    <DataTable
      columns={columns}
      list={list}
      texts={invoiceTexts}
      emptyText={emptyText}
      filters={filters}
      actions={actions}
    />
  );
}
