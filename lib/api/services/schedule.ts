import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { dateRange } from '../../i18n/id/schedule';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { scheduleClosures, transactionOrders } from '../db/schema/orders';
import { invalid, notFound } from '../errors';
import { listPage } from '../list';
import { daysInclusive, type ScheduleItem, type ScheduleNotice, type ScheduleStoreInput } from '../schemas/schedule';
import { recordAudit } from './audit';
import { ordersPlaced } from './order-queries';
import { shiftDate } from '../../iso-dates';

/** How far ahead the banner warns about closures (DOMAIN 9), counted from tomorrow. */
export const NOTICE_DAYS = 14;

const columns = {
  id: scheduleClosures.id,
  startDate: scheduleClosures.startDate,
  endDate: scheduleClosures.endDate,
  notes: scheduleClosures.notes,
  createdBy: users.name,
  createdAt: scheduleClosures.createdAt,
};

type Row = {
  id: number;
  startDate: string;
  endDate: string;
  notes: string | null;
  createdBy: string | null;
  createdAt: Date;
};

function toItem(row: Row, today: string): ScheduleItem {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    days: daysInclusive(row.startDate, row.endDate),
    upcoming: row.endDate >= today,
  };
}

/** Upcoming and current closures first (soonest first), then past ones (latest first). */
export async function listClosures(db: Db, query: { page: number; limit: number }, now: Date) {
  const today = todayInWib(now);
  const isPast = sql`(${scheduleClosures.endDate} < ${today}::date)`;
  return listPage(
    query,
    async () => await db.$count(scheduleClosures),
    async (offset, limit) =>
      (
        await db
          .select(columns)
          .from(scheduleClosures)
          .leftJoin(users, eq(users.id, scheduleClosures.createdBy))
          .orderBy(
            isPast,
            sql`case when not ${isPast} then ${scheduleClosures.startDate} end asc nulls last`,
            desc(scheduleClosures.startDate),
            desc(scheduleClosures.id),
          )
          .limit(limit)
          .offset(offset)
      ).map((r) => toItem(r, today)),
    {},
  );
}

async function findClosure(db: Db, id: number, now: Date): Promise<ScheduleItem> {
  const [row] = await db
    .select(columns)
    .from(scheduleClosures)
    .leftJoin(users, eq(users.id, scheduleClosures.createdBy))
    .where(eq(scheduleClosures.id, id))
    .limit(1);
  if (!row) throw notFound();
  return toItem(row, todayInWib(now));
}

/**
 * Registers closed days. Overlapping closures are refused, so every closed date has exactly
 * one note and one delete undoes it. Orders already placed for those dates are left alone
 * (they may be confirmed and on their way); their count is answered so staff can follow up.
 */
/** A closure may not overlap another: the refusal names the one it collides with. */
async function assertNoClash(db: Db, range: { startDate: string; endDate: string }) {
  const [clash] = await db
    .select({
      startDate: scheduleClosures.startDate,
      endDate: scheduleClosures.endDate,
      notes: scheduleClosures.notes,
    })
    .from(scheduleClosures)
    .where(and(lte(scheduleClosures.startDate, range.endDate), gte(scheduleClosures.endDate, range.startDate)))
    .orderBy(asc(scheduleClosures.startDate))
    .limit(1);
  if (clash) {
    const message = t.schedule.overlaps(dateRange(clash.startDate, clash.endDate), clash.notes);
    throw invalid(message, { startDate: message });
  }
}

/**
 * What the form asks before saving: the dates are refused now if they could not be saved (past, or
 * overlapping), else the number of orders already placed for them.
 */
export async function closureCheck(db: Db, range: { startDate: string; endDate: string }, now: Date) {
  if (range.startDate < todayInWib(now)) throw invalid(t.schedule.inPast, { startDate: t.schedule.inPast });
  await assertNoClash(db, range);
  return { affectedOrders: await ordersBetween(db, range) };
}

/** Orders (not cancelled) for delivery on the given dates: what a closure there leaves to sort out. */
export async function ordersBetween(db: Db, range: { startDate: string; endDate: string }): Promise<number> {
  return db.$count(transactionOrders, ordersPlaced(range.startDate, range.endDate));
}

export async function createClosure(db: Db, actor: Actor, input: ScheduleStoreInput) {
  if (input.startDate < todayInWib(actor.now)) throw invalid(t.schedule.inPast, { startDate: t.schedule.inPast });
  return db.transaction(async (tx) => {
    // Two staff saving overlapping ranges at once would both pass the check without this.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('schedule-closures'))`);
    await assertNoClash(tx, input);
    const [row] = await tx
      .insert(scheduleClosures)
      .values({ startDate: input.startDate, endDate: input.endDate, notes: input.notes, createdBy: actor.userId })
      .returning({ id: scheduleClosures.id });
    const affectedOrders = await ordersBetween(tx, input);
    await recordAudit(tx, actor, 'create', 'schedule_closure', row.id, { ...input, affectedOrders });
    return { closure: await findClosure(tx, row.id, actor.now), affectedOrders };
  });
}

export async function deleteClosure(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const closure = await findClosure(tx, id, actor.now);
    await tx.delete(scheduleClosures).where(eq(scheduleClosures.id, id));
    await recordAudit(tx, actor, 'delete', 'schedule_closure', id, {
      startDate: closure.startDate,
      endDate: closure.endDate,
      notes: closure.notes,
    });
  });
}

/** GET /schedule-close/notif: closures touching tomorrow .. tomorrow + 13 (WIB), as a banner text. */
export async function closureNotice(db: Db, now: Date): Promise<ScheduleNotice> {
  const today = todayInWib(now);
  const from = shiftDate(today, 1);
  const to = shiftDate(today, NOTICE_DAYS);
  const rows = await db
    .select({
      id: scheduleClosures.id,
      startDate: scheduleClosures.startDate,
      endDate: scheduleClosures.endDate,
      notes: scheduleClosures.notes,
    })
    .from(scheduleClosures)
    .where(and(lte(scheduleClosures.startDate, to), gte(scheduleClosures.endDate, from)))
    .orderBy(asc(scheduleClosures.startDate), asc(scheduleClosures.id));
  if (rows.length === 0) return null;
  // The whole closure is named, even where it runs past the window: that is what people plan by.
  return {
    text: t.schedule.notice(rows.map((r) => ({ range: dateRange(r.startDate, r.endDate), notes: r.notes }))),
    closures: rows,
  };
}
