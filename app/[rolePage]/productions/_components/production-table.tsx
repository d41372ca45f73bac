'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowActions, RowDelete, RowLink } from '@/components/data-table/row-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { useRowDelete } from '@/components/data-table/use-row-delete';
import type { ListRows } from '@/lib/api/envelope';
import type { ProductionItem } from '@/lib/api/schemas/production';
import { formatDateTime } from '@/lib/i18n/format';
import { listTexts } from '@/lib/i18n/id/list';
import { productionTexts } from '@/lib/i18n/id/production';
import type { RolePage } from '@/lib/roles';
import { ProductionStatusBadge } from './status-badge';

interface Props {
  role: RolePage;
  list: ListRows<ProductionItem>;
  canWrite: boolean;
  filters: ReactNode;
  emptyText: string;
}

export function ProductionTable({ role, list: initial, canWrite, filters, emptyText }: Props) {
  const list = useListState(initial, (p) => p.productionId);
  const remove = useRowDelete(list, '/bff/api/production/delete', productionTexts.deleted);

  const columns = useMemo<ColumnDef<ProductionItem, unknown>[]>(() => {
    return [
      column(productionTexts.number, (r) => (
        <Link
          href={`/${role}/productions/${r.productionId}`}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {r.number}
        </Link>
      )),
      column(productionTexts.produced, (r) => (
        <div className="min-w-48">
          <p>{r.producedSummary}</p>
          <p className="text-xs text-stone-500">{productionTexts.lineCounts(r.producedCount, r.consumedCount)}</p>
        </div>
      )),
      column(listTexts.status, (r) => <ProductionStatusBadge status={r.status} label={r.statusLabel} />),
      column(productionTexts.createdBy, (r) => (
        <div>
          <p>{r.createdBy ?? '-'}</p>
          <p className="text-xs text-stone-500">{formatDateTime(r.createdAt)}</p>
        </div>
      )),
      column(productionTexts.approvedBy, (r) =>
        r.approvedAt ? (
          <div>
            <p>{r.approvedBy ?? '-'}</p>
            <p className="text-xs text-stone-500">{formatDateTime(r.approvedAt)}</p>
          </div>
        ) : (
          '-'
        ),
      ),
      ...actionsColumn<ProductionItem>((p) => {
        const editable = canWrite && p.status === 'pending';
        return (
          <RowActions>
            <RowLink href={`/${role}/productions/${p.productionId}`} label={listTexts.detail} name={p.number} />
            {editable ? (
              <>
                <RowLink href={`/${role}/productions/${p.productionId}/edit`} label={listTexts.edit} name={p.number} />
                <RowDelete name={p.number} what={productionTexts.deleteName(p.number)} onConfirm={() => remove(p)} />
              </>
            ) : null}
          </RowActions>
        );
      }),
    ];
  }, [canWrite, role, remove]);

  return <DataTable columns={columns} list={list} texts={productionTexts} emptyText={emptyText} filters={filters} />;
}
