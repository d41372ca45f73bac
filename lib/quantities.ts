/**
 * Quantities of different units are never added together (issue 12: "Total 192" of pcs and loyang
 * meant nothing). A total is one figure per unit, in the order the units first appear.
 */
export function totalsByUnit(rows: readonly { unit: string; qty: number }[]): { unit: string; qty: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.unit, (totals.get(row.unit) ?? 0) + row.qty);
  return [...totals].map(([unit, qty]) => ({ unit, qty }));
}
