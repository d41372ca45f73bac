'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { NoWrap, NumberCell } from '@/components/data-table/cells';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
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
      column(tr.number, (r) => (
        <NumberCell href={`/${role}/order/returns/${r.id}`} number={r.number} details={[longDate(r.date), r.outlet]} />
      )),
      column(tr.lines, (r) => (
        <ul className="text-sm">
          {r.items.map((i) => (
            <li key={i.itemId}>
              {changeRequestTexts.line(i.title, i.qty, i.size)} · {i.reasonLabel}
            </li>
          ))}
        </ul>
      )),
      column(tr.status, (r) => <Badge tone={r.status === 'menunggu' ? 'warning' : 'success'}>{r.statusLabel}</Badge>),
      column(
        tr.credit,
        (r) => (r.status === 'diproses' ? <NoWrap>{formatRupiah(r.creditTotal)}</NoWrap> : '-'),
        WIDE_ONLY,
      ),
    ],
    [role],
  );
  return <DataTable columns={columns} list={list} texts={tr} emptyText={emptyText} filters={filters} />;
}
