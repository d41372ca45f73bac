/**
 * Invoice totals (DOMAIN 10): subtotal = sum of lines; discount by percent or nominal; tax by
 * percent or nominal on subtotal minus discount; whole rupiah, rounded half up; never below zero.
 * Percentages may carry up to two decimals (11, 11.5, 12); the math is done in integers
 * (hundredths of a percent) so 12% on 11/12 of the base and similar rates are exact.
 */
export type AmountType = 'persen' | 'nominal';

export interface TotalsInput {
  subtotal: number;
  discount: string | number;
  discountType: AmountType;
  taxAmount: string | number;
  taxType: AmountType;
}

export interface Totals {
  subtotal: number;
  discountAmount: number;
  taxValue: number;
  total: number;
}

/** "11.5" -> 1150 hundredths; refuses more than two decimals or negatives. */
export function toHundredths(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Angka tidak valid: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** base * hundredthsOfPercent / 10000, rounded half up, in whole rupiah. */
export function percentOf(base: number, hundredthsOfPercent: number): number {
  const numerator = BigInt(base) * BigInt(hundredthsOfPercent);
  const q = numerator / 10000n;
  const r = numerator % 10000n;
  return Number(r * 2n >= 10000n ? q + 1n : q);
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotal = Math.max(0, Math.round(input.subtotal));
  const discountRaw = toHundredths(input.discount);
  const discountAmount = Math.min(
    subtotal,
    input.discountType === 'persen' ? percentOf(subtotal, Math.min(discountRaw, 10000)) : Math.round(discountRaw / 100),
  );
  const base = subtotal - discountAmount;
  const taxRaw = toHundredths(input.taxAmount);
  const taxValue = input.taxType === 'persen' ? percentOf(base, taxRaw) : Math.round(taxRaw / 100);
  return { subtotal, discountAmount, taxValue, total: Math.max(0, base + taxValue) };
}
