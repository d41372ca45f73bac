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

/**
 * What a line takes from the stock catalogue's option it was added from: the product, its name and
 * its unit (the catalogue calls it `productUnit`, a line `unit`). The form adds its own inputs.
 */
export function catalogueLine(option: { productId: string; title: string; productUnit: string }) {
  return { productId: option.productId, title: option.title, unit: option.productUnit };
}
