import { queryRows } from '../db/raw';
import { eq, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { productUnits, products } from '../db/schema/catalog';
import { stockMovements } from '../db/schema/stock';
import { ApiError } from '../errors';
import { fromMilli, toMilli } from '../schemas/common';
import { todayInWib } from '../../i18n/format';
import { takeFromLots } from './stock-lots';

export type MovementKind =
  | 'adjustment'
  | 'procurement'
  | 'production_in'
  | 'production_out'
  | 'order'
  | 'order_cancel'
  | 'order_adjustment'
  | 'return'
  | 'waste';

export interface StockChange {
  productId: string;
  /** Signed: positive in, negative out. */
  qty: number;
}

export interface StockDocument {
  kind: MovementKind;
  documentType?: string;
  documentId?: string | number;
  documentNumber?: string;
  notes?: string | null;
  /** The business day of the movement (WIB): an order takes only lots still good on it (FEFO). */
  asOf?: string;
}

/**
 * Applies stock changes as one unit inside the caller's transaction (DOMAIN 5): each product's
 * stock moves by an atomic conditional UPDATE, so concurrent changes never lose an update and
 * never go below zero; every change writes its ledger row. Products are taken in a fixed order
 * so two documents touching the same products cannot deadlock. A change that would go below
 * zero refuses the whole document (422) naming the product and what is left.
 */
export async function applyStockChanges(
  tx: Db,
  actorId: number | null,
  changes: StockChange[],
  doc: StockDocument,
): Promise<void> {
  // Merged in thousandths (quantities are exact to 0.001), so no float drift reaches the ledger.
  const merged = new Map<string, number>();
  for (const c of changes) merged.set(c.productId, (merged.get(c.productId) ?? 0) + toMilli(c.qty));
  const ordered = [...merged.entries()]
    .filter(([, milli]) => milli !== 0)
    .map(([productId, milli]): [string, number] => [productId, fromMilli(milli)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  for (const [productId, qty] of ordered) {
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${qty}`, updatedAt: new Date() })
      .where(sql`${products.id} = ${productId} and ${products.stock} + ${qty} >= 0`)
      .returning({ stock: products.stock, unitId: products.productUnitId });
    if (!moved) throw await refusal(tx, productId);
    // Stock going out leaves the lots too: an order the oldest good ones first (DOMAIN 15).
    if (qty < 0)
      await takeFromLots(
        tx,
        productId,
        -qty,
        fromMilli(toMilli(moved.stock) - toMilli(qty)),
        doc.kind === 'order' ? { asOf: doc.asOf ?? todayInWib() } : null,
      );
    const [unit] = await tx
      .select({ name: productUnits.name })
      .from(productUnits)
      .where(eq(productUnits.id, moved.unitId))
      .limit(1);
    await tx.insert(stockMovements).values({
      productId,
      qty,
      unit: unit?.name ?? '',
      kind: doc.kind,
      documentType: doc.documentType ?? null,
      documentId: doc.documentId === undefined ? null : String(doc.documentId),
      documentNumber: doc.documentNumber ?? null,
      notes: doc.notes ?? null,
      balance: moved.stock,
      authorId: actorId,
    });
  }
}

async function refusal(tx: Db, productId: string): Promise<ApiError> {
  const [row] = await tx
    .select({ title: products.title, stock: products.stock, unit: productUnits.name })
    .from(products)
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row)
    return new ApiError(422, t.stock.unknownProduct(productId), { productId: t.stock.unknownProduct(productId) });
  return new ApiError(422, t.stock.insufficient(row.title, row.stock, row.unit), {
    [productId]: t.stock.insufficient(row.title, row.stock, row.unit),
  });
}

/** The invariant of DOMAIN 5, for tests and checks: stock equals the sum of the ledger. */
export async function ledgerMismatches(db: Db): Promise<{ productId: string; stock: number; ledger: number }[]> {
  type Row = { productId: string; stock: string | number; ledger: string | number };
  const rows = await queryRows<Row>(
    db,
    sql`
    select p.id as "productId", p.stock::text as stock, coalesce(sum(m.qty), 0)::text as ledger
    from products p left join stock_movements m on m.product_id = p.id
    group by p.id, p.stock
    having p.stock <> coalesce(sum(m.qty), 0)`,
  );
  return rows.map((r) => ({ productId: r.productId, stock: Number(r.stock), ledger: Number(r.ledger) }));
}
