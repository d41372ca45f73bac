/**
 * Quantities of different units are never added together (issue 12: "Total 192" of pcs and loyang
 * meant nothing). A total is one figure per unit, in the order the units first appear.
 */
export function totalsByUnit(rows: readonly { unit: string; qty: number }[]): { unit: string; qty: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.unit, (totals.get(row.unit) ?? 0) + row.qty);
  return [...totals].map(([unit, qty]) => ({ unit, qty }));
}

/**
 * A line's amount in whole rupiah: quantity (exact to 0.001) times price, half a rupiah rounded up.
 * Computed in thousandths so that 2,5 kg x Rp 12.345 is exact before the one rounding; the API
 * stores it and the forms show it the same way (1,005 x Rp100 is Rp101 on both).
 */
export function lineAmount(qty: number, price: number): number {
  const milli = BigInt(Math.round(qty * 1000)) * BigInt(price);
  const whole = milli / BigInt(1000);
  const rest = milli % BigInt(1000);
  return Number(rest >= BigInt(500) ? whole + BigInt(1) : rest <= BigInt(-500) ? whole - BigInt(1) : whole);
}
