'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useQueryState } from 'nuqs';
import { useId, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { reportTexts } from '@/lib/i18n/id/report';
import { shiftMonth } from '@/lib/iso-dates';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The dashboard's month, kept in the URL (?month=YYYY-MM) so it can be bookmarked and shared. */
export function MonthPicker({ month, currentMonth }: { month: string; currentMonth: string }) {
  const [pending, startTransition] = useTransition();
  const [, setMonth] = useQueryState('month', {
    shallow: false,
    history: 'push',
    scroll: false,
    startTransition,
  });
  const id = useId();

  function go(next: string) {
    // A half-typed month (browsers without a month picker) is not a month yet.
    if (!MONTH.test(next)) return;
    void setMonth(next === currentMonth ? null : next);
  }

  return (
    <div className="flex flex-wrap items-end gap-2" aria-busy={pending}>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm text-stone-600">
          {reportTexts.month}
        </label>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => go(shiftMonth(month, -1))}
            aria-label={reportTexts.previousMonth}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <input
            id={id}
            type="month"
            className="h-10 w-40 rounded-md border border-stone-300 bg-white px-3 text-sm"
            value={month}
            onChange={(e) => go(e.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => go(shiftMonth(month, 1))}
            aria-label={reportTexts.nextMonth}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {month !== currentMonth ? (
        <Button type="button" variant="ghost" onClick={() => go(currentMonth)}>
          {reportTexts.thisMonth}
        </Button>
      ) : null}
    </div>
  );
}
