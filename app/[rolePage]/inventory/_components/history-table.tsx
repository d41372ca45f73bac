'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import { formatDateTime } from '@/lib/i18n/format';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { linesTexts } from '@/lib/i18n/id/lines';
import { formatQty, type StockMovement } from './stock-types';

const columns: ColumnDef<StockMovement, unknown>[] = [
  {
    header: inventoryTexts.date,
    cell: ({ row }) => <span className="block min-w-32">{formatDateTime(row.original.createdAt)}</span>,
  },
  {
    header: inventoryTexts.qty,
    cell: ({ row }) => {
      const m = row.original;
      const inBound = m.qty > 0;
      // The sign and the arrow carry the direction too, not only the colour.
      return (
        <span
          className={`inline-flex items-center gap-1 whitespace-nowrap font-semibold ${inBound ? 'text-green-800' : 'text-red-700'}`}
        >
          {inBound ? <ArrowDownLeft aria-hidden className="size-4" /> : <ArrowUpRight aria-hidden className="size-4" />}
          <span className="sr-only">{inBound ? inventoryTexts.inBound : inventoryTexts.outBound}</span>
          {formatQty(m.qty, true)} {m.unit}
          {m.size ? <span className="font-normal text-stone-600">({linesTexts.sizeLabel(m.size)})</span> : null}
        </span>
      );
    },
  },
  {
    header: inventoryTexts.kind,
    cell: ({ row }) => <Badge tone={row.original.qty > 0 ? 'success' : 'warning'}>{row.original.kindLabel}</Badge>,
  },
  { header: inventoryTexts.documentNumber, cell: ({ row }) => row.original.documentNumber ?? '-' },
  {
    header: inventoryTexts.notes,
    cell: ({ row }) => <span className="block max-w-xs break-words">{row.original.notes ?? '-'}</span>,
  },
  {
    header: inventoryTexts.balance,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {formatQty(row.original.balance)} {row.original.unit}
      </span>
    ),
  },
  { header: inventoryTexts.author, cell: ({ row }) => row.original.author ?? inventoryTexts.system },
];

export function HistoryTable({ list, filters }: { list: ListRows<StockMovement>; filters: ReactNode }) {
  return (
    <DataTable
      columns={columns}
      list={list}
      texts={{
        listTitle: inventoryTexts.historyTitle,
        empty: inventoryTexts.historyEmpty,
        searchPlaceholder: inventoryTexts.historySearchPlaceholder,
      }}
      filters={filters}
    />
  );
}
