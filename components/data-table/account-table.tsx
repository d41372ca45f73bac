'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { column } from '@/components/data-table/column';
import { DataTable, type ListTexts } from '@/components/data-table/data-table';
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

interface Account {
  userId: number;
  name: string;
  username: string;
  phoneNumber: string | null;
  isActive: boolean;
}

type AccountTexts = ListTexts & { name: string; phoneNumber: string; isActive: string; deleted: string };

/**
 * A list of accounts (staff, partners): the name over the username, the list's own columns, the
 * phone and Aktif; each row's Ubah, status, password reset and delete, as the caller may.
 * Render it from a client component: `skip` and `statusText` are functions.
 */
export function AccountTable<T extends Account>({
  list: initial,
  texts,
  columns: own,
  deletePath,
  editBase,
  can,
  skip,
  statusText,
}: {
  list: ListRows<T>;
  texts: AccountTexts;
  /** Between the name and the phone; memoised by the caller. */
  columns: ColumnDef<T, unknown>[];
  deletePath: string;
  /** Ubah opens `${editBase}/${userId}`. */
  editBase: string;
  can: { edit: boolean; setStatus: boolean; remove: boolean };
  /** Rows that offer nothing (the signed-in user, a partner among staff). */
  skip?: (row: T) => boolean;
  /** The toast after a status change; without it the API's own message shows. */
  statusText?: (active: boolean) => string;
}) {
  const list = useListState(initial, (a) => a.userId);
  const remove = useRowDelete(list, deletePath, texts.deleted);
  const { toggleStatus, resetPassword, passwordDialog } = useAccountActions(list, statusText);
  const { edit, setStatus, remove: canRemove } = can;

  const columns = useMemo<ColumnDef<T, unknown>[]>(() => {
    const base: ColumnDef<T, unknown>[] = [
      column(texts.name, (r) => <TwoLines strong main={r.name} sub={r.username} />),
      ...own,
      column(texts.phoneNumber, (r) => r.phoneNumber ?? '-'),
      column(texts.isActive, (r) => <ActiveBadge active={r.isActive} />),
    ];
    if (!edit && !setStatus && !canRemove) return base;

    return [
      ...base,
      ...actionsColumn<T>((a) =>
        skip?.(a) ? null : (
          <RowActions>
            {edit ? <RowLink href={`${editBase}/${a.userId}`} label={listTexts.edit} name={a.name} /> : null}
            {setStatus ? (
              <>
                <RowStatusToggle active={a.isActive} name={a.name} onToggle={() => toggleStatus(a)} />
                <RowResetPassword name={a.name} onConfirm={() => resetPassword(a)} />
              </>
            ) : null}
            {canRemove ? <RowDelete name={a.name} onConfirm={() => remove(a)} /> : null}
          </RowActions>
        ),
      ),
    ];
  }, [texts, own, edit, setStatus, canRemove, editBase, skip, remove, toggleStatus, resetPassword]);

  return (
    <>
      <DataTable columns={columns} list={list} texts={texts} />
      {passwordDialog}
    </>
  );
}
