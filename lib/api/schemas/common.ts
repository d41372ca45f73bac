import { z } from 'zod';
import '../../i18n/zod-id';

/** Spec 5: numeric fields strip every non-digit; usernames strip whitespace. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
export const noWhitespace = (value: string) => value.replace(/\s+/g, '');

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
