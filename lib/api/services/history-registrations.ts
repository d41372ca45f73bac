import { eq, inArray } from 'drizzle-orm';
import { procurements } from '../db/schema/procurement';
import { stockMovements } from '../db/schema/stock';
import { productionItems } from '../db/schema/production';
import { procurementItems } from '../db/schema/procurement';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { registerOutletHistoryCheck } from './history';
import { registerProductHistoryCheck } from './products';
import { registerSupplierHistoryCheck } from './suppliers';

/**
 * Which records count as history, so that deletes refuse them (DOMAIN 3, 4): imported once by
 * the API app, so every delete asks the same questions whatever was loaded first.
 */
registerProductHistoryCheck(async (db, productId) => {
  for (const [table, column] of [
    [stockMovements, stockMovements.productId],
    [productionItems, productionItems.productId],
    [procurementItems, procurementItems.productId],
    [transactionOrderItems, transactionOrderItems.productId],
  ] as const) {
    const [row] = await db.select({ id: column }).from(table).where(eq(column, productId)).limit(1);
    if (row) return true;
  }
  return false;
});

registerSupplierHistoryCheck(async (db, supplierId) => {
  const [row] = await db
    .select({ id: procurements.id })
    .from(procurements)
    .where(eq(procurements.supplierId, supplierId))
    .limit(1);
  return Boolean(row);
});

registerOutletHistoryCheck(async (db, outletIds) => {
  const [row] = await db
    .select({ id: transactionOrders.id })
    .from(transactionOrders)
    .where(inArray(transactionOrders.outletId, outletIds))
    .limit(1);
  return Boolean(row);
});
