/**
 * What spec 5 strips from a typed field, as plain functions: the API's schemas apply them
 * (lib/api/schemas/common.ts) and the forms show the same as the user types. No zod here, so a
 * form that only needs these (the login form, the order form's amounts) does not carry the schema
 * library to the browser.
 */

/** Numeric fields keep their digits only. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** Usernames lose every whitespace. */
export const noWhitespace = (value: string) => value.replace(/\s+/g, '');

/** Digits and the separators of an amount; everything else (Rp, spaces, units) goes. */
export const amountChars = (value: string) => value.replace(/[^\d.,]+/g, '');

/**
 * What an amount field shows while typing: digits only (spec 5: "Rp 4.000" shows 4000), except that a
 * decimal stays exactly as typed ("2,5", "2.5"), so the user sees what the form will refuse.
 */
export function amountInput(value: string): string {
  const kept = amountChars(value);
  return kept.includes(',') || readWhole(kept) === 'decimal' ? kept : digitsOnly(kept);
}

/**
 * A whole amount as people type it: "12500", "12.500", "Rp 12.500", "1.500.000", "12.500,00".
 * Spec 5 strips every other character, but never a decimal part: "2,5" read as 25 would multiply the
 * amount (issue 12), so a comma with digits other than zeros, or a dot not followed by exactly three
 * digits, answers 'decimal' and the field is refused. null: nothing typed.
 */
export function readWhole(text: string): number | null | 'decimal' {
  const kept = amountChars(text);
  if (kept === '') return null;
  const [whole, ...fraction] = kept.split(',');
  if (fraction.length > 1 || (fraction.length === 1 && !/^0*$/.test(fraction[0]))) return 'decimal';
  const [lead, ...groups] = whole.split('.');
  if (groups.some((g) => g.length !== 3)) return 'decimal';
  const digits = lead + groups.join('');
  return digits === '' ? null : Number(digits);
}

/** For a form's running totals: 0 when empty, NaN for a decimal (which the form refuses on its field). */
export function wholeOrNaN(text: string): number {
  const read = readWhole(text);
  return read === 'decimal' ? Number.NaN : (read ?? 0);
}

/**
 * A quantity exact to 0.001 of its unit as people here type it (DOMAIN 15): "2,5", "1.250,75", "16".
 * The dot groups thousands and the comma marks the decimals, so "2.5" is refused ('format') rather
 * than read as 25 or as 2.5; more than three decimals ('precision') is refused, never rounded.
 */
export function readDecimal(text: string): number | null | 'format' | 'precision' {
  const kept = amountChars(text);
  if (kept === '') return null;
  const [whole, ...rest] = kept.split(',');
  if (rest.length > 1) return 'format';
  const [lead, ...groups] = whole.split('.');
  if (groups.some((g) => g.length !== 3)) return 'format';
  const fraction = (rest[0] ?? '').replace(/0+$/, '');
  if (fraction.length > 3) return 'precision';
  const digits = lead + groups.join('');
  if (digits === '' && fraction === '') return rest.length ? 'format' : null;
  return Number(`${digits || '0'}.${fraction || '0'}`);
}

/** A number has at most three decimals (what numeric(14,3) keeps exactly). */
export const isMilliExact = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/** Thousandths as an integer, the unit every exact quantity sum is done in. */
export const toMilli = (value: number) => Math.round(value * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** For a form's running totals: 0 when empty, NaN when the field will be refused. */
export function decimalOrNaN(text: string): number {
  const read = readDecimal(text);
  return typeof read === 'string' ? Number.NaN : (read ?? 0);
}
