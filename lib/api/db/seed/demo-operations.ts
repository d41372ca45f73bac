import { and, asc, eq, like, sql } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import { todayInWib } from '../../../i18n/format';
import { actorOf } from '../../services/acting';
import { createProcurement } from '../../services/procurements';
import { processReturn, storeReturn } from '../../services/returns';
import { createRoute } from '../../services/routes';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { productTypes, products } from '../schema/catalog';
import { transactionOrderItems, transactionOrders } from '../schema/orders';
import { outlets } from '../schema/outlets';
import { returnItems } from '../schema/returns';
import { suppliers } from '../schema/suppliers';

const day = (today: string, n: number) => format(addDays(parseISO(today), n), 'yyyy-MM-dd');

/**
 * The day's operations of the demo bakery, through the services (so every rule and the ledger hold):
 * two delivery routes with the driver, returns from partners (one processed into stock and waste,
 * one waiting for the warehouse) and purchase orders to suppliers waiting for delivery. Made "now",
 * after the bulk history, so the warehouse's and the driver's homes have work on first start.
 */
export async function seedDemoOperations(db: Db, prefix: string, now: Date): Promise<void> {
  const today = todayInWib(now);
  const [owner, warehouse, driver] = await Promise.all([
    actorOf(db, 'owner', now),
    actorOf(db, 'gudang', now),
    actorOf(db, 'kurir', now),
  ]);

  const demoOutlets = await db
    .select({ id: outlets.id, ownerId: outlets.ownerId, username: users.username })
    .from(outlets)
    .innerJoin(users, eq(users.id, outlets.ownerId))
    .where(like(users.username, `${prefix}%`))
    .orderBy(asc(outlets.id));
  const half = Math.ceil(demoOutlets.length / 2);
  await createRoute(db, owner, {
    name: 'Rute Utara',
    driverId: driver.userId,
    stops: demoOutlets.slice(0, half).map((o) => o.id),
  });
  await createRoute(db, owner, {
    name: 'Rute Selatan',
    driverId: driver.userId,
    stops: demoOutlets.slice(half).map((o) => o.id),
  });

  // Returns of what two outlets received yesterday: leftovers back to stock and damaged bread out.
  for (const [index, outlet] of [demoOutlets[0], demoOutlets[2]].entries()) {
    if (!outlet) continue;
    const received = await db
      .select({ productId: transactionOrderItems.productId, size: transactionOrderItems.size })
      .from(transactionOrderItems)
      .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
      .where(
        and(
          eq(transactionOrders.outletId, outlet.id),
          eq(transactionOrders.status, 'berhasil'),
          eq(transactionOrders.deliveryDate, day(today, -1)),
        ),
      )
      .limit(2);
    if (received.length === 0) continue;
    const partner = await actorOf(db, outlet.username, now);
    const stored = await storeReturn(db, partner, {
      branchId: outlet.id,
      date: day(today, -1),
      items: received.map((line, i) => ({
        productId: line.productId,
        size: line.size,
        qty: i === 0 ? 3 : 2,
        reason: i === 0 ? 'sisa' : 'rusak',
      })),
      photo: null,
      clientKey: `demo-retur-${index}-${today}`,
    });
    if (index > 0) continue; // the second one waits for the warehouse
    const lines = await db
      .select({ id: returnItems.id, reason: returnItems.reason })
      .from(returnItems)
      .where(eq(returnItems.returnId, stored.id))
      .orderBy(asc(returnItems.id));
    await processReturn(db, warehouse, stored.id, {
      lines: lines.map((l) => ({ itemId: l.id, disposition: l.reason === 'sisa' ? 'stok' : 'buang' })),
    });
  }

  // Purchase orders for raw materials, waiting for delivery (the warehouse's "to receive").
  const supplierRows = await db.select({ id: suppliers.id }).from(suppliers).orderBy(asc(suppliers.id)).limit(2);
  const raw = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(and(eq(productTypes.key, 'bahan_baku'), sql`${products.id} ~ '^[0-9]+$'`))
    .orderBy(asc(products.id))
    .limit(4);
  for (const [i, supplier] of supplierRows.entries()) {
    const items = raw
      .slice(i * 2, i * 2 + 2)
      .map((p, j) => ({ productId: p.id, qty: 25 + j * 15, price: 12_000 + j * 3_500, unit: null }));
    if (items.length === 0) continue;
    await createProcurement(db, warehouse, {
      supplierId: supplier.id,
      paymentDueOn: day(today, 14),
      notes: i === 0 ? 'Stok untuk minggu depan' : null,
      items,
    });
  }
}
