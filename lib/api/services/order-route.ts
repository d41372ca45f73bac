import { asc, sql } from 'drizzle-orm';
import { dispatchRoutes, dispatchRouteStops } from '../db/schema/routes';
import { outlets } from '../db/schema/outlets';
import { transactionOrders } from '../db/schema/orders';
import { users } from '../db/schema/accounts';

/**
 * An order's driver is the one staff assigned to it, else its outlet's route driver (DOMAIN 18:
 * orders of a date take their route's driver unless reassigned). Computed when read, so a route
 * that gets a new driver carries its not-yet-reassigned orders with it. Use with `outlets` joined.
 */
const routeDriverId = sql<
  number | null
>`(select r.driver_id from ${dispatchRouteStops} s join ${dispatchRoutes} r on r.id = s.route_id where s.outlet_id = ${outlets.id})`;

export const orderDriverIdSql = sql<number | null>`coalesce(${transactionOrders.driverId}, ${routeDriverId})`;
export const orderDriverNameSql = sql<
  string | null
>`(select u.name from ${users} u where u.id = coalesce(${transactionOrders.driverId}, ${routeDriverId}))`;

export const outletRouteIdSql = sql<
  number | null
>`(select s.route_id from ${dispatchRouteStops} s where s.outlet_id = ${outlets.id})`;
export const outletRouteNameSql = sql<
  string | null
>`(select r.name from ${dispatchRouteStops} s join ${dispatchRoutes} r on r.id = s.route_id where s.outlet_id = ${outlets.id})`;
export const outletStopSql = sql<
  number | null
>`(select s.position from ${dispatchRouteStops} s where s.outlet_id = ${outlets.id})`;

/**
 * The order a van visits outlets in: a route's stops in order, outlets without a route after, by
 * name. The delivery list, the home's stops and the labels share it. Use with `outlets` joined.
 */
export const visitingOrder = [
  sql`${outletRouteNameSql} nulls last`,
  sql`${outletStopSql} nulls last`,
  asc(outlets.title),
  asc(outlets.id),
] as const;

/**
 * For an UPDATE of transaction_orders: the order's driver once it is confirmed. Confirmation fixes
 * the route's driver onto the order, so later route changes do not rewrite who delivered it.
 */
export const driverOnConfirmSql = sql<
  number | null
>`coalesce(${transactionOrders.driverId}, (select r.driver_id from ${dispatchRouteStops} s join ${dispatchRoutes} r on r.id = s.route_id where s.outlet_id = ${transactionOrders.outletId}))`;
