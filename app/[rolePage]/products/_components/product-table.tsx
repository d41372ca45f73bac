'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Package } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowEditDelete } from '@/components/data-table/row-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { useRowDelete } from '@/components/data-table/use-row-delete';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import { fileUrl } from '@/lib/file-url';
import { formatRupiah } from '@/lib/i18n/format';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { listTexts } from '@/lib/i18n/id/list';
import { productTexts } from '@/lib/i18n/id/product';
import type { RolePage } from '@/lib/roles';
import type { ProductItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  list: ListRows<ProductItem>;
  canWrite: boolean;
  filters: ReactNode;
}

export function ProductTable({ role, list: initial, canWrite, filters }: Props) {
  const list = useListState(initial, (p) => p.productId);
  const remove = useRowDelete(list, '/bff/api/product/delete', productTexts.deleted);

  const columns = useMemo<ColumnDef<ProductItem, unknown>[]>(() => {
    const base: ColumnDef<ProductItem, unknown>[] = [
      column(productTexts.title, (r) => {
        const p = r;
        const src = fileUrl(p.thumbnailPath, p.thumbnail);
        return (
          <div className="flex items-center gap-3">
            <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded bg-stone-100">
              {src ? (
                // eslint-disable-next-line @next/next/no-img-element -- served by the BFF to signed-in users
                <img src={src} alt="" className="size-full object-cover" />
              ) : (
                <Package aria-hidden className="size-4 text-stone-400" />
              )}
            </div>
            <div>
              <p className="font-medium">{p.title}</p>
              <p className="text-xs text-stone-500">
                {p.productId}
                {p.sizes.length ? ` · ${p.sizes.join('/')}` : ''}
              </p>
            </div>
          </div>
        );
      }),
      column(productTexts.productType, (r) => r.productType),
      column(productTexts.price, (r) => (r.price === null ? '-' : `${formatRupiah(r.price)} / ${r.productUnit}`)),
      column(productTexts.stock, (r) => (
        <>
          {`${r.stock} ${r.productUnit}`}
          {r.sizeStock.length > 0 ? (
            <span className="block text-xs text-stone-600">{inventoryTexts.sizeStock(r.sizeStock)}</span>
          ) : null}
        </>
      )),
      column(listTexts.status, (r) => (
        <div className="flex flex-wrap gap-1">
          {r.isCenterOnly === 'true' ? <Badge tone="warning">{productTexts.isCenterOnly}</Badge> : null}
          {r.isPublish ? <Badge tone="success">{productTexts.isPublish}</Badge> : <Badge>{listTexts.inactive}</Badge>}
          {r.hasLabel ? <Badge>{productTexts.hasLabel}</Badge> : null}
        </div>
      )),
    ];
    return [
      ...base,
      ...actionsColumn<ProductItem>(
        (p) => <RowEditDelete href={`/${role}/products/${p.productId}`} name={p.title} onDelete={() => remove(p)} />,
        { when: canWrite },
      ),
    ];
  }, [canWrite, role, remove]);

  return <DataTable columns={columns} list={list} texts={productTexts} filters={filters} />;
}
