'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn } from '@/components/data-table/row-actions';
import { useListState } from '@/components/data-table/use-list-state';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import type { ListRows } from '@/lib/api/envelope';
import type { ScheduleItem } from '@/lib/api/schemas/schedule';
import { useBffAction } from '@/lib/client/use-bff-action';
import { listTexts } from '@/lib/i18n/id/list';
import { scheduleTexts } from '@/lib/i18n/id/schedule';
import { dialogTexts } from '@/lib/i18n/id/shell';
import { dateRange } from '@/lib/i18n/id/schedule';

/** The closures, upcoming first (the API's order); delete asks first and trims the list locally. */
export function ClosureList({ list: initial, canDelete }: { list: ListRows<ScheduleItem>; canDelete: boolean }) {
  const list = useListState(initial, (c) => c.id);
  const { run } = useBffAction();

  const columns = useMemo<ColumnDef<ScheduleItem, unknown>[]>(() => {
    const base: ColumnDef<ScheduleItem, unknown>[] = [
      column(scheduleTexts.dates, (r) => (
        <>
          <p className="font-medium">{dateRange(r.startDate, r.endDate)}</p>
          <p className="text-xs text-stone-500">{scheduleTexts.days(r.days)}</p>
        </>
      )),
      column(scheduleTexts.notes, (r) => r.notes ?? '-'),
      column(scheduleTexts.state, (r) => (
        <Badge tone={r.upcoming ? 'warning' : 'neutral'}>
          {r.upcoming ? scheduleTexts.upcoming : scheduleTexts.past}
        </Badge>
      )),
      { header: scheduleTexts.createdBy, meta: WIDE_ONLY, cell: ({ row }) => row.original.createdBy ?? '-' },
    ];
    if (!canDelete) return base;

    async function remove(closure: ScheduleItem) {
      const done = await run(
        `/bff/api/schedule-close/${closure.id}`,
        { method: 'DELETE' },
        { success: scheduleTexts.deleted, then: 'stay' },
      );
      if (done) list.remove(closure.id);
    }

    return [
      ...base,
      ...actionsColumn<ScheduleItem>((closure) => {
        const range = dateRange(closure.startDate, closure.endDate);
        return (
          <ConfirmDialog
            trigger={{
              label: listTexts.delete,
              ghost: true,
              small: true,
              danger: true,
              ariaLabel: scheduleTexts.deleteLabel(range),
            }}
            title={scheduleTexts.deleteTitle}
            text={scheduleTexts.deleteText(range)}
            confirmLabel={dialogTexts.deleteConfirm}
            cancelLabel={dialogTexts.cancel}
            onConfirm={() => remove(closure)}
          />
        );
      }),
    ];
  }, [canDelete, list, run]);

  return <DataTable columns={columns} list={list} texts={scheduleTexts} />;
}
