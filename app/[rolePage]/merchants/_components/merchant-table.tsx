'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
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
import { t } from '@/lib/i18n/id';
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
  const remove = useRowDelete(list, '/bff/api/mitra/delete', t.mitra.deleted);
  const { toggleStatus, resetPassword, passwordDialog } = useAccountActions(list, (active) =>
    active ? t.mitra.activated : t.mitra.deactivated,
  );

  const columns = useMemo<ColumnDef<MitraItem, unknown>[]>(() => {
    const base: ColumnDef<MitraItem, unknown>[] = [
      {
        header: t.mitra.name,
        cell: ({ row }) => <TwoLines strong main={row.original.name} sub={row.original.username} />,
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

    return [
      ...base,
      ...actionsColumn<MitraItem>((m) => (
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
      )),
    ];
  }, [canWrite, canSetStatus, role, remove, toggleStatus, resetPassword]);

  return (
    <>
      <DataTable
        columns={columns}
        list={list}
        searchPlaceholder={t.mitra.searchPlaceholder}
        emptyText={t.mitra.empty}
        caption={t.mitra.listTitle}
      />
      {passwordDialog}
    </>
  );
}
