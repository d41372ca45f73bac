'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { AccountTable } from '@/components/data-table/account-table';
import { column } from '@/components/data-table/column';
import type { ListRows } from '@/lib/api/envelope';
import { mitraTexts } from '@/lib/i18n/id/mitra';
import type { RolePage } from '@/lib/roles';
import type { MitraItem } from '@/lib/types/master-data';

interface Props {
  role: RolePage;
  list: ListRows<MitraItem>;
  canWrite: boolean;
  canSetStatus: boolean;
}

const statusText = (active: boolean) => (active ? mitraTexts.activated : mitraTexts.deactivated);

export function MerchantTable({ role, list, canWrite, canSetStatus }: Props) {
  const columns = useMemo<ColumnDef<MitraItem, unknown>[]>(
    () => [column(mitraTexts.title, (r) => r.title ?? '-'), column(mitraTexts.outletCount, (r) => r.outletCount)],
    [],
  );
  return (
    <AccountTable
      list={list}
      texts={mitraTexts}
      columns={columns}
      deletePath="/bff/api/mitra/delete"
      editBase={`/${role}/merchants`}
      can={{ edit: canWrite, setStatus: canSetStatus, remove: canWrite }}
      statusText={statusText}
    />
  );
}
