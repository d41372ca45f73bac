import { z } from 'zod';
import '../../i18n/zod-id';

/** Spec 5: numeric fields strip every non-digit; usernames strip whitespace. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
export const noWhitespace = (value: string) => value.replace(/\s+/g, '');

export const phoneField = z
  .string()
  .transform(digitsOnly)
  .pipe(z.string().max(20));

/** Optional email: '' means none. */
export const optionalEmail = z
  .string()
  .trim()
  .max(120)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email().nullable());

export const idParam = z.object({ id: z.coerce.number().int().positive() });
