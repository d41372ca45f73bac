import { and, asc, eq, gte, ilike, inArray, ne, notExists, sql } from 'drizzle-orm';
import { activeDriver } from './account-leaving';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { outlets } from '../db/schema/outlets';
import { deliveryProofs, dispatchRoutes, dispatchRouteStops } from '../db/schema/routes';
import { transactionOrders } from '../db/schema/orders';
import { todayInWib } from '../../i18n/format';
import { invalid, notFound } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { RouteInput, RouteItem } from '../schemas/route';
import { fieldChanges, recordAudit } from './audit';
import { groupRows } from './group-rows';
import { outletAddressSql } from './outlet-address';
import { activeDrivers } from './order-queries';

// Spelled out: in a one-table select drizzle writes a column as a bare name.
const driverName = sql<string | null>`(select u.name from ${users} u where u.id = "routes"."driver_id")`;
const partnerName = sql<string>`(select u.name from ${users} u where u.id = ${outlets.ownerId})`;

/** The stops of some routes, in visiting order, in one query. */
async function stopsOf(db: Db, routeIds: number[]): Promise<Map<number, RouteItem['stops']>> {
  if (routeIds.length === 0) return new Map();
  const rows = await db
    .select({
      routeId: dispatchRouteStops.routeId,
      position: dispatchRouteStops.position,
      branchId: outlets.id,
      outlet: outlets.title,
      partner: partnerName,
      address: outletAddressSql,
      phoneNumber: outlets.phoneNumber,
    })
    .from(dispatchRouteStops)
    .innerJoin(outlets, eq(outlets.id, dispatchRouteStops.outletId))
    .where(inArray(dispatchRouteStops.routeId, routeIds))
    .orderBy(asc(dispatchRouteStops.routeId), asc(dispatchRouteStops.position));
  return groupRows(rows, 'routeId');
}

const routeColumns = { routeId: dispatchRoutes.id, name: dispatchRoutes.name, driverId: dispatchRoutes.driverId };

/** GET /route: every route with its driver and stops; drivers to choose from in `options`. */
export async function listRoutes(db: Db, query: ListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const where = term ? ilike(dispatchRoutes.name, term) : undefined;
  const page = await listPage(
    query,
    async () => await db.$count(dispatchRoutes, where),
    (offset, limit) =>
      db
        .select({ ...routeColumns, driver: driverName })
        .from(dispatchRoutes)
        .where(where)
        .orderBy(asc(dispatchRoutes.name), asc(dispatchRoutes.id))
        .limit(limit)
        .offset(offset),
    { drivers: (await activeDrivers(db)).map((d) => ({ value: d.id, label: d.name })) },
  );
  const stops = await stopsOf(
    db,
    page.items.map((r) => r.routeId),
  );
  return { ...page, items: page.items.map((r) => ({ ...r, stops: stops.get(r.routeId) ?? [] })) };
}

export async function showRoute(db: Db, routeId: number): Promise<RouteItem> {
  const [row] = await db
    .select({ ...routeColumns, driver: driverName })
    .from(dispatchRoutes)
    .where(eq(dispatchRoutes.id, routeId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, stops: (await stopsOf(db, [routeId])).get(routeId) ?? [] };
}

/**
 * The route's rules, all reported at once as field errors: a unique name, an active
 * delivery-role driver, known outlets, each once, and none already on another route (named).
 */
async function checkRoute(tx: Db, input: RouteInput, routeId?: number) {
  const errors: Record<string, string> = {};
  const [sameName] = await tx
    .select({ id: dispatchRoutes.id })
    .from(dispatchRoutes)
    .where(
      and(
        sql`lower(${dispatchRoutes.name}) = lower(${input.name})`,
        routeId ? ne(dispatchRoutes.id, routeId) : undefined,
      ),
    )
    .limit(1);
  if (sameName) errors.name = t.dispatch.route.nameTaken(input.name);

  if (input.driverId !== null) {
    if (!(await activeDriver(tx, input.driverId))) errors.driverId = t.dispatch.route.driverNotDelivery;
  }

  // Each stop's outlet title, and the other route it is already on; nothing to read without stops.
  const known = new Map<number, string>();
  const elsewhere = new Map<number, string>();
  if (input.stops.length) {
    const found = await tx
      .select({ id: outlets.id, title: outlets.title })
      .from(outlets)
      .where(inArray(outlets.id, input.stops));
    for (const o of found) known.set(o.id, o.title);
    const taken = await tx
      .select({ outletId: dispatchRouteStops.outletId, route: dispatchRoutes.name })
      .from(dispatchRouteStops)
      .innerJoin(dispatchRoutes, eq(dispatchRoutes.id, dispatchRouteStops.routeId))
      .where(
        and(
          inArray(dispatchRouteStops.outletId, input.stops),
          routeId ? ne(dispatchRouteStops.routeId, routeId) : undefined,
        ),
      );
    for (const r of taken) elsewhere.set(r.outletId, r.route);
  }
  const seen = new Set<number>();
  input.stops.forEach((outletId, i) => {
    const title = known.get(outletId);
    const other = elsewhere.get(outletId);
    if (title === undefined) errors[`stops.${i}`] = t.dispatch.route.outletUnknown(outletId);
    else if (seen.has(outletId)) errors[`stops.${i}`] = t.dispatch.route.outletTwice;
    else if (other !== undefined) errors[`stops.${i}`] = t.dispatch.route.outletOnOtherRoute(title, other);
    seen.add(outletId);
  });
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);
}

async function writeStops(tx: Db, routeId: number, stops: number[]) {
  await tx.delete(dispatchRouteStops).where(eq(dispatchRouteStops.routeId, routeId));
  if (stops.length)
    await tx.insert(dispatchRouteStops).values(stops.map((outletId, i) => ({ routeId, outletId, position: i + 1 })));
}

/**
 * Route writes take one lock for all routes: "an outlet on at most one route" and "unique names"
 * are checked across routes, so two editors saving at once must not both pass the check (the
 * unique indexes would refuse the second anyway, but with a 500 instead of the named route).
 */
const lockRoutes = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('routes'))`);

export async function createRoute(db: Db, actor: Actor, input: RouteInput) {
  return db.transaction(async (tx) => {
    await lockRoutes(tx);
    await checkRoute(tx, input);
    const [row] = await tx
      .insert(dispatchRoutes)
      .values({ name: input.name, driverId: input.driverId, createdAt: actor.now, updatedAt: actor.now })
      .returning({ id: dispatchRoutes.id });
    await writeStops(tx, row.id, input.stops);
    await recordAudit(tx, actor, 'create', 'route', row.id, input);
    return showRoute(tx, row.id);
  });
}

export async function updateRoute(db: Db, actor: Actor, routeId: number, input: RouteInput) {
  return db.transaction(async (tx) => {
    await lockRoutes(tx);
    const before = await showRoute(tx, routeId);
    await checkRoute(tx, input, routeId);
    await tx
      .update(dispatchRoutes)
      .set({ name: input.name, driverId: input.driverId, updatedAt: actor.now })
      .where(eq(dispatchRoutes.id, routeId));
    await writeStops(tx, routeId, input.stops);
    if (before.driverId !== null && before.driverId !== input.driverId)
      await carryOrdersToDriver(tx, input.stops, before.driverId, input.driverId, todayInWib(actor.now));
    const old = { name: before.name, driverId: before.driverId, stops: before.stops.map((s) => s.branchId) };
    await recordAudit(
      tx,
      actor,
      'update',
      'route',
      routeId,
      undefined,
      fieldChanges(old, input, ['name', 'driverId', 'stops']),
    );
    return showRoute(tx, routeId);
  });
}

/**
 * A route's new driver takes its outlets' orders still to deliver (DOMAIN 18: orders follow their
 * route's driver unless staff reassign). Confirmation wrote the old driver onto them, so those
 * still carrying the old driver move: from today on, not cancelled, without a proof of delivery.
 * Delivered and past orders keep who delivered them.
 */
async function carryOrdersToDriver(tx: Db, outletIds: number[], from: number, to: number | null, today: string) {
  if (outletIds.length === 0) return;
  await tx
    .update(transactionOrders)
    .set({ driverId: to })
    .where(
      and(
        inArray(transactionOrders.outletId, outletIds),
        eq(transactionOrders.driverId, from),
        gte(transactionOrders.deliveryDate, today),
        ne(transactionOrders.status, 'dibatalkan'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(deliveryProofs)
            .where(eq(deliveryProofs.orderId, transactionOrders.id)),
        ),
      ),
    );
}

/**
 * A route holds no history of its own, so it may always go: confirmed orders carry their driver
 * (confirmation writes the route's driver onto the order), pending ones simply have none until
 * staff assign one or the outlet joins another route.
 */
export async function deleteRoute(db: Db, actor: Actor, routeId: number) {
  await db.transaction(async (tx) => {
    const before = await showRoute(tx, routeId);
    await tx.delete(dispatchRoutes).where(eq(dispatchRoutes.id, routeId));
    await recordAudit(tx, actor, 'delete', 'route', routeId, { name: before.name });
  });
}
