'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, ActiveBadge, RowActions, RowDelete, RowLink } from '@/components/data-table/row-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { useRowDelete } from '@/components/data-table/use-row-delete';
import type { ListRows } from '@/lib/api/envelope';
import { addressTexts } from '@/lib/i18n/id/address';
import { listTexts } from '@/lib/i18n/id/list';
import { outletTexts } from '@/lib/i18n/id/mitra';
import type { RolePage } from '@/lib/roles';
import type { OutletItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  list: ListRows<OutletItem>;
  canWrite: boolean;
  /** Staff who order on an outlet's behalf start here (spec 2: finance returns to the outlet list). */
  canOrder: boolean;
}

export function OutletTable({ role, list: initial, canWrite, canOrder }: Props) {
  const list = useListState(initial, (o) => o.outletId);
  const remove = useRowDelete(list, '/bff/api/outlet/delete', outletTexts.deleted);

  const columns = useMemo<ColumnDef<OutletItem, unknown>[]>(() => {
    const base: ColumnDef<OutletItem, unknown>[] = [
      column(outletTexts.title, (r) => <span className="font-medium">{r.title}</span>),
      column(outletTexts.owner, (r) => r.ownerName),
      column(addressTexts.district, (r) => [r.subdistrict, r.district].filter(Boolean).join(', ') || '-'),
      column(outletTexts.phoneNumberBranch, (r) => r.phoneNumber ?? '-'),
      column(outletTexts.branchGroupId, (r) => r.branchGroupName ?? '-'),
      column(outletTexts.isActive, (r) => <ActiveBadge active={r.isActive} />),
    ];
    if (!canWrite && !canOrder) return base;

    return [
      ...base,
      ...actionsColumn<OutletItem>((o) => (
        <RowActions>
          {canOrder && o.isActive ? (
            <RowLink
              href={`/${role}/order/create?branchId=${o.outletId}`}
              label={outletTexts.order}
              name={o.title}
              primary
            />
          ) : null}
          {canWrite ? (
            <>
              <RowLink href={`/${role}/outlet/${o.outletId}`} label={listTexts.edit} name={o.title} />
              <RowDelete name={o.title} onConfirm={() => remove(o)} />
            </>
          ) : null}
        </RowActions>
      )),
    ];
  }, [canWrite, canOrder, role, remove]);

  return <DataTable columns={columns} list={list} texts={outletTexts} />;
}
