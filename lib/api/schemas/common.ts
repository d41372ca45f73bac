import { z } from 'zod';
import '../../i18n/zod-id';
import { validationTexts } from '../../i18n/id/core';
import { digitsOnly, isMilliExact, readDecimal, readWhole } from '../../typed-text';

/**
 * Spec 5's stripping and the readers of typed amounts (lib/typed-text.ts), for the schemas and the
 * API. Browser modules import them from lib/typed-text.ts: this module builds zod schemas as it
 * loads, so importing one reader from here sent zod (31 KB gzip) to the order form.
 */
export * from '../../typed-text';

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

/**
 * Required free text up to `max` characters (a reason, a note someone will read), trimmed as typed:
 * missing, '' and only spaces all answer the field's own `required` message.
 */
export const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, validationTexts.maxLength(max));

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
/** A record's id as sent in a path, a query or a body ("12" or 12). */
export const idField = z.coerce.number().int().positive().max(MAX_ID);
export const idParam = z.object({ id: idField });

/** '' (a form's emptied field, a filter's "Semua") and null mean "not given". */
export const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional value of `schema` where '' and null mean none: a list's filter, a cleared choice. */
export const optionalOf = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** A calendar date YYYY-MM-DD in a sensible range (year 2000-2999), so the database never sees year 0. */
export const isoDateField = z
  .string()
  .trim()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, 'Format tanggal tidak valid.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Format tanggal tidak valid.');

/** A date filter of a list's query: '' (the form's empty field) means no filter. */
export const dateFilter = optionalOf(isoDateField);

/** Stock of one size (S, M, L), or without a size (size null), of a product with sizes. */
export const sizeStock = z.object({ size: z.string().nullable(), qty: z.number() });

export type SizeStock = z.infer<typeof sizeStock>;

/** A priced line as a document shows it (an invoice's, a procurement's): qty at a price, and its subtotal. */
export const pricedLine = z.object({
  productId: z.string(),
  title: z.string(),
  qty: z.number(),
  price: z.number(),
  subtotal: z.number(),
  unit: z.string(),
});

/** A choice of a list's filter: the value sent back and its Indonesian label. */
export const labelledValue = z.object({ value: z.string(), label: z.string() });

/** A list's options when it filters by status: the statuses and their labels. */
export const statusFilterOptions = z.object({ status: z.array(labelledValue) });
