'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import { formatDateTime } from '@/lib/i18n/format';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { linesTexts } from '@/lib/i18n/id/lines';
import { formatQty, type StockMovement } from './stock-types';

const columns: ColumnDef<StockMovement, unknown>[] = [
  column(inventoryTexts.date, (r) => <span className="block min-w-32">{formatDateTime(r.createdAt)}</span>),
  column(inventoryTexts.qty, (r) => {
    const m = r;
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
  }),
  column(inventoryTexts.kind, (r) => <Badge tone={r.qty > 0 ? 'success' : 'warning'}>{r.kindLabel}</Badge>),
  column(inventoryTexts.documentNumber, (r) => r.documentNumber ?? '-'),
  column(inventoryTexts.notes, (r) => <span className="block max-w-xs break-words">{r.notes ?? '-'}</span>),
  column(inventoryTexts.balance, (r) => (
    <span className="whitespace-nowrap">
      {formatQty(r.balance)} {r.unit}
    </span>
  )),
  column(inventoryTexts.author, (r) => r.author ?? inventoryTexts.system),
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
