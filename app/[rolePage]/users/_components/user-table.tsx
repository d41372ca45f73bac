'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import {
  actionsColumn,
  ActiveBadge,
  RowActions,
  RowDelete,
  RowLink,
  RowResetPassword,
  RowStatusToggle,
} from '@/components/data-table/row-actions';
import { useAccountActions } from '@/components/data-table/use-account-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { useRowDelete } from '@/components/data-table/use-row-delete';
import type { ListRows } from '@/lib/api/envelope';
import { listTexts } from '@/lib/i18n/id/list';
import { userTexts } from '@/lib/i18n/id/user';
import { MERCHANT_ROLE_ID, type RolePage } from '@/lib/roles';
import type { UserItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  selfUsername: string;
  list: ListRows<UserItem>;
  canWrite: boolean;
}

export function UserTable({ role, selfUsername, list: initial, canWrite }: Props) {
  const list = useListState(initial, (u) => u.userId);
  const remove = useRowDelete(list, '/bff/api/user/delete', userTexts.deleted);
  const { toggleStatus, resetPassword, passwordDialog } = useAccountActions<UserItem>(list);

  const columns = useMemo<ColumnDef<UserItem, unknown>[]>(() => {
    const base: ColumnDef<UserItem, unknown>[] = [
      column(userTexts.name, (r) => <TwoLines strong main={r.name} sub={r.username} />),
      column(userTexts.role, (r) => r.role),
      column(userTexts.phoneNumber, (r) => r.phoneNumber ?? '-'),
      column(userTexts.isActive, (r) => <ActiveBadge active={r.isActive} />),
    ];
    if (!canWrite) return base;

    return [
      ...base,
      ...actionsColumn<UserItem>((u) => {
        // Partners are managed in Kelola Mitra; nobody deactivates or deletes themself.
        if (u.roleId === MERCHANT_ROLE_ID || u.username === selfUsername) return null;
        return (
          <RowActions>
            <RowLink href={`/${role}/users/${u.userId}`} label={listTexts.edit} name={u.name} />
            <RowStatusToggle active={u.isActive} name={u.name} onToggle={() => toggleStatus(u)} />
            <RowResetPassword name={u.name} onConfirm={() => resetPassword(u)} />
            <RowDelete name={u.name} onConfirm={() => remove(u)} />
          </RowActions>
        );
      }),
    ];
  }, [canWrite, role, selfUsername, remove, toggleStatus, resetPassword]);

  return (
    <>
      <DataTable columns={columns} list={list} texts={userTexts} />
      {passwordDialog}
    </>
  );
}
