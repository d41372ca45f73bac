'use client';

import { useBffAction } from '@/lib/client/use-bff-action';

interface DeletableList<T> {
  keyOf: (row: T) => string | number;
  remove: (key: string | number) => void;
}

/**
 * Deleting a row of a list: `DELETE {path}/{key}` through the BFF, the success toast, and the row
 * trimmed from the shown page at once (spec 4) without reloading it. The API refuses what may not
 * go (409 naming what uses it), and the row stays.
 */
export function useRowDelete<T>(list: DeletableList<T>, path: string, success: string) {
  const { run } = useBffAction();
  return async function remove(row: T) {
    const key = list.keyOf(row);
    const done = await run(`${path}/${key}`, { method: 'DELETE' }, { success, then: 'stay' });
    if (done) list.remove(key);
  };
}
