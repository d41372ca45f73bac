'use client';

import { bff } from '@/lib/client/bff';

/**
 * A `CatalogueSearch`'s `fetchResults` over a GET the screen already reads: `path` with the typed
 * term as `search`, and the options `pick`ed from the answer; null when the call failed (bff() has
 * said why), which keeps the last results.
 */
export function catalogueCall<D, O>(path: string, pick: (data: D) => O[]) {
  const joiner = path.includes('?') ? '&' : '?';
  return async (term: string): Promise<O[] | null> => {
    const res = await bff<D>(`${path}${joiner}search=${encodeURIComponent(term)}`);
    return res?.success ? pick(res.data) : null;
  };
}
