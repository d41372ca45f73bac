import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { countWithOutlet } from './outlet-scope';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { deliveryProofs } from '../db/schema/routes';
import { containsPattern, listPage } from '../list';
import type { DeliveryItem, DeliveryQuery } from '../schemas/delivery';
import { ORDER_STATUSES, type OrderStatus } from '../schemas/order';
import { goingOut, orderScope } from './order-queries';
import { groupRows } from './group-rows';
import { outletAddressSql } from './outlet-address';
import {
  orderDriverIdSql,
  orderDriverNameSql,
  outletRouteIdSql,
  outletRouteNameSql,
  outletStopSql,
  visitingOrder,
} from './order-route';
import { labelled } from '../../labelled';

const address = outletAddressSql;
const partner = sql<string>`(select u.name from ${users} u where u.id = ${outlets.ownerId})`;
const driver = orderDriverNameSql;

// A held order (credit control) is not on the road; the delivery list does not offer it as a filter.
const statusOptions = () =>
  labelled(
    ORDER_STATUSES.filter((s) => s !== 'ditahan'),
    t.order.statuses,
  );

/**
 * GET /delivery: the orders of one delivery date, by outlet, with what goes on the van.
 *
 * - `date` defaults to today (WIB); cancelled and held orders are left out unless `status` asks
 *   for them (`goingOut`).
 * - `transactionOrderId` alone looks up that one order whatever its date and status (a driver
 *   checking a slip); with `date`/`status` those filters still apply.
 * - Drivers see every order of the date, because they plan routes together and swap stops;
 *   `mine=true` narrows to the orders whose driver is the caller.
 * - Partners are never in the policy for this call, but the list is scoped like every order
 *   list anyway (orderScope), so a policy change cannot leak another partner's outlets.
 */
export async function listDeliveries(db: Db, actor: Actor, query: DeliveryQuery) {
  const single = query.transactionOrderId !== undefined;
  const date = query.date ?? (single ? null : todayInWib(actor.now));
  const term = query.search ? containsPattern(query.search) : null;
  const where = and(
    orderScope(actor),
    date ? eq(transactionOrders.deliveryDate, date) : undefined,
    query.status ? eq(transactionOrders.status, query.status) : single ? undefined : goingOut(),
    single ? eq(transactionOrders.id, query.transactionOrderId!) : undefined,
    query.mine ? eq(orderDriverIdSql, actor.userId) : undefined,
    term ? or(ilike(transactionOrders.number, term), ilike(outlets.title, term)) : undefined,
  );
  const page = await listPage(
    query,
    () => countWithOutlet(db, transactionOrders, where),
    (offset, limit) =>
      db
        .select({
          transactionOrderId: transactionOrders.id,
          number: transactionOrders.number,
          deliveryDate: transactionOrders.deliveryDate,
          status: transactionOrders.status,
          branchId: outlets.id,
          outlet: outlets.title,
          address,
          phoneNumber: outlets.phoneNumber,
          partner,
          driverId: orderDriverIdSql,
          driver,
          routeId: outletRouteIdSql,
          route: outletRouteNameSql,
          stop: outletStopSql,
          notes: transactionOrders.notes,
          deliveredAt: sql<
            string | null
          >`(select to_char(p.delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${deliveryProofs} p where p.order_id = "transaction_orders"."id")`,
        })
        .from(transactionOrders)
        .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
        .where(where)
        // A driver works down a route: its stops in order; outlets without a route after, by name.
        .orderBy(...visitingOrder, asc(transactionOrders.number))
        .limit(limit)
        .offset(offset),
    { date, today: todayInWib(actor.now), status: statusOptions() },
  );
  const lines = await vanLines(
    db,
    page.items.map((o) => o.transactionOrderId),
  );
  const items: DeliveryItem[] = page.items.map((o) => ({
    ...o,
    status: o.status as OrderStatus,
    statusLabel: t.order.statuses[o.status] ?? o.status,
    address: o.address || null,
    items: lines.get(o.transactionOrderId) ?? [],
  }));
  return { ...page, items };
}

/**
 * The lines of some orders still to go on the van (adjusted to nothing: not on it), per order, in the
 * products' queue order (how the van is loaded). The delivery list and the day's delivery pack read
 * them; a day's orders are read a thousand at a time.
 */
export async function vanLines(db: Db, orderIds: number[]): Promise<Map<number, DeliveryItem['items']>> {
  const rows: ({ orderId: number } & DeliveryItem['items'][number])[] = [];
  for (let i = 0; i < orderIds.length; i += 1000) {
    const chunk = await db
      .select({
        orderId: transactionOrderItems.orderId,
        productId: transactionOrderItems.productId,
        title: transactionOrderItems.title,
        size: transactionOrderItems.size,
        qty: transactionOrderItems.qty,
        unit: transactionOrderItems.unit,
      })
      .from(transactionOrderItems)
      .innerJoin(products, eq(products.id, transactionOrderItems.productId))
      .where(inArray(transactionOrderItems.orderId, orderIds.slice(i, i + 1000)))
      .orderBy(
        asc(products.queue),
        asc(transactionOrderItems.productId),
        asc(transactionOrderItems.size),
        asc(transactionOrderItems.id),
      );
    // A loop, not push(...chunk): a spread of a very large chunk overflows the call stack.
    for (const line of chunk) if (line.qty > 0) rows.push(line);
  }
  return groupRows(rows, 'orderId');
}
