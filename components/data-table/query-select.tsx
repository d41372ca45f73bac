'use client';

import { useMemo } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { listTexts } from '@/lib/i18n/id/list';
import { filterParser } from '@/lib/list-query';
import { FilterLabel } from './filter-label';
import { useListQuery } from './use-list-query';

/** A list filter kept in the URL (e.g. ?type=bahan_jadi); changing it returns to page 1. */
export function QuerySelect({
  name,
  label,
  options,
  allLabel = listTexts.all,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The choice without a filter; "Semua" unless the list says otherwise ("Semua outlet"). */
  allLabel?: string;
}) {
  const parsers = useMemo(() => ({ [name]: filterParser }), [name]);
  const { values, change } = useListQuery(parsers);
  const id = `filter-${name}`;
  return (
    <FilterLabel id={id} label={label}>
      <NativeSelect
        id={id}
        className="w-auto"
        value={values[name] ?? ''}
        onChange={(e) => change({ [name]: e.target.value || null })}
        placeholder={allLabel}
        options={options}
      />
    </FilterLabel>
  );
}
