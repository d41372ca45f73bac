'use client';

import { useMemo } from 'react';
import { filterParser } from '@/lib/list-query';
import { useListQuery } from './use-list-query';

/** A list filter kept in the URL (e.g. ?type=bahan_jadi); changing it returns to page 1. */
export function QuerySelect({
  name,
  label,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  allLabel: string;
}) {
  const parsers = useMemo(() => ({ [name]: filterParser }), [name]);
  const { values, change } = useListQuery(parsers);
  const id = `filter-${name}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <select
        id={id}
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
        value={values[name] ?? ''}
        onChange={(e) => change({ [name]: e.target.value || null })}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
