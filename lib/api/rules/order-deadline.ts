import { shiftDate } from '../../iso-dates';

/**
 * DOMAIN 17: the order window. A partner may store, change or cancel an order for delivery date D
 * until D minus `cutoffDaysBefore` days at `cutoffTime` (HH:mm, WIB). Pure, so the API enforces it
 * and the order form shows the same deadline and the time left.
 */
export interface Cutoff {
  cutoffDaysBefore: number;
  cutoffTime: string;
}

/** For an outlet without a price tier, and what a new tier starts with. */
export const DEFAULT_CUTOFF: Cutoff = { cutoffDaysBefore: 1, cutoffTime: '20:00' };

/** An outlet's own values win, each on its own; then its tier's; then the default. */
export function effectiveCutoff(
  outlet: { cutoffDaysBefore: number | null; cutoffTime: string | null },
  tier: Cutoff | null,
): Cutoff {
  return {
    cutoffDaysBefore: outlet.cutoffDaysBefore ?? tier?.cutoffDaysBefore ?? DEFAULT_CUTOFF.cutoffDaysBefore,
    cutoffTime: outlet.cutoffTime ?? tier?.cutoffTime ?? DEFAULT_CUTOFF.cutoffTime,
  };
}

/**
 * The deadline of a delivery date as ISO time in WIB: '2026-11-25T20:00:00+07:00'. Orders are for
 * tomorrow on (a date is refused on its own day), so a same-day cut-off (0 days) ends when the day
 * before ends: the screens never count down to a time no order can meet.
 */
export function orderDeadline(deliveryDate: string, cutoff: Cutoff): string {
  if (cutoff.cutoffDaysBefore === 0) return `${shiftDate(deliveryDate, -1)}T23:59:59+07:00`;
  const day = shiftDate(deliveryDate, -cutoff.cutoffDaysBefore);
  return `${day}T${cutoff.cutoffTime}:00+07:00`;
}

/** Whether a partner is too late for this date: one second after the deadline is too late. */
export function deadlinePassed(deliveryDate: string, cutoff: Cutoff, now: Date): boolean {
  return now.getTime() > new Date(orderDeadline(deliveryDate, cutoff)).getTime();
}

/** The first delivery date from `from` on whose deadline is still open. */
export function firstOpenDate(from: string, cutoff: Cutoff, now: Date): string {
  let date = from;
  // At most 8 steps: a deadline is never more than 7 days before its date.
  while (deadlinePassed(date, cutoff, now)) date = shiftDate(date, 1);
  return date;
}

/** Whole minutes until the deadline (0 once it has passed), for "2 jam 14 menit lagi". */
export function minutesLeft(deadline: string, now: Date): number {
  return Math.max(0, Math.floor((new Date(deadline).getTime() - now.getTime()) / 60_000));
}
