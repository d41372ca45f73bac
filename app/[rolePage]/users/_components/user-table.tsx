'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { TemporaryPasswordDialog } from '@/components/layout/temporary-password-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import { t } from '@/lib/i18n/id';
import { MERCHANT_ROLE_ID, type RolePage } from '@/lib/roles';
import type { UserItem } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';

interface Props {
  role: RolePage;
  selfUsername: string;
  items: UserItem[];
  pagination: Pagination;
  canWrite: boolean;
}

export function UserTable({ role, selfUsername, items, pagination, canWrite }: Props) {
  const list = useListState(items, pagination, (u) => u.userId);
  const { run } = useBffAction();
  const [temporary, setTemporary] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<UserItem, unknown>[]>(() => {
    const base: ColumnDef<UserItem, unknown>[] = [
      {
        header: t.user.name,
        cell: ({ row }) => (
          <div>
            <p className="font-medium">{row.original.name}</p>
            <p className="text-xs text-stone-500">{row.original.username}</p>
          </div>
        ),
      },
      { header: t.user.role, cell: ({ row }) => row.original.role },
      { header: t.user.phoneNumber, cell: ({ row }) => row.original.phoneNumber ?? '-' },
      {
        header: t.user.isActive,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {row.original.isActive ? t.list.active : t.list.inactive}
          </Badge>
        ),
      },
    ];
    if (!canWrite) return base;

    async function toggleStatus(u: UserItem) {
      const done = await run<{ isActive: boolean }>(
        '/bff/api/auth/set-status-account',
        { body: { userId: u.userId } },
        { then: 'stay' },
      );
      if (done) list.replace(u.userId, { ...u, isActive: done.data.isActive });
    }
    async function resetPassword(u: UserItem) {
      const done = await run<{ temporaryPassword: string }>(
        '/bff/api/auth/reset-password',
        { body: { userId: u.userId } },
        { success: false, then: 'stay' },
      );
      if (done) setTemporary(done.data.temporaryPassword);
    }
    async function remove(u: UserItem) {
      const done = await run(
        `/bff/api/user/delete/${u.userId}`,
        { method: 'DELETE' },
        { success: t.user.deleted, then: 'stay' },
      );
      if (done) list.remove(u.userId);
    }

    return [
      ...base,
      {
        id: 'actions',
        header: t.list.actions,
        cell: ({ row }) => {
          const u = row.original;
          // Partners are managed in Kelola Mitra; nobody deactivates or deletes themself.
          if (u.roleId === MERCHANT_ROLE_ID || u.username === selfUsername) return null;
          return (
            <div className="flex flex-wrap gap-1">
              <Link
                href={`/${role}/users/${u.userId}`}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={`${t.list.edit} ${u.name}`}
              >
                {t.list.edit}
              </Link>
              <Button
                variant="outline"
                size="sm"
                onClick={() => toggleStatus(u)}
                aria-label={`${u.isActive ? t.list.deactivate : t.list.activate} ${u.name}`}
              >
                {u.isActive ? t.list.deactivate : t.list.activate}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" aria-label={`${t.list.resetPassword} ${u.name}`}>
                    {t.list.resetPassword}
                  </Button>
                }
                title={t.list.resetPasswordTitle}
                text={t.list.resetPasswordText}
                confirmLabel={t.list.resetPassword}
                onConfirm={() => resetPassword(u)}
              />
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" className="text-red-700" aria-label={`${t.list.delete} ${u.name}`}>
                    {t.list.delete}
                  </Button>
                }
                title={t.list.deleteTitle}
                text={t.list.deleteText(u.name)}
                confirmLabel={t.dialog.deleteConfirm}
                onConfirm={() => remove(u)}
              />
            </div>
          );
        },
      },
    ];
  }, [canWrite, role, list, selfUsername, run]);

  return (
    <>
      <DataTable
        columns={columns}
        data={list.items}
        pagination={list.pagination}
        searchPlaceholder={t.user.searchPlaceholder}
        emptyText={t.user.empty}
        caption={t.user.listTitle}
      />
      <TemporaryPasswordDialog password={temporary} onClose={() => setTemporary(null)} />
    </>
  );
}
