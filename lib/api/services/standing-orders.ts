import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { isoWeekday, longDate } from '../../i18n/id/dates';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { standingOrderDates, standingOrders, transactionOrders } from '../db/schema/orders';
import { branchGroups, outlets } from '../db/schema/outlets';
import { ApiError, invalid, notFound } from '../errors';
import { listPage } from '../list';
import { deadlinePassed, effectiveCutoff, firstOpenDate } from '../rules/order-deadline';
import type {
  StandingOrderGenerateResult,
  StandingOrderItem,
  standingOrderBody,
  standingOrderListQuery,
} from '../schemas/standing-order';
import { recordAudit, systemActor } from './audit';
import { closedDatesBetween } from './closures';
import { notifyPartner } from './notify';
import { checkOrderLine, checkOrderLines, lockQuotas, orderCatalogue, saveOrder } from './orders';
import { chosenOutlet, ownOutletsOnly, countWithOutlet } from './outlet-scope';
import { productTitles } from './product-queries';
import { shiftDate } from '../../iso-dates';

const columns = {
  id: standingOrders.id,
  branchId: standingOrders.outletId,
  outlet: outlets.title,
  weekday: standingOrders.weekday,
  items: standingOrders.items,
  pausedUntil: standingOrders.pausedUntil,
  createdAt: standingOrders.createdAt,
  updatedAt: standingOrders.updatedAt,
};

function query(db: Db) {
  return db.select(columns).from(standingOrders).innerJoin(outlets, eq(outlets.id, standingOrders.outletId));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

/** Rows as the API answers them, with each line's product title. */
async function present(db: Db, rows: Row[], now: Date): Promise<StandingOrderItem[]> {
  const titles = await productTitles(
    db,
    rows.flatMap((r) => r.items.map((i) => i.productId)),
  );
  const today = todayInWib(now);
  return rows.map((r) => ({
    ...r,
    weekdayLabel: t.standingOrder.weekdayName(r.weekday),
    items: r.items.map((i) => ({ ...i, title: titles.get(i.productId) ?? i.productId })),
    isPaused: r.pausedUntil !== null && r.pausedUntil >= today,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listStandingOrders(db: Db, actor: Actor, q: z.output<typeof standingOrderListQuery>) {
  const where = and(ownOutletsOnly(actor), q.branchId ? eq(standingOrders.outletId, q.branchId) : undefined);
  return listPage(
    q,
    () => countWithOutlet(db, standingOrders, where),
    async (offset, limit) =>
      present(
        db,
        await query(db)
          .where(where)
          .orderBy(asc(outlets.title), asc(standingOrders.outletId), asc(standingOrders.weekday))
          .limit(limit)
          .offset(offset),
        actor.now,
      ),
    {},
  );
}

async function findStandingOrder(db: Db, actor: Actor, id: number) {
  const [row] = await query(db)
    .where(and(eq(standingOrders.id, id), ownOutletsOnly(actor)))
    .limit(1);
  if (!row) throw notFound(t.standingOrder.notFound);
  return row;
}

export async function showStandingOrder(db: Db, actor: Actor, id: number) {
  return (await present(db, [await findStandingOrder(db, actor, id)], actor.now))[0];
}

/**
 * Creates or (with `id`) replaces an outlet's standing order for a weekday. Its lines follow the
 * order form's rules for the outlet's tier (orderable, size, minimum); quota is per delivery date,
 * so it is applied when an order is made. Orders already made from it stay as they are.
 */
export async function saveStandingOrder(db: Db, actor: Actor, input: z.output<typeof standingOrderBody>, id?: number) {
  return db.transaction(async (tx) => {
    const before = id ? await findStandingOrder(tx, actor, id) : null;
    const outlet = await chosenOutlet(tx, actor, input.branchId);
    if (!outlet.isActive) throw invalid(t.order.outletInactive, { branchId: t.order.outletInactive });
    const lines = checkOrderLines(await orderCatalogue(tx, outlet.branchGroupId), input.items);
    const [taken] = await tx
      .select({ id: standingOrders.id })
      .from(standingOrders)
      .where(
        and(
          eq(standingOrders.outletId, outlet.id),
          eq(standingOrders.weekday, input.weekday),
          id ? ne(standingOrders.id, id) : undefined,
        ),
      )
      .limit(1);
    const weekdayTaken = t.standingOrder.weekdayTaken(t.standingOrder.weekdayName(input.weekday));
    if (taken) throw invalid(weekdayTaken, { weekday: weekdayTaken });
    const values = {
      outletId: outlet.id,
      weekday: input.weekday,
      items: lines.map((l) => ({ productId: l.product.productId, qty: l.qty, notes: l.size })),
      updatedAt: actor.now,
    };
    let savedId: number;
    if (before) {
      await tx.update(standingOrders).set(values).where(eq(standingOrders.id, before.id));
      savedId = before.id;
    } else {
      const [row] = await tx
        .insert(standingOrders)
        .values({ ...values, createdBy: actor.userId, createdAt: actor.now })
        .onConflictDoNothing()
        .returning({ id: standingOrders.id });
      // The same weekday saved at the same moment from another device.
      if (!row) throw invalid(weekdayTaken, { weekday: weekdayTaken });
      savedId = row.id;
    }
    await recordAudit(tx, actor, before ? 'update' : 'create', 'standing_order', savedId, {
      branchId: outlet.id,
      weekday: input.weekday,
      lines: values.items.length,
    });
    return savedId;
  });
}

export async function pauseStandingOrder(db: Db, actor: Actor, id: number, until: string) {
  if (until < todayInWib(actor.now)) throw invalid(t.standingOrder.untilInPast, { until: t.standingOrder.untilInPast });
  await db.transaction(async (tx) => {
    await findStandingOrder(tx, actor, id);
    await tx.update(standingOrders).set({ pausedUntil: until, updatedAt: actor.now }).where(eq(standingOrders.id, id));
    await recordAudit(tx, actor, 'pause', 'standing_order', id, { until });
  });
}

export async function resumeStandingOrder(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await findStandingOrder(tx, actor, id);
    await tx.update(standingOrders).set({ pausedUntil: null, updatedAt: actor.now }).where(eq(standingOrders.id, id));
    await recordAudit(tx, actor, 'resume', 'standing_order', id);
  });
}

export async function deleteStandingOrder(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await findStandingOrder(tx, actor, id);
    await tx.delete(standingOrders).where(eq(standingOrders.id, id));
    await recordAudit(tx, actor, 'destroy', 'standing_order', id, {
      branchId: before.branchId,
      weekday: before.weekday,
    });
  });
}

/* ---------------------------------------------------------------------------------------------- */
/* Generation: standing orders become ordinary pending orders (DOMAIN 17).                         */
/* ---------------------------------------------------------------------------------------------- */

/** How far ahead staff may generate at once. */
export const GENERATE_MAX_DAYS = 31;

interface Candidate {
  standingOrderId: number;
  weekday: number;
  items: { productId: string; qty: number; notes: string | null }[];
  branchId: number;
  branchGroupId: number | null;
  ownerId: number;
  ownerName: string;
  deliveryDate: string;
}

/**
 * Every (standing order, delivery date) due now: from tomorrow up to the first date whose deadline
 * is still open for the outlet (or `until`), only dates a partner could still order for, on active
 * outlets, not paused, not closed, and not decided before.
 */
async function dueCandidates(db: Db, now: Date, until?: string): Promise<Candidate[]> {
  const tomorrow = shiftDate(todayInWib(now), 1);
  const rows = await db
    .select({
      standingOrderId: standingOrders.id,
      weekday: standingOrders.weekday,
      items: standingOrders.items,
      pausedUntil: standingOrders.pausedUntil,
      branchId: outlets.id,
      branchGroupId: outlets.branchGroupId,
      ownerId: outlets.ownerId,
      ownerName: users.name,
      cutoffDaysBefore: outlets.cutoffDaysBefore,
      cutoffTime: outlets.cutoffTime,
      tierDays: branchGroups.cutoffDaysBefore,
      tierTime: branchGroups.cutoffTime,
    })
    .from(standingOrders)
    .innerJoin(outlets, eq(outlets.id, standingOrders.outletId))
    .innerJoin(users, eq(users.id, outlets.ownerId))
    .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId))
    .where(and(eq(outlets.isActive, true), eq(users.isActive, true)));
  const wanted: Candidate[] = [];
  for (const row of rows) {
    const tier =
      row.tierDays === null || row.tierTime === null
        ? null
        : { cutoffDaysBefore: row.tierDays, cutoffTime: row.tierTime };
    const cutoff = effectiveCutoff(row, tier);
    const last = until ?? firstOpenDate(tomorrow, cutoff, now);
    for (let date = tomorrow; date <= last; date = shiftDate(date, 1)) {
      if (isoWeekday(date) !== row.weekday) continue;
      if (deadlinePassed(date, cutoff, now)) continue; // never an order the partner could not have made
      if (row.pausedUntil !== null && date <= row.pausedUntil) continue;
      wanted.push({ ...row, deliveryDate: date });
    }
  }
  if (wanted.length === 0) return [];
  const dates = wanted.map((c) => c.deliveryDate).sort();
  const closed = new Set(await closedDatesBetween(db, dates[0], dates[dates.length - 1]));
  const decided = new Set(
    (
      await db
        .select({ id: standingOrderDates.standingOrderId, date: standingOrderDates.deliveryDate })
        .from(standingOrderDates)
        .where(
          and(
            inArray(standingOrderDates.standingOrderId, [...new Set(wanted.map((c) => c.standingOrderId))]),
            inArray(standingOrderDates.deliveryDate, [...new Set(dates)]),
          ),
        )
    ).map((r) => `${r.id}|${r.date}`),
  );
  return wanted.filter((c) => !closed.has(c.deliveryDate) && !decided.has(`${c.standingOrderId}|${c.deliveryDate}`));
}

/** The partner the order is for: the generated order is the partner's own, under the partner's rules. */
function partnerActor(c: Candidate, now: Date): Actor {
  return {
    userId: c.ownerId,
    roleId: ROLE_IDS.merchant,
    role: 'merchant',
    name: c.ownerName,
    sessionId: 0,
    branchId: c.branchId,
    isNew: false,
    partnerId: null,
    remember: false,
    now,
    clientAddress: 'order-rutin',
  };
}

/**
 * The lines that can be ordered for the date: a line the catalogue now refuses is dropped, a line
 * over what is left of a quota is capped (or dropped below its minimum), and each change is said.
 */
async function fitLines(tx: Db, c: Candidate) {
  const catalogue = await orderCatalogue(tx, c.branchGroupId);
  const fitted: { productId: string; qty: number; notes: string | null }[] = [];
  const changes: string[] = [];
  const checked = c.items.map((item) => ({ item, result: checkOrderLine(catalogue, item) }));
  const left = await lockQuotas(
    tx,
    catalogue,
    checked.flatMap(({ result }) => ('line' in result ? [result.line!.product.productId] : [])),
    c.deliveryDate,
  );
  for (const { item, result } of checked) {
    if (!('line' in result)) {
      changes.push(t.standingOrder.lineDropped(result.refusal!.message));
      continue;
    }
    const { product, qty, size } = result.line!;
    const remaining = left.get(product.productId);
    if (remaining === undefined || remaining >= qty) {
      fitted.push({ productId: product.productId, qty, notes: size });
      if (remaining !== undefined) left.set(product.productId, remaining - qty);
      continue;
    }
    if (remaining === 0 || remaining < product.minOrder) {
      changes.push(t.standingOrder.lineDroppedQuota(product.title));
      continue;
    }
    fitted.push({ productId: product.productId, qty: remaining, notes: size });
    left.set(product.productId, 0);
    changes.push(t.standingOrder.lineCapped(product.title, remaining, item.qty));
  }
  return { fitted, changes };
}

type OneOutcome =
  { kind: 'made'; transactionOrderId: number } | { kind: 'skipped'; reason: string } | { kind: 'taken' };

/** One (standing order, date) in one transaction: the claim, the order and the partner's notice commit together. */
async function generateOne(db: Db, c: Candidate, now: Date): Promise<OneOutcome> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(standingOrderDates)
      .values({ standingOrderId: c.standingOrderId, deliveryDate: c.deliveryDate, outcome: 'dibuat', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: standingOrderDates.standingOrderId });
    if (!claim) return { kind: 'taken' }; // another generator decided this date
    const claimWhere = and(
      eq(standingOrderDates.standingOrderId, c.standingOrderId),
      eq(standingOrderDates.deliveryDate, c.deliveryDate),
    );
    // An outlet that already ordered for the date by hand gets no second order.
    const [own] = await tx
      .select({ id: transactionOrders.id })
      .from(transactionOrders)
      .where(
        and(
          eq(transactionOrders.outletId, c.branchId),
          eq(transactionOrders.deliveryDate, c.deliveryDate),
          ne(transactionOrders.status, 'dibatalkan'),
        ),
      )
      .limit(1);
    if (own) {
      await tx.update(standingOrderDates).set({ outcome: 'sudah_ada', orderId: own.id }).where(claimWhere);
      return { kind: 'skipped', reason: 'sudah_ada' };
    }
    const { fitted, changes } = await fitLines(tx, c);
    const date = longDate(c.deliveryDate);
    if (fitted.length === 0) {
      await tx.update(standingOrderDates).set({ outcome: 'kosong' }).where(claimWhere);
      await notifyPartner(tx, c.ownerId, {
        kind: 'standing_order',
        message: t.standingOrder.notifyNothing(date, changes.join('; ')),
        link: '/order/standing',
        entity: 'standing_order',
        entityId: c.standingOrderId,
      });
      return { kind: 'skipped', reason: 'kosong' };
    }
    const { transactionOrderId } = await saveOrder(tx, partnerActor(c, now), {
      branchId: c.branchId,
      deliveryDate: c.deliveryDate,
      notes: null,
      items: fitted,
    });
    await tx
      .update(transactionOrders)
      .set({ standingOrderId: c.standingOrderId })
      .where(eq(transactionOrders.id, transactionOrderId));
    await tx.update(standingOrderDates).set({ orderId: transactionOrderId }).where(claimWhere);
    await recordAudit(tx, systemActor(now), 'generate', 'standing_order', c.standingOrderId, {
      orderId: transactionOrderId,
      deliveryDate: c.deliveryDate,
      ...(changes.length ? { changes } : {}),
    });
    if (changes.length)
      await notifyPartner(tx, c.ownerId, {
        kind: 'standing_order',
        message: t.standingOrder.notifyAdjusted(date, changes.join('; ')),
        link: `/order/detail/${transactionOrderId}`,
        entity: 'order',
        entityId: transactionOrderId,
      });
    return { kind: 'made', transactionOrderId };
  });
}

/**
 * Makes the orders due from every standing order (the job timer every few minutes, and staff on
 * demand). Each (standing order, date) is its own transaction, so one outlet's refusal does not
 * stop the others; a refused one is not claimed and is tried again on the next run.
 */
export async function generateStandingOrders(
  db: Db,
  now: Date,
  options: { until?: string } = {},
): Promise<StandingOrderGenerateResult> {
  if (options.until && options.until > shiftDate(todayInWib(now), GENERATE_MAX_DAYS)) {
    const message = t.standingOrder.untilTooFar(GENERATE_MAX_DAYS);
    throw invalid(message, { until: message });
  }
  const result: StandingOrderGenerateResult = { created: 0, orders: [], skipped: [] };
  for (const c of await dueCandidates(db, now, options.until)) {
    let outcome: OneOutcome;
    try {
      outcome = await generateOne(db, c, now);
    } catch (err) {
      if (!(err instanceof ApiError)) console.error('[order-rutin] gagal:', err);
      outcome = { kind: 'skipped', reason: err instanceof Error ? err.message : String(err) };
    }
    if (outcome.kind === 'made') {
      result.created += 1;
      result.orders.push({
        transactionOrderId: outcome.transactionOrderId,
        standingOrderId: c.standingOrderId,
        branchId: c.branchId,
        deliveryDate: c.deliveryDate,
      });
    } else if (outcome.kind === 'skipped')
      result.skipped.push({ standingOrderId: c.standingOrderId, deliveryDate: c.deliveryDate, reason: outcome.reason });
  }
  return result;
}
