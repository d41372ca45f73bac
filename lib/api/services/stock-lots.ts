import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { products, productTypes, productUnits } from '../db/schema/catalog';
import { stockLots } from '../db/schema/stock';
import { ApiError } from '../errors';
import { fromMilli, toMilli } from '../schemas/common';

/**
 * Lots and shelf life (DOMAIN 15). A lot is good on day X when X is before its expiry; expired
 * lots are not usable stock. Stock without a lot (opening stock, adjustments, cancellations) counts
 * as good. These functions run inside the ledger's transaction (stock-ledger.ts), so lots and stock
 * move together.
 */

/** Lots of one size (null = without a size), or all of a product's lots when the size is undefined. */
const ofSize = (size: string | null | undefined) =>
  size === undefined ? undefined : size === null ? isNull(stockLots.size) : eq(stockLots.size, size);

/** What one movement out took from one lot. */
export interface LotTake {
  lotId: number;
  qty: number;
}

/**
 * How stock going out leaves the lots: an order (confirmation) from the oldest lot still good on
 * its day; a hand removal (adjustment) from the oldest lots first, expired ones included, since
 * what the warehouse takes off the shelf by hand is the stale stock; anything else (a batch's
 * materials, a write-off that empties its own lots) only so that the lots stay within the stock.
 */
export type LotsOut = { asOf: string } | 'oldest' | null;

/**
 * Takes `taken` of a product's stock (of one size, when it has sizes) out of its lots (LotsOut).
 * An order is refused when only expired stock would be left to give. Answers what it took from
 * which lot.
 */
export async function takeFromLots(
  tx: Db,
  productId: string,
  size: string | null | undefined,
  taken: number,
  stockBefore: number,
  how: LotsOut,
): Promise<LotTake[]> {
  const order = how !== null && how !== 'oldest' ? how : null;
  const lots = await tx
    .select({ id: stockLots.id, qty: stockLots.qty, expiresOn: stockLots.expiresOn })
    .from(stockLots)
    .where(and(eq(stockLots.productId, productId), gt(stockLots.qty, 0), ofSize(size)))
    .orderBy(asc(stockLots.expiresOn), asc(stockLots.id))
    .for('update');
  if (lots.length === 0) return [];
  const inLots = lots.reduce((sum, l) => sum + toMilli(l.qty), 0);
  let toTake: number;
  let candidates = lots;
  if (order) {
    candidates = lots.filter((l) => l.expiresOn > order.asOf);
    const good = candidates.reduce((sum, l) => sum + toMilli(l.qty), 0) + Math.max(0, toMilli(stockBefore) - inLots);
    if (toMilli(taken) > good) throw await expiredRefusal(tx, productId, fromMilli(good));
    toTake = toMilli(taken);
  } else if (how === 'oldest') {
    toTake = Math.min(toMilli(taken), inLots);
  } else {
    toTake = inLots - (toMilli(stockBefore) - toMilli(taken)); // what the lots hold beyond the stock left
  }
  const takes: LotTake[] = [];
  for (const lot of candidates) {
    if (toTake <= 0) break;
    const take = Math.min(toTake, toMilli(lot.qty));
    toTake -= take;
    await tx
      .update(stockLots)
      .set({ qty: fromMilli(toMilli(lot.qty) - take) })
      .where(eq(stockLots.id, lot.id));
    takes.push({ lotId: lot.id, qty: fromMilli(take) });
  }
  return takes;
}

export async function expiredRefusal(tx: Db, productId: string, good: number): Promise<ApiError> {
  const [row] = await tx
    .select({ title: products.title, unit: productUnits.name })
    .from(products)
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(eq(products.id, productId));
  const message = t.stock.expiredNotUsable(row.title, good, row.unit);
  return new ApiError(422, message, { [productId]: message });
}

/** Books what an approved batch made of tracked finished goods as lots, dated from its production date. */
export async function bookLots(
  tx: Db,
  productionId: number,
  productionDate: string,
  made: { productId: string; qty: number; size?: string | null }[],
): Promise<void> {
  if (made.length === 0) return;
  const tracked = await tx
    .select({ id: products.id, days: products.shelfLifeDays })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        inArray(
          products.id,
          made.map((m) => m.productId),
        ),
        isNotNull(products.shelfLifeDays),
        eq(productTypes.key, 'bahan_jadi'),
      ),
    );
  const daysOf = new Map(tracked.map((p) => [p.id, p.days!]));
  const rows = made
    .filter((m) => daysOf.has(m.productId) && m.qty > 0)
    .map((m) => ({
      productId: m.productId,
      productionId,
      productionDate,
      size: m.size ?? null,
      expiresOn: sql<string>`(${productionDate}::date + ${daysOf.get(m.productId)!}::int)::date`,
      qty: m.qty,
    }));
  if (rows.length > 0) await tx.insert(stockLots).values(rows);
}

/** Lots expired on `day` (expiring on or before it) that still hold something. */
export const expiredOn = (day: string) => and(lte(stockLots.expiresOn, day), gt(stockLots.qty, 0));

/** What of each product is expired on `day`, in thousandths. */
export async function expiredByDay(db: Db, day: string, productIds?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: stockLots.productId, qty: sql<string>`sum(${stockLots.qty})::text` })
    .from(stockLots)
    .where(and(expiredOn(day), productIds ? inArray(stockLots.productId, productIds) : undefined))
    .groupBy(stockLots.productId);
  return new Map(rows.map((r) => [r.productId, toMilli(Number(r.qty))]));
}

/** What of one product is expired on `day`, per size (null = without a size), in thousandths. */
export async function expiredBySize(db: Db, productId: string, day: string): Promise<Map<string | null, number>> {
  const rows = await db
    .select({ size: stockLots.size, qty: sql<string>`sum(${stockLots.qty})::text` })
    .from(stockLots)
    .where(and(eq(stockLots.productId, productId), expiredOn(day)))
    .groupBy(stockLots.size);
  return new Map(rows.map((r) => [r.size, toMilli(Number(r.qty))]));
}
