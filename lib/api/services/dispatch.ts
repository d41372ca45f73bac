import { and, asc, eq, inArray } from 'drizzle-orm';
import { activeDriver } from './account-leaving';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { transactionOrders } from '../db/schema/orders';
import { ApiError, invalid } from '../errors';
import type { assignDriverBody, confirmBulkBody } from '../schemas/route';
import { recordAudit } from './audit';
import { confirmOrder } from './orders';

/**
 * POST /transaction/order/confirm-bulk: every pending order of the date (or the listed ones), each
 * in its own transaction through the single confirmation, so one short product fails only the
 * orders that need it and every rule of a single confirmation holds. Oldest orders first: when
 * stock runs short, the outlets that ordered first are served first.
 */
export async function confirmBulk(db: Db, actor: Actor, input: z.output<typeof confirmBulkBody>) {
  const candidates = await db
    .select({ id: transactionOrders.id, number: transactionOrders.number, status: transactionOrders.status })
    .from(transactionOrders)
    .where(
      and(
        eq(transactionOrders.deliveryDate, input.deliveryDate),
        input.transactionOrderIds
          ? inArray(transactionOrders.id, input.transactionOrderIds)
          : eq(transactionOrders.status, 'pending'),
      ),
    )
    .orderBy(asc(transactionOrders.createdAt), asc(transactionOrders.id));
  // Credit holds (DOMAIN 19) will leave held orders out here, with the hold as their message.

  const failed: { transactionOrderId: number; number: string; message: string }[] = [];
  const found = new Set(candidates.map((o) => o.id));
  for (const id of input.transactionOrderIds ?? []) {
    if (!found.has(id))
      failed.push({ transactionOrderId: id, number: '', message: t.dispatch.assign.unknownOrder(id) });
  }
  let confirmed = 0;
  // Each confirmation is stamped when it happens (the API's clock moved on by the time taken):
  // a date of hundreds of orders takes a while, and a batch approved meanwhile must read before
  // the orders confirmed after it on the stock card, as the balances say.
  const started = Date.now();
  for (const order of candidates) {
    if (order.status !== 'pending') {
      failed.push({ transactionOrderId: order.id, number: order.number, message: t.order.notPending });
      continue;
    }
    try {
      await confirmOrder(db, { ...actor, now: new Date(actor.now.getTime() + Date.now() - started) }, order.id);
      confirmed += 1;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err; // the database is gone: stop, what is done stays done
      failed.push({ transactionOrderId: order.id, number: order.number, message: err.message });
    }
  }
  return { confirmed, failed };
}

/**
 * POST /transaction/order/assign-driver: staff give orders (any not cancelled) to a driver, or
 * with `driverId: null` back to their route's driver. All or nothing, each order audited.
 */
export async function assignDriver(db: Db, actor: Actor, input: z.output<typeof assignDriverBody>) {
  return db.transaction(async (tx) => {
    if (input.driverId !== null) {
      if (!(await activeDriver(tx, input.driverId)))
        throw invalid(t.dispatch.route.driverNotDelivery, { driverId: t.dispatch.route.driverNotDelivery });
    }
    const ids = [...new Set(input.transactionOrderIds)];
    const orders = await tx
      .select({
        id: transactionOrders.id,
        number: transactionOrders.number,
        status: transactionOrders.status,
        driverId: transactionOrders.driverId,
      })
      .from(transactionOrders)
      .where(inArray(transactionOrders.id, ids))
      .for('update');
    const byId = new Map(orders.map((o) => [o.id, o]));
    const errors: Record<string, string> = {};
    input.transactionOrderIds.forEach((id, i) => {
      const order = byId.get(id);
      if (!order) errors[`transactionOrderIds.${i}`] = t.dispatch.assign.unknownOrder(id);
      else if (order.status === 'dibatalkan')
        errors[`transactionOrderIds.${i}`] = t.dispatch.assign.cancelled(order.number);
    });
    if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);

    await tx
      .update(transactionOrders)
      .set({ driverId: input.driverId, updatedAt: actor.now })
      .where(inArray(transactionOrders.id, ids));
    for (const order of orders) {
      await recordAudit(tx, actor, 'assign-driver', 'order', order.id, undefined, [
        { field: 'driverId', old: order.driverId, new: input.driverId },
      ]);
    }
    return { updated: ids.length };
  });
}
