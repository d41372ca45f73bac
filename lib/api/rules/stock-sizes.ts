/**
 * Stock per size (DOMAIN 16: bakers plan per product and size). A product with sizes keeps a
 * balance per size, and what its stock holds beyond them is stock without a size (counted before
 * sizes were kept, or a batch's surplus the bakers shape as they like): usable for any size.
 * Pure rules in thousandths, so the ledger and its tests share them.
 */

/** Balances of one product in thousandths: per size, and without a size. */
export interface SizeBalances {
  sized: Map<string, number>;
  unsized: number;
}

/** One part of a movement: a bucket (a size, or null for without a size) and its signed thousandths. */
export interface SizePart {
  size: string | null;
  milli: number;
}

export type SizeSplit = { parts: SizePart[] } | { short: true; available: number };

const usableOf = (balances: SizeBalances, size: string | null, usable?: SizeBalances) =>
  size === null ? (usable ?? balances).unsized : ((usable ?? balances).sized.get(size) ?? 0);

/**
 * Where `milli` (positive) leaving stock is taken from. A size takes its own stock first, then
 * stock without a size; a movement without a size (a count, waste) takes stock without a size
 * first, then the sizes in the product's order. `usable` narrows what may be taken (an order
 * takes only lots still good on its day); `short` says how much there was when it does not cover.
 * `only`: the named bucket alone (a count of one size, or of stock without a size, changes that).
 */
export function splitOut(
  balances: SizeBalances,
  size: string | null,
  milli: number,
  sizeOrder: readonly string[],
  usable?: SizeBalances,
  only = false,
): SizeSplit {
  const order = only ? [size] : size === null ? [null, ...sizeOrder] : [size, null];
  const parts: SizePart[] = [];
  let rest = milli;
  let available = 0;
  for (const bucket of order) {
    const here = Math.max(0, usableOf(balances, bucket, usable));
    available += here;
    const take = Math.min(rest, here);
    if (take > 0) parts.push({ size: bucket, milli: -take });
    rest -= take;
  }
  return rest > 0 ? { short: true, available } : { parts };
}

/** The balances after the parts, as a new value (the caller's stays as it was). */
export function applyParts(balances: SizeBalances, parts: SizePart[]): SizeBalances {
  const sized = new Map(balances.sized);
  let unsized = balances.unsized;
  for (const part of parts) {
    if (part.size === null) unsized += part.milli;
    else sized.set(part.size, (sized.get(part.size) ?? 0) + part.milli);
  }
  return { sized, unsized };
}

/** What a date's orders of one size (null = without a size) get from stock, and what is left to make. */
export interface SizeCover {
  size: string | null;
  wanted: number;
  fromStock: number;
  toMake: number;
}

/**
 * The plan per size (DOMAIN 16) in thousandths: stock still good on the date serves pending
 * orders of earlier dates first, then the date's own, each size from its own stock and then from
 * stock without a size, sizes in the product's order. What stock does not cover is to be made.
 */
export function coverBySize(input: {
  sizeOrder: readonly string[];
  good: SizeBalances;
  earlier: [string | null, number][];
  wanted: [string | null, number][];
}): { covers: SizeCover[]; left: SizeBalances } {
  let balances = input.good;
  const take = (size: string | null, milli: number) => {
    const available =
      size === null
        ? balances.unsized + [...balances.sized.values()].reduce((sum, m) => sum + Math.max(0, m), 0)
        : Math.max(0, balances.sized.get(size) ?? 0) + Math.max(0, balances.unsized);
    const taken = Math.max(0, Math.min(milli, available));
    const split = splitOut(balances, size, taken, input.sizeOrder);
    if ('parts' in split) balances = applyParts(balances, split.parts);
    return taken;
  };
  for (const [size, milli] of input.earlier) take(size, milli);
  const covers = input.wanted.map(([size, wanted]) => {
    const fromStock = take(size, wanted);
    return { size, wanted, fromStock, toMake: wanted - fromStock };
  });
  return { covers, left: balances };
}
