import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { returnItems, returns } from '../db/schema/returns';
import { invalid } from '../errors';
import type { reorderBody, suggestQuery } from '../schemas/order';
import { findOrder, orderableProducts, orderLines, orderOutlet } from './order-queries';
import { saveOrder } from './orders';
import { shiftDate } from '../../iso-dates';
import { todayInWib } from '../../i18n/format';

/** How many same weekdays back a suggestion looks. */
const WEEKS = 4;

const weekdayName = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The middle of four values (the mean of the two middle ones), as a whole quantity. */
export function medianOfWeeks(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Math.round(sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * GET /transaction/order/suggest (DOMAIN 17): per product and size, the median of what the outlet
 * kept on the last four same weekdays before today (a week without it counts 0): the quantity of its confirmed
 * orders after adjustments, less what it gave back on that date (returns of any reason; never
 * below 0 in a week).
 */
export async function suggestOrder(db: Db, actor: Actor, query: z.output<typeof suggestQuery>) {
  const outlet = await orderOutlet(db, actor, query.branchId);
  if (!outlet) throw invalid(t.order.outletRequired, { branchId: t.order.outletRequired });
  // The last four same weekdays that have been: for a date weeks ahead, none still to come (it
  // would count 0 and pull the median down). Today's goods may still come back: not counted yet.
  let latest = shiftDate(query.deliveryDate, -7);
  while (latest >= todayInWib(actor.now)) latest = shiftDate(latest, -7);
  const weeks = Array.from({ length: WEEKS }, (_, i) => shiftDate(latest, -7 * i));
  const rows = await db
    .select({
      deliveryDate: transactionOrders.deliveryDate,
      productId: transactionOrderItems.productId,
      size: transactionOrderItems.size,
      qty: sql<number>`sum(${transactionOrderItems.qty})::int`,
    })
    .from(transactionOrderItems)
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .where(
      and(
        eq(transactionOrders.outletId, outlet.branchId),
        eq(transactionOrders.status, 'berhasil'),
        inArray(transactionOrders.deliveryDate, weeks),
      ),
    )
    .groupBy(transactionOrders.deliveryDate, transactionOrderItems.productId, transactionOrderItems.size);
  const returned = await db
    .select({
      deliveryDate: returns.returnDate,
      productId: returnItems.productId,
      size: returnItems.size,
      qty: sql<number>`-sum(${returnItems.qty})::int`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.outletId, outlet.branchId), inArray(returns.returnDate, weeks)))
    .groupBy(returns.returnDate, returnItems.productId, returnItems.size);
  const orderable = new Set((await orderableProducts(db, outlet.branchGroupId)).map((p) => p.productId));
  const byLine = new Map<string, { productId: string; size: string | null; values: number[] }>();
  for (const row of [...rows, ...returned]) {
    if (!orderable.has(row.productId)) continue;
    const key = `${row.productId}|${row.size ?? ''}`;
    const line = byLine.get(key) ?? { productId: row.productId, size: row.size, values: weeks.map(() => 0) };
    line.values[weeks.indexOf(row.deliveryDate)] += Number(row.qty);
    byLine.set(key, line);
  }
  const weekday = weekdayName(query.deliveryDate);
  return {
    items: [...byLine.values()]
      .map((line) => ({ ...line, values: line.values.map((v) => Math.max(0, v)) }))
      .map((line) => ({
        productId: line.productId,
        size: line.size,
        qty: medianOfWeeks(line.values),
        // Oldest first, as people read a history.
        basis: t.order.suggestBasis(weekday, [...line.values].reverse()),
      }))
      .filter((line) => line.qty > 0)
      .sort((a, b) => a.productId.localeCompare(b.productId) || (a.size ?? '').localeCompare(b.size ?? '')),
  };
}

/** POST /transaction/order/reorder/{id}: the same lines for another date, at today's prices, every rule checked. */
export async function reorder(db: Db, actor: Actor, id: number, input: z.output<typeof reorderBody>) {
  const source = await findOrder(db, actor, id);
  const lines = await orderLines(db, id);
  return saveOrder(db, actor, {
    branchId: source.branchId,
    deliveryDate: input.deliveryDate,
    notes: source.notes,
    items: lines.map((l) => ({ productId: l.productId, qty: l.qty, notes: l.notes ?? '' })),
  });
}
