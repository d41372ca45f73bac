'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import type { receivableItem } from '@/lib/api/schemas/receivables';
import { formatRupiah } from '@/lib/i18n/format';
import { StatementDownload } from './statement-download';
import { listTexts } from '@/lib/i18n/id/list';
import { receivablesTexts } from '@/lib/i18n/id/receivables';

export type ReceivableRow = z.infer<typeof receivableItem>;

const tr = receivablesTexts;
const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
const TONE = { lancar: 'success', terlambat: 'warning', lewat_batas: 'danger' } as const;

const money = (amount: number, strong = false) => (
  <span className={strong ? 'whitespace-nowrap font-semibold' : 'whitespace-nowrap'}>
    {amount ? formatRupiah(amount) : '-'}
  </span>
);

/** Piutang: one row per partner, what it owes by how late, its credit limit and exposure. */
export function ReceivablesTable({
  list,
  filters,
  emptyText,
  partnerBase,
  statementRange,
}: {
  list: ListRows<ReceivableRow>;
  filters: ReactNode;
  emptyText: string;
  /** The partners' pages ("/owner/merchants"): a name leads to its page when the reader may open it. */
  partnerBase?: string;
  /** The statement's days (the ageing date and the 90 days before it), when the reader may print it. */
  statementRange?: { from: string; to: string };
}) {
  const columns = useMemo<ColumnDef<ReceivableRow, unknown>[]>(
    () => [
      column(tr.columns.partner, (r) => (
        <div>
          {partnerBase ? (
            <Link
              href={`${partnerBase}/${r.partnerId}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {r.partner}
            </Link>
          ) : (
            <span className="font-medium">{r.partner}</span>
          )}
          {r.oldestOverdueDays > 0 ? (
            <p className="text-xs text-red-800">{receivablesTexts.overdueBadge(r.oldestOverdueDays)}</p>
          ) : null}
          {/* On a phone the other columns stack here, so nothing scrolls sideways. */}
          <p className="mt-1 text-sm sm:hidden">{formatRupiah(r.total)}</p>
        </div>
      )),
      ...BUCKETS.map((bucket): ColumnDef<ReceivableRow, unknown> => ({
        id: bucket,
        header: tr.columns[bucket],
        meta: WIDE_ONLY,
        cell: ({ row }) => money(row.original[bucket]),
      })),
      { id: 'total', header: tr.columns.total, meta: WIDE_ONLY, cell: ({ row }) => money(row.original.total, true) },
      {
        id: 'credit',
        header: tr.columns.exposure,
        meta: WIDE_ONLY,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{formatRupiah(row.original.exposure)}</p>
            <p className="text-xs text-stone-500">
              {tr.columns.creditLimit}:{' '}
              {row.original.creditLimit === null ? tr.noLimit : formatRupiah(row.original.creditLimit)}
            </p>
          </div>
        ),
      },
      {
        id: 'status',
        header: tr.columns.status,
        cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{tr.statuses[row.original.status]}</Badge>,
      },
      ...(statementRange
        ? [
            {
              id: 'statement',
              header: listTexts.actions,
              cell: ({ row }) => (
                <StatementDownload
                  partnerId={row.original.partnerId}
                  partner={row.original.partner}
                  from={statementRange.from}
                  to={statementRange.to}
                />
              ),
            } satisfies ColumnDef<ReceivableRow, unknown>,
          ]
        : []),
    ],
    [partnerBase, statementRange],
  );
  return <DataTable columns={columns} list={list} texts={tr} emptyText={emptyText} filters={filters} />;
}
