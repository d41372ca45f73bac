import { differenceInCalendarDays, parseISO } from 'date-fns';
import { shiftDate } from '../../iso-dates';

/**
 * Receivables rules (DOMAIN 19), pure so that the service, the job and the screens agree: when an
 * invoice is due, how late it is, which ageing bucket it falls in, and the WhatsApp link of a
 * reminder.
 */

/** An invoice is due its issue date (WIB) plus the tier's payment term. */
export function dueDateOf(issueDay: string, paymentTermDays: number): string {
  return shiftDate(issueDay, paymentTermDays);
}

/** Whole days past the due date on `asOf` (0 while not yet past it). */
export function daysOverdue(dueDate: string, asOf: string): number {
  return Math.max(0, differenceInCalendarDays(parseISO(asOf), parseISO(dueDate)));
}

/**
 * The ageing buckets by the most days past due each holds (null: no upper end): current (not past
 * due), 1-30, 31-60, 61-90 and over 90. The Piutang query builds its sums from this list.
 */
export const AGEING_BUCKETS = [
  { key: 'current', maxDays: 0 },
  { key: 'd1_30', maxDays: 30 },
  { key: 'd31_60', maxDays: 60 },
  { key: 'd61_90', maxDays: 90 },
  { key: 'over90', maxDays: null },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];

/** The bucket of an invoice `overdueDays` past due. */
export function ageingBucket(overdueDays: number): AgeingBucket {
  return AGEING_BUCKETS.find((b) => b.maxDays === null || overdueDays <= b.maxDays)!.key;
}

/** Each bucket's range as (above, upTo] days past due, for a query: the first starts at -infinity. */
export function ageingRanges(): { key: AgeingBucket; above: number | null; upTo: number | null }[] {
  return AGEING_BUCKETS.map((b, i) => ({
    key: b.key,
    above: i === 0 ? null : AGEING_BUCKETS[i - 1].maxDays,
    upTo: b.maxDays,
  }));
}

/**
 * A phone as WhatsApp wants it (country code, digits only): "0812-3456-789", "+62 812 3456 789"
 * and "628123456789" all become "628123456789". Null when nothing dialable is left.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return null;
}

/** https://wa.me/62...?text=... with the message encoded; null without a dialable phone. */
export function whatsappUrl(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/**
 * The reminder level to make on `today` for an invoice due `dueDate`: the latest level reached,
 * unless that level (or a later one) was made already. A timer that was down for days makes the
 * newest reminder only, never a burst of old ones.
 */
export function reminderLevelDue(
  dueDate: string,
  today: string,
  levels: readonly number[],
  madeLevels: readonly number[],
): number | null {
  const passed = differenceInCalendarDays(parseISO(today), parseISO(dueDate));
  const reached = levels.filter((level) => level <= passed);
  if (reached.length === 0) return null;
  const latest = Math.max(...reached);
  return madeLevels.some((made) => made >= latest) ? null : latest;
}
