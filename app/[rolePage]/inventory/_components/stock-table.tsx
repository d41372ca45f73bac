'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { History } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import type { ListRows } from '@/lib/api/envelope';
import { formatDateTime } from '@/lib/i18n/format';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { listTexts } from '@/lib/i18n/id/list';
import type { RolePage } from '@/lib/roles';
import { formatQty, type StockItem } from './stock-types';

interface Props {
  role: RolePage;
  list: ListRows<StockItem>;
  filters: ReactNode;
}

export function StockTable({ role, list, filters }: Props) {
  const columns = useMemo<ColumnDef<StockItem, unknown>[]>(
    () => [
      column(inventoryTexts.product, (r) => <TwoLines strong main={r.title} sub={r.productId} />),
      column(inventoryTexts.productType, (r) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={r.productTypeKey === 'bahan_jadi' ? 'success' : 'neutral'}>{r.productType}</Badge>
          {r.isCenterOnly === 'true' && r.productTypeKey === 'bahan_jadi' ? (
            <Badge tone="warning">{inventoryTexts.centerOnly}</Badge>
          ) : null}
        </div>
      )),
      column(inventoryTexts.stock, (r) => (
        <span className={r.stock === 0 ? 'font-semibold text-red-700' : 'font-semibold'} data-testid="stock-qty">
          {formatQty(r.stock)} {r.productUnit}
          {r.expiredQty > 0 ? (
            <Badge tone="danger" className="ml-2">
              {inventoryTexts.expiredBadge(formatQty(r.expiredQty))}
            </Badge>
          ) : r.expiringQty > 0 ? (
            <Badge tone="warning" className="ml-2">
              {inventoryTexts.expiringBadge(formatQty(r.expiringQty))}
            </Badge>
          ) : null}
          {r.sizeStock.length > 0 ? (
            <span className="block text-xs font-normal text-stone-600" data-testid="stock-sizes">
              {inventoryTexts.sizeStock(r.sizeStock)}
            </span>
          ) : null}
        </span>
      )),
      column(inventoryTexts.lastMovement, (r) =>
        r.lastMovementAt ? (
          formatDateTime(r.lastMovementAt)
        ) : (
          <span className="text-stone-500">{inventoryTexts.never}</span>
        ),
      ),
      {
        id: 'actions',
        header: listTexts.actions,
        cell: ({ row }) => (
          <ButtonLink
            variant="outline"
            size="sm"
            href={`/${role}/inventory/${row.original.productId}`}
            aria-label={inventoryTexts.historyOf(row.original.title)}
          >
            <History aria-hidden />
            {inventoryTexts.history}
          </ButtonLink>
        ),
      },
    ],
    [role],
  );

  return <DataTable columns={columns} list={list} texts={inventoryTexts} filters={filters} />;
}
