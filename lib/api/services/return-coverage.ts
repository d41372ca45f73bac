import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { shiftDate } from '../../iso-dates';
import type { Db } from '../db/client';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { returnItems, returns } from '../db/schema/returns';

/**
 * Returns are of goods the outlet received (DOMAIN 18). Per product and size, an outlet's
 * deliveries and returns form a running balance by day: what it received up to a day less what
 * it gave back up to that day. A return is covered while that balance never goes below zero on
 * any return's day; so a return dated back, or an order lowered after a return, is checked
 * against every later return too.
 */

/** How far back a return may be dated, and how far back its goods are looked for. */
export const RETURN_WINDOW_DAYS = 31;

/** One day of one product and size at an outlet: what was delivered and what came back. */
export interface GoodsDay {
  day: string;
  received: number;
  returned: number;
}

/** The key of one product and size. */
export const goodsKey = (goods: { productId: string; size: string | null }) => `${goods.productId}|${goods.size ?? ''}`;

/**
 * An outlet's deliveries (confirmed orders) and returns of the products, from `from` on, per
 * `goodsKey`, oldest day first. `exceptReturnId` leaves one return out (the one being processed).
 */
export async function goodsDays(
  tx: Db,
  outletId: number,
  productIds: string[],
  from: string,
  exceptReturnId?: number,
): Promise<Map<string, GoodsDay[]>> {
  const [delivered, returned] = await Promise.all([
    tx
      .select({
        productId: transactionOrderItems.productId,
        size: transactionOrderItems.size,
        day: transactionOrders.deliveryDate,
        qty: sql<string>`sum(${transactionOrderItems.qty})`,
      })
      .from(transactionOrderItems)
      .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
      .where(
        and(
          eq(transactionOrders.outletId, outletId),
          eq(transactionOrders.status, 'berhasil'),
          gte(transactionOrders.deliveryDate, from),
          inArray(transactionOrderItems.productId, productIds),
        ),
      )
      .groupBy(transactionOrderItems.productId, transactionOrderItems.size, transactionOrders.deliveryDate),
    tx
      .select({
        productId: returnItems.productId,
        size: returnItems.size,
        day: returns.returnDate,
        qty: sql<string>`sum(${returnItems.qty})`,
      })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .where(
        and(
          eq(returns.outletId, outletId),
          gte(returns.returnDate, from),
          exceptReturnId === undefined ? undefined : ne(returns.id, exceptReturnId),
          inArray(returnItems.productId, productIds),
        ),
      )
      .groupBy(returnItems.productId, returnItems.size, returns.returnDate),
  ]);
  const byKey = new Map<string, Map<string, GoodsDay>>();
  const dayOf = (row: { productId: string; size: string | null; day: string }) => {
    const days = byKey.get(goodsKey(row)) ?? new Map<string, GoodsDay>();
    byKey.set(goodsKey(row), days);
    const entry = days.get(row.day) ?? { day: row.day, received: 0, returned: 0 };
    days.set(row.day, entry);
    return entry;
  };
  for (const row of delivered) dayOf(row).received += Number(row.qty);
  for (const row of returned) dayOf(row).returned += Number(row.qty);
  return new Map([...byKey].map(([key, days]) => [key, [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1))]));
}

/**
 * The running balance (received less returned) at the end of each day, oldest first. It never goes
 * below zero: a return of more than is there took goods delivered before the window (`short`
 * marks that day), and those goods are not the window's to owe.
 */
function balances(days: GoodsDay[]): { day: string; balance: number; returned: number; short: boolean }[] {
  let balance = 0;
  return days.map((d) => {
    const there = balance + d.received;
    balance = Math.max(0, there - d.returned);
    return { day: d.day, balance, returned: d.returned, short: d.returned > there };
  });
}

/**
 * The most a new return dated `day` may give back: the balance on that day, and on every later
 * day with a return (which the new one must not leave uncovered). Never below zero.
 */
export function mostReturnable(days: GoodsDay[], day: string): number {
  const running = balances(days);
  const onDay = running.filter((r) => r.day <= day).at(-1)?.balance ?? 0;
  const later = running.filter((r) => r.day > day && r.returned > 0).map((r) => r.balance);
  return Math.max(0, Math.min(onDay, ...later));
}

/**
 * How much an outlet's deliveries up to `day` may still be lowered (an order cancelled or a line
 * adjusted down after the outlet gave goods back): the lowest balance on a return's day from `day`
 * on (before `until`, for goods that only move to a later day). Infinity when no return depends on
 * them, or when the returns were already uncovered before (data from before returns were capped:
 * not a reason to block staff).
 */
export function mostLowerable(days: GoodsDay[], day: string, until?: string): number {
  const later = balances(days).filter((r) => r.day >= day && (!until || r.day < until) && r.returned > 0);
  return later.length === 0 || later.some((r) => r.short) ? Infinity : Math.min(...later.map((r) => r.balance));
}

/**
 * Before an outlet's delivered goods go down (a confirmed order cancelled, a line adjusted down, or
 * moved to a later day: `until`, the new day):
 * the first of `lowered` that its returns do not allow to go down that far, with the most it may,
 * or null. Takes the outlet's returns lock, so no return is counted against the goods meanwhile.
 */
export async function loweredPastReturns(
  tx: Db,
  outletId: number,
  deliveryDate: string,
  lowered: { productId: string; size: string | null; by: number; until?: string }[],
): Promise<{ index: number; most: number } | null> {
  if (lowered.length === 0) return null;
  await lockOutletReturns(tx, outletId);
  const days = await goodsDays(
    tx,
    outletId,
    [...new Set(lowered.map((l) => l.productId))],
    shiftDate(deliveryDate, -RETURN_WINDOW_DAYS),
  );
  for (const [index, line] of lowered.entries()) {
    const most = mostLowerable(days.get(goodsKey(line)) ?? [], deliveryDate, line.until);
    if (line.by > most) return { index, most };
  }
  return null;
}

/** One outlet's returns are counted against its deliveries one change at a time. */
export async function lockOutletReturns(tx: Db, outletId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`return-outlet|${outletId}`}))`);
}
