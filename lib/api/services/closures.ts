import { and, asc, gte, lte } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '../db/client';
import { scheduleClosures } from '../db/schema/orders';

/** The closure covering a date, if any (DOMAIN 9: no orders for closed dates). */
export async function closureOn(db: Db, date: string) {
  const [row] = await db
    .select({ id: scheduleClosures.id, notes: scheduleClosures.notes })
    .from(scheduleClosures)
    .where(and(lte(scheduleClosures.startDate, date), gte(scheduleClosures.endDate, date)))
    .limit(1);
  return row ?? null;
}

/** Every closed date from `from` to `to` (inclusive), as YYYY-MM-DD, for the order form's date picker. */
export async function closedDatesBetween(db: Db, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ startDate: scheduleClosures.startDate, endDate: scheduleClosures.endDate })
    .from(scheduleClosures)
    .where(and(lte(scheduleClosures.startDate, to), gte(scheduleClosures.endDate, from)))
    .orderBy(asc(scheduleClosures.startDate));
  const dates = new Set<string>();
  for (const r of rows) {
    const start = r.startDate < from ? from : r.startDate;
    const end = r.endDate > to ? to : r.endDate;
    for (let d = parseISO(start); format(d, 'yyyy-MM-dd') <= end; d = addDays(d, 1)) dates.add(format(d, 'yyyy-MM-dd'));
  }
  return [...dates].sort();
}
