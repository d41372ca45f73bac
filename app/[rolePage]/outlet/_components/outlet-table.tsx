'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import type { OutletItem } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';

interface Props {
  role: RolePage;
  items: OutletItem[];
  pagination: Pagination;
  canWrite: boolean;
  /** Staff who order on an outlet's behalf start here (spec 2: finance returns to the outlet list). */
  canOrder: boolean;
}

export function OutletTable({ role, items, pagination, canWrite, canOrder }: Props) {
  const list = useListState(items, pagination, (o) => o.outletId);
  const { run } = useBffAction();

  const columns = useMemo<ColumnDef<OutletItem, unknown>[]>(() => {
    const base: ColumnDef<OutletItem, unknown>[] = [
      { header: t.outlet.title, cell: ({ row }) => <span className="font-medium">{row.original.title}</span> },
      { header: t.outlet.owner, cell: ({ row }) => row.original.ownerName },
      {
        header: t.address.district,
        cell: ({ row }) => [row.original.subdistrict, row.original.district].filter(Boolean).join(', ') || '-',
      },
      { header: t.outlet.phoneNumberBranch, cell: ({ row }) => row.original.phoneNumber ?? '-' },
      { header: t.outlet.branchGroupId, cell: ({ row }) => row.original.branchGroupName ?? '-' },
      {
        header: t.outlet.isActive,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {row.original.isActive ? t.list.active : t.list.inactive}
          </Badge>
        ),
      },
    ];
    if (!canWrite && !canOrder) return base;

    async function remove(o: OutletItem) {
      const done = await run(
        `/bff/api/outlet/delete/${o.outletId}`,
        { method: 'DELETE' },
        { success: t.outlet.deleted, then: 'stay' },
      );
      if (done) list.remove(o.outletId);
    }

    return [
      ...base,
      {
        id: 'actions',
        header: t.list.actions,
        cell: ({ row }) => {
          const o = row.original;
          return (
            <div className="flex flex-wrap gap-1">
              {canOrder && o.isActive ? (
                <Link
                  href={`/${role}/order/create?branchId=${o.outletId}`}
                  className={buttonVariants({ size: 'sm' })}
                  aria-label={`${t.outlet.order} ${o.title}`}
                >
                  {t.outlet.order}
                </Link>
              ) : null}
              {canWrite ? (
                <Link
                  href={`/${role}/outlet/${o.outletId}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`${t.list.edit} ${o.title}`}
                >
                  {t.list.edit}
                </Link>
              ) : null}
              {canWrite ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      aria-label={`${t.list.delete} ${o.title}`}
                    >
                      {t.list.delete}
                    </Button>
                  }
                  title={t.list.deleteTitle}
                  text={t.list.deleteText(o.title)}
                  confirmLabel={t.dialog.deleteConfirm}
                  onConfirm={() => remove(o)}
                />
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [canWrite, canOrder, role, list, run]);

  return (
    <DataTable
      columns={columns}
      data={list.items}
      pagination={list.pagination}
      searchPlaceholder={t.outlet.searchPlaceholder}
      emptyText={t.outlet.empty}
      caption={t.outlet.listTitle}
    />
  );
}
