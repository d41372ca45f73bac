'use client';

import { useState } from 'react';
import type { ListRows } from '@/lib/api/envelope';

/**
 * The rows a list shows, kept locally so that a delete trims the list at once (spec 4: the
 * shown list is trimmed locally, `to` and `total` decremented) and a row can be replaced.
 */
export function useListState<T>(initial: ListRows<T>, keyOf: (row: T) => string | number) {
  const [items, setItems] = useState(initial.items);
  const [pagination, setPagination] = useState(initial.pagination);
  const [source, setSource] = useState(initial);
  if (source.items !== initial.items || source.pagination !== initial.pagination) {
    // A new page arrived from the server (search, paging, refresh): show it.
    setSource(initial);
    setItems(initial.items);
    setPagination(initial.pagination);
  }
  return {
    items,
    pagination,
    keyOf,
    remove(key: string | number) {
      setItems((rows) => rows.filter((r) => keyOf(r) !== key));
      setPagination((p) => ({
        ...p,
        to: Math.max(p.from > 0 ? p.from - 1 : 0, p.to - 1),
        total: Math.max(0, p.total - 1),
      }));
    },
    replace(key: string | number, next: T) {
      setItems((rows) => rows.map((r) => (keyOf(r) === key ? next : r)));
    },
  };
}
