'use client';

import { useListQuery } from '@/components/data-table/use-list-query';
import { useMemo } from 'react';
import { filterParser } from '@/lib/list-query';
import { Button } from '@/components/ui/button';
import { orderTexts } from '@/lib/i18n/id/order';

/** A date filter kept in the URL like QuerySelect; changing it returns to page 1. */
export function DateFilter({
  name,
  label,
  clearLabel = orderTexts.clearDate,
}: {
  name: string;
  label: string;
  clearLabel?: string;
}) {
  const parsers = useMemo(() => ({ [name]: filterParser }), [name]);
  const { values, change } = useListQuery(parsers);
  const id = `filter-${name}`;
  const value = values[name] ?? '';
  const go = (next: string) => change({ [name]: next || null });

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
        value={value}
        onChange={(e) => go(e.target.value)}
      />
      {value ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => go('')}>
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}
