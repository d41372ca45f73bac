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
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import type { MitraItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  items: MitraItem[];
  pagination: Pagination;
  canWrite: boolean;
  canSetStatus: boolean;
}

export function MerchantTable({ role, items, pagination, canWrite, canSetStatus }: Props) {
  const list = useListState(items, pagination, (m) => m.userId);
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
      const res = await bff<{ isActive: boolean }>('/bff/api/auth/set-status-account', { body: { userId: m.userId } });
      if (!res) return;
      if (!res.success) return void toast.warning(res.message);
      list.replace(m.userId, { ...m, isActive: res.data.isActive });
      toast.success(res.data.isActive ? t.mitra.activated : t.mitra.deactivated);
    }
    async function resetPassword(m: MitraItem) {
      const res = await bff<{ temporaryPassword: string }>('/bff/api/auth/reset-password', {
        body: { userId: m.userId },
      });
      if (!res) return;
      if (!res.success) return void toast.warning(res.message);
      setTemporary(res.data.temporaryPassword);
    }
    async function remove(m: MitraItem) {
      const res = await bff(`/bff/api/mitra/delete/${m.userId}`, { method: 'DELETE' });
      if (!res) return;
      if (!res.success) return void toast.warning(res.message);
      list.remove(m.userId);
      toast.success(res.message || t.mitra.deleted);
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
  }, [canWrite, canSetStatus, role, list]);

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
