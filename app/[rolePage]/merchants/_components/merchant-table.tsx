'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { TemporaryPasswordDialog } from '@/components/layout/temporary-password-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import type { MitraItem } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';

interface Props {
  role: RolePage;
  items: MitraItem[];
  pagination: Pagination;
  canWrite: boolean;
  canSetStatus: boolean;
}

export function MerchantTable({ role, items, pagination, canWrite, canSetStatus }: Props) {
  const list = useListState(items, pagination, (m) => m.userId);
  const { run } = useBffAction();
  const [temporary, setTemporary] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<MitraItem, unknown>[]>(() => {
    const base: ColumnDef<MitraItem, unknown>[] = [
      {
        header: t.mitra.name,
        cell: ({ row }) => (
          <div>
            <p className="font-medium">{row.original.name}</p>
            <p className="text-xs text-stone-500">{row.original.username}</p>
          </div>
        ),
      },
      { header: t.mitra.title, cell: ({ row }) => row.original.title ?? '-' },
      { header: t.mitra.outletCount, cell: ({ row }) => row.original.outletCount },
      { header: t.mitra.phoneNumber, cell: ({ row }) => row.original.phoneNumber ?? '-' },
      {
        header: t.mitra.isActive,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {row.original.isActive ? t.list.active : t.list.inactive}
          </Badge>
        ),
      },
    ];
    if (!canWrite && !canSetStatus) return base;

    async function toggleStatus(m: MitraItem) {
      const done = await run<{ isActive: boolean }>(
        '/bff/api/auth/set-status-account',
        { body: { userId: m.userId } },
        { success: false, then: 'stay' },
      );
      if (!done) return;
      list.replace(m.userId, { ...m, isActive: done.data.isActive });
      toast.success(done.data.isActive ? t.mitra.activated : t.mitra.deactivated);
    }
    async function resetPassword(m: MitraItem) {
      const done = await run<{ temporaryPassword: string }>(
        '/bff/api/auth/reset-password',
        { body: { userId: m.userId } },
        { success: false, then: 'stay' },
      );
      if (done) setTemporary(done.data.temporaryPassword);
    }
    async function remove(m: MitraItem) {
      const done = await run(
        `/bff/api/mitra/delete/${m.userId}`,
        { method: 'DELETE' },
        { success: t.mitra.deleted, then: 'stay' },
      );
      if (done) list.remove(m.userId);
    }

    return [
      ...base,
      {
        id: 'actions',
        header: t.list.actions,
        cell: ({ row }) => {
          const m = row.original;
          return (
            <div className="flex flex-wrap gap-1">
              {canWrite ? (
                <Link
                  href={`/${role}/merchants/${m.userId}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`${t.list.edit} ${m.name}`}
                >
                  {t.list.edit}
                </Link>
              ) : null}
              {canSetStatus ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => toggleStatus(m)}
                  aria-label={`${m.isActive ? t.list.deactivate : t.list.activate} ${m.name}`}
                >
                  {m.isActive ? t.list.deactivate : t.list.activate}
                </Button>
              ) : null}
              {canSetStatus ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`${t.list.resetPassword} ${m.name}`}>
                      {t.list.resetPassword}
                    </Button>
                  }
                  title={t.list.resetPasswordTitle}
                  text={t.list.resetPasswordText}
                  confirmLabel={t.list.resetPassword}
                  onConfirm={() => resetPassword(m)}
                />
              ) : null}
              {canWrite ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      aria-label={`${t.list.delete} ${m.name}`}
                    >
                      {t.list.delete}
                    </Button>
                  }
                  title={t.list.deleteTitle}
                  text={t.list.deleteText(m.name)}
                  confirmLabel={t.dialog.deleteConfirm}
                  onConfirm={() => remove(m)}
                />
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [canWrite, canSetStatus, role, list, run]);

  return (
    <>
      <DataTable
        columns={columns}
        data={list.items}
        pagination={list.pagination}
        searchPlaceholder={t.mitra.searchPlaceholder}
        emptyText={t.mitra.empty}
        caption={t.mitra.listTitle}
      />
      <TemporaryPasswordDialog password={temporary} onClose={() => setTemporary(null)} />
    </>
  );
}
