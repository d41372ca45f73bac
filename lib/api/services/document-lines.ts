/**
 * One rule for every document that takes lines (orders, adjustments, productions, procurements,
 * manual invoices): one line per product (and size). A repeated line is refused with 422 naming the
 * product, never merged, because each line carries its own quantity, price or new total and silently
 * adding them would change what the user typed. Stock updates are the exception: their lines are
 * signed movements, and several movements of one product add up by definition.
 */
export function repeatedLineIndexes<T>(items: readonly T[], keyOf: (item: T) => string | null): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (key === null) return;
    if (seen.has(key)) repeated.push(i);
    seen.add(key);
  });
  return repeated;
}

/** DOMAIN 15: raw and semi-finished materials are weighed to 0.001; finished goods are counted whole. */
export function wholeWhereCounted(productType: string | undefined, qty: number): boolean {
  return productType !== 'bahan_jadi' || Number.isInteger(qty);
}
