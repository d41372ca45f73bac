'use client';

import { useListQuery } from '@/components/data-table/use-list-query';
import { useMemo } from 'react';
import { filterParser } from '@/lib/list-query';
import { Button } from '@/components/ui/button';
import { orderTexts } from '@/lib/i18n/id/order';
import { FilterLabel } from './filter-label';

/**
 * A date (or, with `type="month"`, a month: YYYY-MM) filter kept in the URL like QuerySelect;
 * changing it returns to page 1.
 */
export function DateFilter({
  name,
  label,
  type = 'date',
  clearLabel = orderTexts.clearDate,
}: {
  name: string;
  label: string;
  type?: 'date' | 'month';
  clearLabel?: string;
}) {
  const parsers = useMemo(() => ({ [name]: filterParser }), [name]);
  const { values, change } = useListQuery(parsers);
  const id = `filter-${name}`;
  const value = values[name] ?? '';
  function go(next: string) {
    // A half-typed month (browsers without a month picker) is not a filter yet.
    if (type === 'month' && next && !/^\d{4}-\d{2}$/.test(next)) return;
    change({ [name]: next || null });
  }

  return (
    <FilterLabel id={id} label={label}>
      <input
        id={id}
        type={type}
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
        value={value}
        onChange={(e) => go(e.target.value)}
      />
      {value ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => go('')}>
          {clearLabel}
        </Button>
      ) : null}
    </FilterLabel>
  );
}
