'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowEditDelete } from '@/components/data-table/row-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { useRowDelete } from '@/components/data-table/use-row-delete';
import type { ListRows } from '@/lib/api/envelope';
import { supplierTexts } from '@/lib/i18n/id/supplier';
import type { RolePage } from '@/lib/roles';
import type { SupplierItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  list: ListRows<SupplierItem>;
  canWrite: boolean;
}

export function SupplierTable({ role, list: initial, canWrite }: Props) {
  const list = useListState(initial, (s) => s.supplierId);
  const remove = useRowDelete(list, '/bff/api/supplier/delete', supplierTexts.deleted);

  const columns = useMemo<ColumnDef<SupplierItem, unknown>[]>(() => {
    const base: ColumnDef<SupplierItem, unknown>[] = [
      column(supplierTexts.company, (r) => <TwoLines strong main={r.company} sub={r.district ?? ''} />),
      column(supplierTexts.personInCompany, (r) => (
        <TwoLines main={r.personInCompany ?? '-'} sub={r.personInCompanyPhoneNumber ?? ''} />
      )),
      column(supplierTexts.companyPhoneNumber, (r) => r.companyPhoneNumber ?? '-'),
      column(supplierTexts.bankAccount, (r) =>
        r.bankAccount ? `${r.bankAccount} ${r.bankAccountNumber ?? ''} a.n. ${r.bankAccountName ?? '-'}` : '-',
      ),
    ];
    return [
      ...base,
      ...actionsColumn<SupplierItem>(
        (s) => (
          <RowEditDelete href={`/${role}/suppliers/${s.supplierId}`} name={s.company} onDelete={() => remove(s)} />
        ),
        { when: canWrite },
      ),
    ];
  }, [canWrite, role, remove]);

  return <DataTable columns={columns} list={list} texts={supplierTexts} />;
}
