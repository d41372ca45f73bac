'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import type { ListRows } from '@/lib/api/envelope';
import type { RecipeListItem } from '@/lib/api/schemas/recipe';
import { formatQuantity } from '@/lib/i18n/format';
import { listTexts } from '@/lib/i18n/id/list';
import { recipeTexts } from '@/lib/i18n/id/recipes';
import type { RolePage } from '@/lib/roles';

const tr = recipeTexts;

/** Resep: every finished and semi-finished product, with its recipe or the way to make one. */
export function RecipeTable({
  role,
  list,
  canWrite,
}: {
  role: RolePage;
  list: ListRows<RecipeListItem>;
  canWrite: boolean;
}) {
  const columns = useMemo<ColumnDef<RecipeListItem, unknown>[]>(
    () => [
      column(tr.columns.product, (r) => <TwoLines strong main={r.title} sub={r.productId} />),
      column(tr.columns.type, (r) => r.typeName),
      column(tr.columns.batch, (r) =>
        r.batchYield === null ? <Badge tone="warning">{tr.none}</Badge> : `${formatQuantity(r.batchYield)} ${r.unit}`,
      ),
      column(tr.columns.loss, (r) => (r.lossPercent === null ? '-' : tr.lossLabel(r.lossPercent))),
      column(tr.columns.ingredients, (r) => (r.hasRecipe ? tr.ingredientCount(r.ingredientCount) : '-')),
      {
        id: 'actions',
        header: tr.columns.action,
        cell: ({ row }) => {
          const r = row.original;
          const label = canWrite ? (r.hasRecipe ? tr.edit : tr.create) : listTexts.detail;
          return (
            <ButtonLink
              variant="outline"
              size="sm"
              href={`/${role}/productions/recipes/${r.productId}`}
              aria-label={`${label} ${r.title}`}
            >
              {label}
            </ButtonLink>
          );
        },
      },
    ],
    [canWrite, role],
  );
  return <DataTable columns={columns} list={list} texts={tr} />;
}
