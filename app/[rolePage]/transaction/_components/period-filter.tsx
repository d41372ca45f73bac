'use client';

import { useListQuery } from '@/components/data-table/use-list-query';
import { filterParser } from '@/lib/list-query';
import { Button } from '@/components/ui/button';
import { invoiceTexts } from '@/lib/i18n/id/invoice';

const PERIODE = { periode: filterParser };

/** The invoice period (a month, YYYY-MM) kept in the URL like QuerySelect; changing it returns to page 1. */
export function PeriodFilter() {
  const { values, change } = useListQuery(PERIODE);
  const value = values.periode;

  function go(next: string) {
    // A half-typed month (browsers without a month picker) is not a filter yet.
    if (next && !/^\d{4}-\d{2}$/.test(next)) return;
    change({ periode: next || null });
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor="filter-periode" className="text-sm text-stone-600">
        {invoiceTexts.filterPeriode}
      </label>
      <input
        id="filter-periode"
        type="month"
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
        value={value}
        onChange={(e) => go(e.target.value)}
      />
      {value ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => go('')}>
          {invoiceTexts.clearPeriode}
        </Button>
      ) : null}
    </div>
  );
}
