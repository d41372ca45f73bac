'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table/data-table';
import {
  ActiveBadge,
  RowActions,
  RowDelete,
  RowLink,
  RowResetPassword,
  RowStatusToggle,
} from '@/components/data-table/row-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { TemporaryPasswordDialog } from '@/components/layout/temporary-password-dialog';
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
        cell: ({ row }) => <ActiveBadge active={row.original.isActive} />,
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
            <RowActions>
              {canWrite ? <RowLink href={`/${role}/merchants/${m.userId}`} label={t.list.edit} name={m.name} /> : null}
              {canSetStatus ? (
                <>
                  <RowStatusToggle active={m.isActive} name={m.name} onToggle={() => toggleStatus(m)} />
                  <RowResetPassword name={m.name} onConfirm={() => resetPassword(m)} />
                </>
              ) : null}
              {canWrite ? <RowDelete name={m.name} onConfirm={() => remove(m)} /> : null}
            </RowActions>
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
