import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { countWithOutlet } from './outlet-scope';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { ATTENTION_LIMIT, type DeliverySection, type ProductionSection } from '../schemas/report';
import { goingOut, linesOfOrders, orderScope, ordersToDeliver, productSizeSums } from './order-queries';
import { fillDays, monthDates } from './reports-month';
import { pendingProductions } from './reports-warehouse';
import { orderDriverIdSql, visitingOrder } from './order-route';
import { totalsByUnit } from '../../quantities';
import { shiftDate } from '../../iso-dates';
import { sumOf } from '../db/raw';
import { readAll } from '../db/read-all';

const orderCount = sql<number>`count(distinct ${transactionOrders.id})`.mapWith(Number);

/** Orders the caller may see that will be baked and delivered: not cancelled, on these dates. */
function liveOrdersOn(actor: Actor, from: string, to: string = from): SQL | undefined {
  return and(orderScope(actor), ordersToDeliver(from, to));
}

/**
 * What to bake: the first delivery date after today (WIB) that has orders not cancelled
 * (pending ones included: they are baked unless cancelled, like the count-order recap), each
 * product and size with its total quantity, in the products' queue order.
 */
async function bakeList(db: Db, actor: Actor, today: string) {
  const [{ next }] = await db
    .select({
      next: sql<string | null>`min(${transactionOrders.deliveryDate})`.mapWith(transactionOrders.deliveryDate),
    })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(and(orderScope(actor), gt(transactionOrders.deliveryDate, today), goingOut()));
  if (!next) return { nextDeliveryDate: null, bake: { orderCount: 0, outletCount: 0, totals: [], items: [] } };

  const rows = await db
    .select(productSizeSums)
    .from(transactionOrderItems)
    .innerJoin(products, eq(products.id, transactionOrderItems.productId))
    .where(linesOfOrders(liveOrdersOn(actor, next), { withOutlet: true }))
    .groupBy(products.id, products.title, products.queue, products.sizes, transactionOrderItems.size);
  const [totals] = await db
    .select({ orders: count(), outlets: sql<number>`count(distinct ${transactionOrders.outletId})`.mapWith(Number) })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(liveOrdersOn(actor, next));
  const sizeRank = (r: { size: string | null; sizes: string[] }) =>
    r.size === null ? -1 : r.sizes.includes(r.size) ? r.sizes.indexOf(r.size) : r.sizes.length;
  const items = rows
    .map((r) => ({ ...r, qty: Number(r.qty) }))
    .filter((r) => r.qty > 0)
    .sort(
      (a, b) =>
        a.queue - b.queue ||
        a.productId.localeCompare(b.productId) ||
        sizeRank(a) - sizeRank(b) ||
        (a.size ?? '').localeCompare(b.size ?? ''),
    )
    .map(({ productId, title, size, unit, qty }) => ({ productId, title, size, unit, qty }));
  return {
    nextDeliveryDate: next,
    bake: {
      orderCount: totals.orders,
      outletCount: totals.outlets,
      totals: totalsByUnit(items),
      items,
    },
  };
}

/** Orders still Menunggu, the nearest delivery date first: production confirms them. */
async function awaitingConfirmation(db: Db, actor: Actor): Promise<ProductionSection['awaitingConfirmation']> {
  const where = and(orderScope(actor), eq(transactionOrders.status, 'pending'));
  const rows = await db
    .select({
      transactionOrderId: transactionOrders.id,
      number: transactionOrders.number,
      outlet: outlets.title,
      deliveryDate: transactionOrders.deliveryDate,
      total: transactionOrders.total,
    })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(where)
    .orderBy(asc(transactionOrders.deliveryDate), asc(transactionOrders.id))
    .limit(ATTENTION_LIMIT);
  return { count: await countWithOutlet(db, transactionOrders, where), items: rows };
}

/**
 * Orders and order lines per delivery date of the month, every day present. Lines, not summed
 * quantities: pieces and trays are never added together (issue 12).
 */
async function perDay(db: Db, actor: Actor, month: string) {
  const { first, last } = monthDates(month);
  const rows = await db
    .select({ date: transactionOrders.deliveryDate, count: orderCount, lines: count(transactionOrderItems.id) })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .innerJoin(transactionOrderItems, eq(transactionOrderItems.orderId, transactionOrders.id))
    .where(liveOrdersOn(actor, first, last))
    .groupBy(transactionOrders.deliveryDate);
  return fillDays(
    month,
    rows.map((r) => ({ date: r.date, count: r.count, lines: Number(r.lines) })),
    (date) => ({ date, count: 0, lines: 0 }),
  );
}

/** Production: the bake list for the next delivery date, batches waiting, orders to confirm, the month per day. */
export async function productionReport(db: Db, actor: Actor, month: string, today: string): Promise<ProductionSection> {
  return {
    ...(await bakeList(db, actor, today)),
    pendingProductions: await pendingProductions(db),
    awaitingConfirmation: await awaitingConfirmation(db, actor),
    perDay: await perDay(db, actor, month),
  };
}

const driver = alias(users, 'driver');
const blankToNull = (column: unknown) => sql`nullif(trim(${column}), '')`;
/** The outlet's address in one line, as the delivery list shows it. */
const address = sql<
  string | null
>`nullif(concat_ws(', ', ${blankToNull(outlets.address)}, ${blankToNull(outlets.village)}, ${blankToNull(outlets.subdistrict)}, ${blankToNull(outlets.district)}), '')`;

/**
 * The stops a day's card lists: the first ones in visiting order (route, stop), as the delivery
 * list has them. At 500 outlets a day the home would otherwise carry every stop of two days; the
 * card counts them all and links the day's full list.
 */
export const HOME_STOPS = 20;

/** A day's stops: each outlet with its orders, products and drivers, the first HOME_STOPS of them. */
async function deliveryDay(db: Db, actor: Actor, date: string): Promise<DeliverySection['today']> {
  const where = and(orderScope(actor), eq(transactionOrders.deliveryDate, date), goingOut());
  const [[totals], rows] = await readAll(db, [
    () =>
      db
        .select({
          orders: orderCount,
          outlets: sql<number>`count(distinct ${transactionOrders.outletId})`.mapWith(Number),
        })
        .from(transactionOrders)
        .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
        .where(where),
    () =>
      db
        .select({
          branchId: outlets.id,
          outlet: outlets.title,
          address,
          orderCount,
          drivers: sql<string[] | null>`array_remove(array_agg(distinct ${driver.name}), null)`,
        })
        .from(transactionOrders)
        .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
        .leftJoin(driver, eq(driver.id, orderDriverIdSql))
        .where(where)
        .groupBy(outlets.id, outlets.title, outlets.address, outlets.village, outlets.subdistrict, outlets.district)
        .orderBy(...visitingOrder)
        .limit(HOME_STOPS),
  ]);
  // Quantities per unit: pieces and trays are never added together (issue 12: "51 produk").
  const listed = rows.map((r) => r.branchId);
  const perUnit = listed.length
    ? await db
        .select({
          branchId: transactionOrders.outletId,
          unit: transactionOrderItems.unit,
          qty: sumOf(transactionOrderItems.qty),
        })
        .from(transactionOrders)
        .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
        .innerJoin(transactionOrderItems, eq(transactionOrderItems.orderId, transactionOrders.id))
        .where(and(where, inArray(transactionOrders.outletId, listed)))
        .groupBy(transactionOrders.outletId, transactionOrderItems.unit)
        .orderBy(asc(transactionOrderItems.unit))
    : [];
  const stops = rows.map(({ branchId, outlet, address: a, orderCount: n, drivers }) => ({
    branchId,
    outlet,
    address: a,
    orderCount: n,
    quantities: totalsByUnit(
      perUnit.filter((q) => q.branchId === branchId).map((q) => ({ unit: q.unit, qty: Number(q.qty) })),
    ),
    drivers: [...(drivers ?? [])].sort(),
  }));
  return { date, orderCount: totals?.orders ?? 0, outletCount: totals?.outlets ?? 0, outlets: stops };
}

/** Delivery: today's and tomorrow's deliveries, and the month's deliveries per day. */
export async function deliveryReport(db: Db, actor: Actor, month: string, today: string): Promise<DeliverySection> {
  const days = await perDay(db, actor, month);
  const [first, second] = await readAll(db, [
    () => deliveryDay(db, actor, today),
    () => deliveryDay(db, actor, shiftDate(today, 1)),
  ]);
  return { today: first, tomorrow: second, perDay: days.map(({ date, count: n }) => ({ date, count: n })) };
}
