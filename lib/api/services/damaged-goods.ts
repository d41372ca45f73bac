import { and, eq, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { stockMovements } from '../db/schema/stock';
import { fromMilli, toMilli } from '../schemas/common';
import { applyStockChanges, type StockChange, type StockMover } from './stock-ledger';

interface DamagedOrder {
  id: number;
  number: string;
  deliveryDate: string;
}

const ofOrder = (order: DamagedOrder) => ({
  kind: 'waste' as const,
  documentType: 'order',
  documentId: order.id,
  documentNumber: order.number,
});

/**
 * Goods a driver brought back damaged (a `rusak` shortfall on the proof) are not for sale: the
 * adjustment put them back into their lots, and they leave again here as waste, taken as an order
 * takes goods (good on its day, the soonest to expire first), so the stock and the waste report
 * say what happened.
 */
export async function writeOffDamaged(tx: Db, by: StockMover, order: DamagedOrder, damaged: StockChange[]) {
  if (damaged.length === 0) return;
  await applyStockChanges(tx, by, damaged, {
    ...ofOrder(order),
    notes: t.dispatch.proof.damagedNote(order.number),
    asOf: order.deliveryDate,
  });
}

/**
 * An adjustment that gives an order's line more after the driver wrote goods of it off as damaged
 * (an objection upheld: they did reach the outlet) takes them back from the waste first, so the
 * stock does not lose them twice and the waste report no longer counts them. Answers nothing; the
 * ledger shows a waste row with a positive quantity beside the adjustment.
 */
export async function bringBackDamaged(
  tx: Db,
  by: StockMover,
  order: DamagedOrder,
  goingOut: { productId: string; size: string | null; qty: number }[],
) {
  if (goingOut.length === 0) return;
  const written = await tx
    .select({
      productId: stockMovements.productId,
      size: stockMovements.size,
      milli: sql<string>`sum(${stockMovements.qty} * 1000)`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.kind, 'waste'),
        eq(stockMovements.documentType, 'order'),
        eq(stockMovements.documentId, String(order.id)),
      ),
    )
    .groupBy(stockMovements.productId, stockMovements.size);
  const left = new Map(written.map((w) => [`${w.productId}:${w.size ?? ''}`, -Math.round(Number(w.milli))]));
  const back: StockChange[] = [];
  for (const line of goingOut) {
    const key = `${line.productId}:${line.size ?? ''}`;
    const milli = Math.min(toMilli(line.qty), left.get(key) ?? 0);
    if (milli <= 0) continue;
    left.set(key, (left.get(key) ?? 0) - milli);
    back.push({ productId: line.productId, size: line.size, qty: fromMilli(milli) });
  }
  if (back.length)
    await applyStockChanges(tx, by, back, { ...ofOrder(order), notes: t.dispatch.proof.damagedUndone(order.number) });
}
