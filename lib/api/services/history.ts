import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { orderChangeRequests, transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { procurementItems, procurements } from '../db/schema/procurement';
import { productionItems } from '../db/schema/production';
import { recipeItems, recipes } from '../db/schema/recipes';
import { stockMovements, stockSizes } from '../db/schema/stock';
import { supplierProducts } from '../db/schema/suppliers';

/**
 * Which records carry business history (DOMAIN 3, 4): such records are never deleted, only
 * deactivated or unpublished, so documents keep their counterpart. One module asked directly
 * by each delete, so no check depends on what was loaded first.
 */

/** Whether any of these (table, product column) pairs has a row of the product. */
async function productIn(db: Db, productId: string, places: readonly (readonly [PgTable, AnyPgColumn])[]) {
  for (const [table, column] of places) {
    const [row] = await db.select({ id: column }).from(table).where(eq(column, productId)).limit(1);
    if (row) return true;
  }
  return false;
}

/** A product on a stock movement, a batch, a procurement or an order line. */
export async function productHasHistory(db: Db, productId: string): Promise<boolean> {
  return productIn(db, productId, [
    [stockMovements, stockMovements.productId],
    [productionItems, productionItems.productId],
    [procurementItems, procurementItems.productId],
    [transactionOrderItems, transactionOrderItems.productId],
  ]);
}

/**
 * A product whose unit and type are fixed: any history, or a recipe that counts it (as its product
 * or an ingredient, in its unit), or a supplier's price for it (per its unit).
 */
export async function productUnitFixed(db: Db, productId: string): Promise<boolean> {
  if (await productHasHistory(db, productId)) return true;
  return productIn(db, productId, [
    [recipes, recipes.productId],
    [recipeItems, recipeItems.ingredientId],
    [supplierProducts, supplierProducts.productId],
  ]);
}

/** A supplier with any procurement. */
export async function supplierHasHistory(db: Db, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: procurements.id })
    .from(procurements)
    .where(eq(procurements.supplierId, supplierId))
    .limit(1);
  return Boolean(row);
}

/** Outlets with any order, invoice (a manual invoice has no order) or change request. */
export async function outletsHaveHistory(db: Db, outletIds: number[]): Promise<boolean> {
  if (outletIds.length === 0) return false;
  for (const [table, column] of [
    [transactionOrders, transactionOrders.outletId],
    [invoices, invoices.outletId],
    [orderChangeRequests, orderChangeRequests.outletId],
  ] as const) {
    const [row] = await db.select({ id: column }).from(table).where(inArray(column, outletIds)).limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * The sizes a product still holds stock in that a change of its sizes would leave out: that stock
 * could no longer be counted, ordered or moved by size, so the sizes stay until it is moved.
 */
export async function sizesHoldingStock(
  db: Db,
  productId: string,
  keptSizes: string[],
): Promise<{ size: string; qty: number }[]> {
  return db
    .select({ size: stockSizes.size, qty: stockSizes.qty })
    .from(stockSizes)
    .where(
      and(
        eq(stockSizes.productId, productId),
        gt(stockSizes.qty, 0),
        keptSizes.length ? notInArray(stockSizes.size, keptSizes) : undefined,
      ),
    )
    .orderBy(stockSizes.size);
}
