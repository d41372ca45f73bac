'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useListState } from '@/components/data-table/use-list-state';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import type { ScheduleItem } from '@/lib/api/schemas/schedule';
import { t } from '@/lib/i18n/id';
import { dateRange } from '@/lib/i18n/id/schedule';
import { useBffAction } from '@/lib/client/use-bff-action';

/** The closures, upcoming first (the API's order); delete asks first and trims the list locally. */
export function ClosureList({
  items,
  pagination,
  canDelete,
}: {
  items: ScheduleItem[];
  pagination: Pagination;
  canDelete: boolean;
}) {
  const list = useListState(items, pagination, (c) => c.id);
  const { run } = useBffAction();
  const pathname = usePathname();
  const params = useSearchParams();
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params.toString());
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const s = next.toString();
    return s ? `${pathname}?${s}` : pathname;
  };

  async function remove(closure: ScheduleItem) {
    const done = await run(
      `/bff/api/schedule-close/${closure.id}`,
      { method: 'DELETE' },
      { success: t.schedule.deleted, then: 'stay' },
    );
    if (done) list.remove(closure.id);
  }

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.schedule.listTitle}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.schedule.dates}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.schedule.notes}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t.schedule.state}
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                {t.schedule.createdBy}
              </th>
              {canDelete ? (
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.list.actions}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {list.items.length === 0 ? (
              <tr>
                <td colSpan={canDelete ? 5 : 4} className="px-4 py-10 text-center text-stone-600">
                  {t.schedule.empty}
                </td>
              </tr>
            ) : (
              list.items.map((c) => {
                const range = dateRange(c.startDate, c.endDate);
                return (
                  <tr key={c.id} className="border-b border-stone-100 last:border-0">
                    <td className="px-4 py-3 align-middle">
                      <p className="font-medium">{range}</p>
                      <p className="text-xs text-stone-500">{t.schedule.days(c.days)}</p>
                    </td>
                    <td className="px-4 py-3 align-middle">{c.notes ?? '-'}</td>
                    <td className="px-4 py-3 align-middle">
                      <Badge tone={c.upcoming ? 'warning' : 'neutral'}>
                        {c.upcoming ? t.schedule.upcoming : t.schedule.past}
                      </Badge>
                    </td>
                    <td className="hidden px-4 py-3 align-middle sm:table-cell">{c.createdBy ?? '-'}</td>
                    {canDelete ? (
                      <td className="px-4 py-3 align-middle">
                        <ConfirmDialog
                          trigger={
                            <Button
                              variant="ghost"
                              size="sm"
                              className="text-red-700"
                              aria-label={t.schedule.deleteLabel(range)}
                            >
                              {t.list.delete}
                            </Button>
                          }
                          title={t.schedule.deleteTitle}
                          text={t.schedule.deleteText(range)}
                          confirmLabel={t.dialog.deleteConfirm}
                          cancelLabel={t.dialog.cancel}
                          onConfirm={() => remove(c)}
                        />
                      </td>
                    ) : null}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={t.list.pagination}
        className="flex flex-col items-center justify-between gap-2 text-sm text-stone-600 sm:flex-row"
      >
        <p>
          {list.pagination.total > 0
            ? t.list.showing(list.pagination.from, list.pagination.to, list.pagination.total)
            : null}
        </p>
        <div className="flex items-center gap-2">
          {list.pagination.prevPage ? (
            <Link
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              href={hrefFor(list.pagination.prevPage)}
            >
              {t.list.previous}
            </Link>
          ) : null}
          <span>{t.list.page(list.pagination.currentPage, list.pagination.pages)}</span>
          {list.pagination.nextPage ? (
            <Link
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              href={hrefFor(list.pagination.nextPage)}
            >
              {t.list.next}
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
