import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { orderItemLots, stockLots } from '../db/schema/stock';
import { fromMilli, toMilli } from '../schemas/common';
import type { TakenLot } from './stock-ledger';
import { ordersDelivered } from './order-queries';

/**
 * Lot traceability of orders (DOMAIN 15). A confirmation records which lots each line's goods
 * came from (the ledger takes them FEFO); goods that come back later go back to those lots, so
 * they keep the expiry of the batch they were baked in instead of becoming stock without a date
 * that never expires.
 */

interface OrderLine {
  itemId: number;
  productId: string;
  size: string | null;
  qty: number;
}

const sameSize = (a: string | null, b: string | null) => (a ?? null) === (b ?? null);

/**
 * Books what the confirmation (or an adjustment up) took from lots to the order's lines: each take
 * goes to the lines of its product and size in line order, up to each line's quantity (for an
 * adjustment, what was added).
 */
export async function recordOrderLots(tx: Db, lines: OrderLine[], taken: TakenLot[]): Promise<void> {
  const rows = new Map<string, { orderItemId: number; lotId: number; milli: number }>();
  const room = new Map(lines.map((l) => [l.itemId, toMilli(l.qty)]));
  for (const take of taken) {
    let left = toMilli(take.qty);
    for (const line of lines) {
      if (left <= 0) break;
      if (line.productId !== take.productId || !sameSize(line.size, take.size)) continue;
      const part = Math.min(left, room.get(line.itemId)!);
      if (part <= 0) continue;
      room.set(line.itemId, room.get(line.itemId)! - part);
      left -= part;
      const key = `${line.itemId}:${take.lotId}`;
      const row = rows.get(key) ?? { orderItemId: line.itemId, lotId: take.lotId, milli: 0 };
      row.milli += part;
      rows.set(key, row);
    }
  }
  if (rows.size === 0) return;
  await tx
    .insert(orderItemLots)
    .values([...rows.values()].map((r) => ({ orderItemId: r.orderItemId, lotId: r.lotId, qty: fromMilli(r.milli) })))
    // A line adjusted up takes more of a lot it already holds.
    .onConflictDoUpdate({
      target: [orderItemLots.orderItemId, orderItemLots.lotId],
      set: { qty: sql`${orderItemLots.qty} + excluded.qty` },
    });
}

/** The lots a line's goods are still out of, soonest to expire first. */
async function lotsOfLine(tx: Db, itemId: number) {
  return tx
    .select({ lotId: orderItemLots.lotId, qty: orderItemLots.qty, expiresOn: stockLots.expiresOn })
    .from(orderItemLots)
    .innerJoin(stockLots, eq(stockLots.id, orderItemLots.lotId))
    .where(and(eq(orderItemLots.orderItemId, itemId), sql`${orderItemLots.qty} > 0`))
    .orderBy(asc(stockLots.expiresOn), asc(stockLots.id))
    .for('update', { of: orderItemLots });
}

/**
 * Moves `milli` from a line's record back into its lot. Stock comes back into the size the line is
 * for; a lot of another size (the size rules served the line from stock without a size) is not
 * grown, so the lots of a size never hold more than its stock: the goods get a lot of their own
 * with the same dates.
 */
async function backToLot(tx: Db, itemId: number, lotId: number, milli: number, size: string | null) {
  const qty = fromMilli(milli);
  const [lot] = await tx.select().from(stockLots).where(eq(stockLots.id, lotId));
  if (sameSize(lot.size, size))
    await tx
      .update(stockLots)
      .set({ qty: sql`${stockLots.qty} + ${qty}` })
      .where(eq(stockLots.id, lotId));
  else
    await tx.insert(stockLots).values({
      productId: lot.productId,
      productionId: lot.productionId,
      productionDate: lot.productionDate,
      expiresOn: lot.expiresOn,
      size,
      qty,
    });
  await tx
    .update(orderItemLots)
    .set({ qty: sql`${orderItemLots.qty} - ${qty}` })
    .where(and(eq(orderItemLots.orderItemId, itemId), eq(orderItemLots.lotId, lotId)));
}

/**
 * Goods of an order line that come back to stock (a cancellation, a shortfall) go back into the
 * lots they left, the soonest to expire first, so what comes back is never dated younger than it
 * is. Call it after the ledger has put the stock back. What was not taken from a lot comes back
 * without one, as before. Answers how much went back into lots.
 */
export async function returnLineToLots(tx: Db, line: Omit<OrderLine, 'productId'>): Promise<number> {
  let left = toMilli(line.qty);
  for (const lot of await lotsOfLine(tx, line.itemId)) {
    if (left <= 0) break;
    const back = Math.min(left, toMilli(lot.qty));
    await backToLot(tx, line.itemId, lot.lotId, back, line.size);
    left -= back;
  }
  return fromMilli(toMilli(line.qty) - left);
}

/** An outlet's delivered order lines of one product and size in a window of delivery days. */
export function deliveredGoods(
  outletId: number,
  goods: { productId: string; size: string | null },
  window: { from: string; to: string },
): SQL | undefined {
  return and(
    eq(transactionOrders.outletId, outletId),
    ordersDelivered(window.from, window.to),
    eq(transactionOrderItems.productId, goods.productId),
    goods.size === null ? isNull(transactionOrderItems.size) : eq(transactionOrderItems.size, goods.size),
  );
}

export interface ReturnedLot {
  lotId: number;
  expiresOn: string;
  qty: number;
}

/**
 * Where goods an outlet returns came from (DOMAIN 18): an outlet sells the oldest first, so what
 * is left over is from its latest deliveries. Walks the outlet's delivered lines of the product
 * and size, the newest delivery first (within `from`..`to`), through the lots they took, and
 * answers up to `qty` of them. Nothing is changed: `takeBackReturned` does that.
 */
export async function returnedLots(
  tx: Db,
  outletId: number,
  goods: { productId: string; size: string | null; qty: number },
  window: { from: string; to: string },
  /** Goods given back because they expired are of the oldest deliveries, not the latest. */
  oldestFirst = false,
): Promise<(ReturnedLot & { itemId: number })[]> {
  const rows = await tx
    .select({
      itemId: orderItemLots.orderItemId,
      lotId: orderItemLots.lotId,
      qty: orderItemLots.qty,
      expiresOn: stockLots.expiresOn,
    })
    .from(orderItemLots)
    .innerJoin(stockLots, eq(stockLots.id, orderItemLots.lotId))
    .innerJoin(transactionOrderItems, eq(transactionOrderItems.id, orderItemLots.orderItemId))
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .where(and(deliveredGoods(outletId, goods, window), sql`${orderItemLots.qty} > 0`))
    .orderBy(
      ...(oldestFirst
        ? [asc(stockLots.expiresOn), asc(transactionOrders.deliveryDate), asc(transactionOrders.id)]
        : [desc(transactionOrders.deliveryDate), desc(transactionOrders.id), asc(stockLots.expiresOn)]),
    )
    .for('update', { of: orderItemLots });
  const out: (ReturnedLot & { itemId: number })[] = [];
  let left = toMilli(goods.qty);
  for (const row of rows) {
    if (left <= 0) break;
    const part = Math.min(left, toMilli(row.qty));
    out.push({ itemId: row.itemId, lotId: row.lotId, expiresOn: row.expiresOn, qty: fromMilli(part) });
    left -= part;
  }
  return out;
}

/** Puts returned goods back into the lots `returnedLots` found, as goods of `size`. Call it after the ledger has put the stock back. */
export async function takeBackReturned(
  tx: Db,
  lots: (ReturnedLot & { itemId: number; size: string | null })[],
): Promise<void> {
  for (const lot of lots) await backToLot(tx, lot.itemId, lot.lotId, toMilli(lot.qty), lot.size);
}

/**
 * Returned goods thrown away (waste) leave what the outlet holds of their lots without coming back
 * to stock, so a later return is traced past them, as the oldest-first rule counts it.
 */
export async function wasteReturned(tx: Db, lots: (ReturnedLot & { itemId: number })[]): Promise<void> {
  for (const lot of lots)
    await tx
      .update(orderItemLots)
      .set({ qty: sql`${orderItemLots.qty} - ${lot.qty}` })
      .where(and(eq(orderItemLots.orderItemId, lot.itemId), eq(orderItemLots.lotId, lot.lotId)));
}

/** The lots each of the lines took, for the cream label: the soonest to expire first. */
export async function lotsOfLines(
  db: Db,
  itemIds: number[],
): Promise<Map<number, { productionDate: string; expiresOn: string }>> {
  const out = new Map<number, { productionDate: string; expiresOn: string }>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({
      itemId: orderItemLots.orderItemId,
      productionDate: stockLots.productionDate,
      expiresOn: stockLots.expiresOn,
    })
    .from(orderItemLots)
    .innerJoin(stockLots, eq(stockLots.id, orderItemLots.lotId))
    .where(and(inArray(orderItemLots.orderItemId, itemIds), sql`${orderItemLots.qty} > 0`))
    .orderBy(asc(stockLots.expiresOn), asc(stockLots.productionDate));
  for (const r of rows) if (!out.has(r.itemId)) out.set(r.itemId, r);
  return out;
}
