import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { parseISO } from 'date-fns';
import { todayInWib } from '../../../i18n/format';
import { actorOf } from '../../services/acting';
import { confirmDelivery, disputeDelivery } from '../../services/delivery-proof';
import { createClosure } from '../../services/schedule';
import { saveStandingOrder } from '../../services/standing-orders';
import { ordersDelivered } from '../../services/order-queries';
import { processReturn, storeReturn } from '../../services/returns';
import { createRoute } from '../../services/routes';
import type { Db } from '../client';
import { queryRows } from '../raw';
import { users } from '../schema/accounts';
import { invoices } from '../schema/invoices';
import { transactionOrderItems, transactionOrders } from '../schema/orders';
import { outlets } from '../schema/outlets';
import { returnItems } from '../schema/returns';
import { demoDeliveryPhotoPng } from './demo-files';
import { seedDemoKitchen, upload } from './demo-kitchen';
import { shiftDate } from '../../../iso-dates';

/**
 * The day's operations of the demo bakery, through the services (so every rule and the ledger hold):
 * two delivery routes with the driver, returns from partners (one processed into stock and waste,
 * one waiting for the warehouse), yesterday's drops with their proofs and a dispute of one, a
 * closed day soon, the usual order of `mitra`'s first outlet (Order Rutin), and the kitchen
 * (demo-kitchen.ts: recipes, purchases, productions from the plan). Made "now", after the bulk
 * history, so every role's home has work on first start.
 */
export async function seedDemoOperations(
  db: Db,
  prefix: string,
  now: Date,
  alsoPartners: readonly string[] = [],
): Promise<void> {
  const today = todayInWib(now);
  const owner = await actorOf(db, 'owner', now);
  const warehouse = await actorOf(db, 'gudang', now);
  const driver = await actorOf(db, 'kurir', now);

  const demoOutlets = await db
    .select({ id: outlets.id, ownerId: outlets.ownerId, username: users.username })
    .from(outlets)
    .innerJoin(users, eq(users.id, outlets.ownerId))
    .where(or(like(users.username, `${prefix}%`), inArray(users.username, [...alsoPartners, ''])))
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

  const shortDrop = await deliverYesterday(
    db,
    today,
    demoOutlets.map((o) => o.id),
  );
  // The outlet short of two pieces says it was three, that evening: a dispute for staff to settle.
  const disputing = demoOutlets.find((o) => o.id === shortDrop?.outletId);
  if (shortDrop && disputing)
    await disputeDelivery(db, await actorOf(db, disputing.username, shortDrop.eveningAfter), shortDrop.orderId, {
      notes: 'Yang rusak tiga, bukan dua: satu lagi penyok di dalam dus. Mohon dicek.',
    });

  // The oven's yearly service closes the bakery one day soon: the partners' pages announce it.
  await createClosure(db, owner, {
    startDate: shiftDate(today, 10),
    endDate: shiftDate(today, 10),
    notes: 'Perawatan oven tahunan',
  });
  await standingOrdersOf(db, 'mitra', now);

  // The kitchen before the returns: its days run up to this morning's batch, and a return is
  // processed now, after it (the stock ledger reads in the order things happened).
  await seedDemoKitchen(db, now);

  // Returns from the first two outlets (of different partners) that received bread yesterday:
  // leftovers back to stock and damaged bread out. Bread (by the piece) keeps three days, so
  // yesterday's leftovers, baked the day before, are good today and run out tomorrow (the
  // warehouse's expiring card has them).
  let index = 0;
  let lastOwner: number | null = null;
  for (const outlet of demoOutlets) {
    if (index === 2) break;
    if (outlet.ownerId === lastOwner) continue;
    // Bread without a size of which yesterday's delivery brought at least the three that come back
    // (an outlet sells its oldest first, so what it gives back is of its latest delivery).
    const received = await queryRows<{ productId: string; size: null }>(
      db,
      sql`select i.product_id as "productId", i.size from transaction_order_items i
          join transaction_orders on transaction_orders.id = i.order_id
          where transaction_orders.outlet_id = ${outlet.id} and ${ordersDelivered(shiftDate(today, -1))}
            and i.unit = 'pcs' and i.size is null and i.qty >= 3
          order by i.id limit 2`,
    );
    if (received.length < 2) continue;
    lastOwner = outlet.ownerId;
    index += 1;
    const partner = await actorOf(db, outlet.username, now);
    const stored = await storeReturn(db, partner, {
      branchId: outlet.id,
      date: shiftDate(today, -1),
      items: received.map((line, i) => ({
        productId: line.productId,
        size: line.size,
        qty: i === 0 ? 3 : 2,
        reason: i === 0 ? 'sisa' : 'rusak',
      })),
      photo: null,
      clientKey: `demo-retur-${index}-${today}`,
    });
    if (index > 1) continue; // the second one waits for the warehouse
    const lines = await db
      .select({ id: returnItems.id, reason: returnItems.reason })
      .from(returnItems)
      .where(eq(returnItems.returnId, stored.id))
      .orderBy(asc(returnItems.id));
    await processReturn(db, warehouse, stored.id, {
      lines: lines.map((l) => ({ itemId: l.id, disposition: l.reason === 'sisa' ? 'stok' : 'buang' })),
    });
  }
}

/**
 * The partner's usual order, Monday to Saturday, for its first outlet: the lines of that outlet's
 * latest order. The hourly job makes the orders from it (an outlet that already ordered for a day
 * gets none).
 */
async function standingOrdersOf(db: Db, username: string, now: Date) {
  const partner = await actorOf(db, username, now);
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(eq(outlets.ownerId, partner.userId), eq(outlets.isActive, true)))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) return;
  const [latest] = await db
    .select({ id: transactionOrders.id })
    .from(transactionOrders)
    .where(eq(transactionOrders.outletId, outlet.id))
    .orderBy(desc(transactionOrders.deliveryDate))
    .limit(1);
  if (!latest) return;
  const lines = await db
    .select({
      productId: transactionOrderItems.productId,
      qty: transactionOrderItems.qty,
      size: transactionOrderItems.size,
    })
    .from(transactionOrderItems)
    .where(eq(transactionOrderItems.orderId, latest.id))
    .orderBy(asc(transactionOrderItems.id));
  for (let weekday = 1; weekday <= 6; weekday++)
    await saveStandingOrder(db, partner, {
      branchId: outlet.id,
      weekday,
      items: lines.map((l) => ({ productId: l.productId, qty: l.qty, notes: l.size })),
    });
}

/**
 * Yesterday's drops with the driver's proof: the recipient, a photo and the place, each in the
 * afternoon; one outlet received two pieces less (damaged on the way), which adjusted its order.
 * Answers that drop, and a moment that evening.
 */
async function deliverYesterday(db: Db, today: string, outletIds: number[]) {
  const delivered = await db
    .select({ id: transactionOrders.id, outletId: transactionOrders.outletId, invoice: invoices.status })
    .from(transactionOrders)
    .leftJoin(invoices, eq(invoices.id, transactionOrders.invoiceId))
    .where(and(inArray(transactionOrders.outletId, outletIds), ordersDelivered(shiftDate(today, -1))))
    .orderBy(asc(transactionOrders.id));
  const afternoon = parseISO(`${shiftDate(today, -1)}T13:00:00+07:00`).getTime();
  let short: { orderId: number; outletId: number; eveningAfter: Date } | null = null;
  for (const [i, order] of delivered.entries()) {
    const driver = await actorOf(db, 'kurir', new Date(afternoon + i * 25 * 60_000));
    const photo = await upload(db, driver, demoDeliveryPhotoPng(i), `bukti-${i + 1}.png`);
    const [firstLine] = await db
      .select({ id: transactionOrderItems.id, qty: transactionOrderItems.qty })
      .from(transactionOrderItems)
      .where(eq(transactionOrderItems.orderId, order.id))
      .orderBy(asc(transactionOrderItems.id))
      .limit(1);
    // A paid invoice's order cannot be adjusted (on the 1st, yesterday's month is billed and
    // mostly paid): the short drop is the first one after the first whose invoice is still open.
    const isShort = !short && i >= 1 && order.invoice !== 'lunas' && firstLine && firstLine.qty > 2;
    if (isShort)
      short = { orderId: order.id, outletId: order.outletId, eveningAfter: new Date(afternoon + 6 * 3_600_000) };
    await confirmDelivery(db, driver, order.id, {
      lines: isShort ? [{ itemId: firstLine.id, deliveredQty: firstLine.qty - 2, reason: 'rusak' }] : [],
      recipientName: RECIPIENTS[i % RECIPIENTS.length],
      photo: photo.filename,
      lat: -6.9 - i * 0.004,
      lng: 107.6 + i * 0.003,
      clientKey: `demo-bukti-${order.id}`,
    });
  }
  return short;
}

const RECIPIENTS = ['Bu Sari', 'Pak Dedi', 'Rina (kasir)', 'Bu Yuli', 'Asep', 'Bu Wati', 'Pak Hendra', 'Nining'];
