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
import { mitraTexts } from '@/lib/i18n/id/mitra';
import type { RolePage } from '@/lib/roles';
import type { MitraItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  list: ListRows<MitraItem>;
  canWrite: boolean;
  canSetStatus: boolean;
}

export function MerchantTable({ role, list: initial, canWrite, canSetStatus }: Props) {
  const list = useListState(initial, (m) => m.userId);
  const remove = useRowDelete(list, '/bff/api/mitra/delete', mitraTexts.deleted);
  const { toggleStatus, resetPassword, passwordDialog } = useAccountActions(list, (active) =>
    active ? mitraTexts.activated : mitraTexts.deactivated,
  );

  const columns = useMemo<ColumnDef<MitraItem, unknown>[]>(() => {
    const base: ColumnDef<MitraItem, unknown>[] = [
      column(mitraTexts.name, (r) => <TwoLines strong main={r.name} sub={r.username} />),
      column(mitraTexts.title, (r) => r.title ?? '-'),
      column(mitraTexts.outletCount, (r) => r.outletCount),
      column(mitraTexts.phoneNumber, (r) => r.phoneNumber ?? '-'),
      column(mitraTexts.isActive, (r) => <ActiveBadge active={r.isActive} />),
    ];
    if (!canWrite && !canSetStatus) return base;

    return [
      ...base,
      ...actionsColumn<MitraItem>((m) => (
        <RowActions>
          {canWrite ? <RowLink href={`/${role}/merchants/${m.userId}`} label={listTexts.edit} name={m.name} /> : null}
          {canSetStatus ? (
            <>
              <RowStatusToggle active={m.isActive} name={m.name} onToggle={() => toggleStatus(m)} />
              <RowResetPassword name={m.name} onConfirm={() => resetPassword(m)} />
            </>
          ) : null}
          {canWrite ? <RowDelete name={m.name} onConfirm={() => remove(m)} /> : null}
        </RowActions>
      )),
    ];
  }, [canWrite, canSetStatus, role, remove, toggleStatus, resetPassword]);

  return (
    <>
      <DataTable columns={columns} list={list} texts={mitraTexts} />
      {passwordDialog}
    </>
  );
}
