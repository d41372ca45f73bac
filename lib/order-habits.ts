/**
 * What counts as an unusual order (issue 12): a line far above what the outlet usually orders of
 * that product, a quantity no outlet orders, or a total far above the outlet's usual. The form asks
 * "Yakin?" with the figures; the API's hard limits (lib/api/limits.ts) stay the only refusal.
 */
export const UNUSUAL_FACTOR = 10;
/** A line this large is asked about even without history (a typo like 99.999 loaves). */
export const UNUSUAL_QTY = 10_000;
/** Medians need a few orders before they mean anything. */
export const HABIT_MIN_ORDERS = 3;

export interface OrderHabits {
  /** Median quantity per product over the outlet's last orders of it (null: too little history). */
  usual: { productId: string; qty: number }[];
  /** Median total of the outlet's last orders (null: too little history). */
  usualTotal: number | null;
}

export interface UnusualLine {
  productId: string;
  title: string;
  unit: string;
  qty: number;
  usual: number | null;
}

export function unusualLines(
  lines: readonly { productId: string; title: string; unit: string; qty: number }[],
  habits: OrderHabits,
): UnusualLine[] {
  const usualOf = new Map(habits.usual.map((u) => [u.productId, u.qty]));
  return lines.flatMap((line) => {
    const usual = usualOf.get(line.productId) ?? null;
    const far = usual !== null && usual > 0 && line.qty > usual * UNUSUAL_FACTOR;
    return far || line.qty >= UNUSUAL_QTY ? [{ ...line, usual }] : [];
  });
}

export function unusualTotal(total: number, habits: OrderHabits): boolean {
  return habits.usualTotal !== null && habits.usualTotal > 0 && total > habits.usualTotal * UNUSUAL_FACTOR;
}
