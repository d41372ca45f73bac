import { z } from 'zod';
import '../../i18n/zod-id';
import { validationTexts } from '../../i18n/id/core';
import { amountChars, digitsOnly, noWhitespace } from '../../typed-text';

/** Spec 5's stripping of typed fields (lib/typed-text.ts), for the schemas and their importers. */
export { amountChars, digitsOnly, noWhitespace };

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

/** A quantity field exact to 0.001 (raw materials): numbers as sent, text read by readDecimal. */
export const decimalInput = z
  .union([z.string().max(40), z.number()])
  .nullish()
  .transform((v, ctx): number | null => {
    if (v === null || v === undefined) return null;
    const read = typeof v === 'number' ? (isMilliExact(v) ? v : 'precision') : readDecimal(v);
    if (typeof read !== 'string') return read;
    ctx.addIssue({
      code: 'custom',
      message: read === 'format' ? validationTexts.decimalFormat : validationTexts.tooPrecise,
    });
    return z.NEVER;
  });

/** A required quantity exact to 0.001, above zero; finished goods' whole rule is the service's (it knows the type). */
export const requiredDecimal = (missing: string, tooLarge: string, max: number, zero?: string) =>
  decimalInput.pipe(
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : undefined) })
      .positive(zero)
      .max(max, tooLarge),
  );

/** A whole-number field (quantities, prices): numbers as sent, text read by readWhole; null when empty. */
export const wholeInput = z
  .union([z.string().max(40), z.number()])
  .nullish()
  .transform((v, ctx): number | null => {
    if (v === null || v === undefined) return null;
    const read = typeof v === 'number' ? (Number.isInteger(v) ? v : 'decimal') : readWhole(v);
    if (read !== 'decimal') return read;
    ctx.addIssue({ code: 'custom', message: validationTexts.wholeNumber });
    return z.NEVER;
  });

/**
 * A required whole number with the line's own message when missing or below min (spec 5: a chosen
 * product needs its quantity and price), one schema for the API and the form's resolver alike.
 */
export const requiredWhole = (missing: string, tooLarge: string, min: number, max: number) =>
  wholeInput.pipe(z.number({ error: missing }).int().min(min, missing).max(max, tooLarge));

/** Optional free text up to `max` characters, trimmed as typed: '' and absent both mean none (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validationTexts.maxLength(max))
    .nullish()
    .transform((v) => v || null);

export const phoneField = z.string().transform(digitsOnly).pipe(z.string().max(20));

/** Optional email: '' means none. */
export const optionalEmail = z
  .string()
  .trim()
  .max(120)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email().nullable());

/** Ids are PostgreSQL integers: larger numbers are simply not found, never a database error. */
export const MAX_ID = 2_147_483_647;
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A calendar date YYYY-MM-DD in a sensible range (year 2000-2999), so the database never sees year 0. */
export const isoDateField = z
  .string()
  .trim()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, 'Format tanggal tidak valid.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Format tanggal tidak valid.');

/** Stock of one size (S, M, L), or without a size (size null), of a product with sizes. */
export const sizeStock = z.object({ size: z.string().nullable(), qty: z.number() });
export type SizeStock = z.infer<typeof sizeStock>;
