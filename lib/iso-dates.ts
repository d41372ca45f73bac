import { addDays, addMonths, formatISO, parseISO } from 'date-fns';

/**
 * Arithmetic on business dates written as YYYY-MM-DD (and months as YYYY-MM): the one way the
 * screens, the API, the seeds and the tests shift a date.
 * `formatISO` rather than `format`: `format` brings date-fns' English locale and every formatter
 * into the page (about 9 KB of JavaScript) for a pattern that never needs them.
 */

/** Whether `value` has the YYYY-MM-DD shape (a typed or URL date; the API checks the calendar). */
export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A Date (local calendar day) as YYYY-MM-DD. */
export const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

/** The business date `days` after `iso` (before it when negative). */
export const shiftDate = (iso: string, days: number) => isoDate(addDays(parseISO(iso), days));

/** The month (YYYY-MM) `by` months after `month`. */
export const shiftMonth = (month: string, by: number) => isoDate(addMonths(parseISO(`${month}-01`), by)).slice(0, 7);

/** The later of two business dates (YYYY-MM-DD compares as text). */
export const laterDate = (a: string, b: string) => (a > b ? a : b);
