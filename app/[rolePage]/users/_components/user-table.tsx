'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { AccountTable } from '@/components/data-table/account-table';
import { column } from '@/components/data-table/column';
import type { ListRows } from '@/lib/api/envelope';
import { userTexts } from '@/lib/i18n/id/user';
import { MERCHANT_ROLE_ID, type RolePage } from '@/lib/roles';
import type { UserItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  selfUsername: string;
  list: ListRows<UserItem>;
  canWrite: boolean;
}

export function UserTable({ role, selfUsername, list, canWrite }: Props) {
  const columns = useMemo<ColumnDef<UserItem, unknown>[]>(() => [column(userTexts.role, (r) => r.role)], []);
  // Partners are managed in Kelola Mitra; nobody deactivates or deletes themself.
  const skip = useCallback(
    (u: UserItem) => u.roleId === MERCHANT_ROLE_ID || u.username === selfUsername,
    [selfUsername],
  );
  return (
    <AccountTable
      list={list}
      texts={userTexts}
      columns={columns}
      deletePath="/bff/api/user/delete"
      editBase={`/${role}/users`}
      can={{ edit: canWrite, setStatus: canWrite, remove: canWrite }}
      skip={skip}
    />
  );
}
