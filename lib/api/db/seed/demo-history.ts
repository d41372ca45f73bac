import { and, eq, inArray, sql } from 'drizzle-orm';
import { todayInWib } from '../../../i18n/format';
import { creditBreach, notifyHeld } from '../../services/credit';
import { makeReminders } from '../../services/reminders';
import type { Db } from '../client';
import { queryRows } from '../raw';
import { users } from '../schema/accounts';
import { invoicePayments, invoices } from '../schema/invoices';
import { transactionOrders } from '../schema/orders';
import { outlets } from '../schema/outlets';
import { seedDemoOperations } from './demo-operations';
import { seedLarge, type LargeSeedOptions } from './large';

/**
 * The demo bakery in full swing (DOMAIN 21, issue 18): four more partners with two outlets each and
 * three months of daily orders ending tomorrow, for the demo's own partners too, made in bulk by
 * the large seed (orders confirmed or cancelled, daily productions that bake what was ordered,
 * invoices of past months mostly paid, last month's partly, the month before's late payers). On top: one partner partly paid, one late
 * partner held by its credit rule, the reminders the hourly job would have made, and the day's
 * operations (routes, returns, yesterday's drops with their proofs: demo-operations.ts) and the
 * kitchen (recipes, purchases in every state, batches from the plan: demo-kitchen.ts).
 *
 * Only `npm start` on the embedded default and `npm run db:seed` add it; the browser tests keep the
 * quiet demo, whose figures they count on.
 */
export const DEMO_HISTORY: LargeSeedOptions = {
  outlets: 8,
  products: 0,
  days: 90,
  linesPerOrder: 4,
  partnerPrefix: 'mitra-demo',
  partnerNames: ['Toko Roti Sinar Jaya', 'Bakery Mentari', 'Roti Rumah Ibu', 'Kedai Roti Sejahtera'],
  // Its day's operations are made through the services (demo-operations.ts), one of each kind.
  dailyLoop: false,
  // The accounts the login page offers first open on their outlets' history, not on nothing.
  alsoPartners: ['mitra', 'mitra2'],
  // Last month's invoices are out (the month close runs on the 1st): receivables have current,
  // 1-30 and 31-60 days, and the dashboards have a closed month to show.
  lastMonthClosed: true,
};

export async function demoHistoryExists(db: Db): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from transaction_orders limit 1`);
  return rows.length > 0;
}

/** Adds the history once, on a demo without orders; answers whether it did. */
export async function seedDemoHistory(db: Db, now: Date = new Date()): Promise<{ created: boolean; ms: number }> {
  const started = Date.now();
  if (await demoHistoryExists(db)) return { created: false, ms: 0 };
  await seedLarge(db, { ...DEMO_HISTORY, today: todayInWib(now), now });
  await db.transaction(async (tx) => {
    // The demo partners with unpaid invoices, oldest first.
    const unpaid = await queryRows<{ partner_id: number; invoice_id: number; total: string }>(
      tx,
      sql`select o.owner_id as partner_id, i.id as invoice_id, i.total::text as total
          from invoices i join outlets o on o.id = i.outlet_id join users u on u.id = o.owner_id
          where i.status = 'belum_bayar' and i.total > 0 and u.username like ${`${DEMO_HISTORY.partnerPrefix}%`}
          order by u.username, i.id`,
    );
    const partners = [...new Set(unpaid.map((r) => r.partner_id))];
    const [late, partial] = partners;
    if (late !== undefined) await holdLatePartner(tx, late, now);
    const owed = unpaid.find((r) => r.partner_id === partial);
    if (owed) await payHalf(tx, owed.invoice_id, Number(owed.total), now);
  });
  await makeReminders(db, now);
  await keepShelfLives(db);
  await seedDemoOperations(db, DEMO_HISTORY.partnerPrefix!, now, DEMO_HISTORY.alsoPartners);
  return { created: true, ms: Date.now() - started };
}

/**
 * The demo's finished goods keep three days, the cakes (sold by the loyang, pack or box) five
 * (DOMAIN 15): from this morning's batch on, goods are made in lots, orders take the oldest good
 * lots first, labels print their dates, and what comes back dated runs out. The quiet demo of
 * the browser tests keeps no shelf life.
 */
async function keepShelfLives(db: Db) {
  await db.execute(sql`
    update products p set shelf_life_days = case when u.name = 'pcs' then 3 else 5 end
    from product_units u, product_types t
    where u.id = p.product_unit_id and t.id = p.product_type_id and t.key = 'bahan_jadi' and p.shelf_life_days is null`);
}

/**
 * A late partner on "tahan" (10 days): its orders still waiting are held with the reason. Its
 * oldest unpaid invoice fell due on the 15th of last month, at least 14 days ago whatever the day.
 */
async function holdLatePartner(tx: Db, partnerId: number, now: Date) {
  await tx.update(users).set({ creditOverdueDays: 10, creditMode: 'tahan' }).where(eq(users.id, partnerId));
  const breach = await creditBreach(tx, partnerId, now, 0);
  if (!breach) return;
  const waiting = await tx
    .select({ id: transactionOrders.id, number: transactionOrders.number, outlet: outlets.title })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(and(eq(outlets.ownerId, partnerId), eq(transactionOrders.status, 'pending')));
  if (waiting.length === 0) return;
  await tx
    .update(transactionOrders)
    .set({ status: 'ditahan', holdReason: breach.reason })
    .where(
      inArray(
        transactionOrders.id,
        waiting.map((o) => o.id),
      ),
    );
  for (const order of waiting) await notifyHeld(tx, partnerId, order, breach.reason);
}

/**
 * Half of an invoice paid by transfer ten days ago (or the day after it was issued, when that is
 * later), accepted by finance: the rest still owed.
 */
async function payHalf(tx: Db, invoiceId: number, total: number, now: Date) {
  const amount = Math.round(total / 2_000) * 1_000;
  if (amount <= 0) return;
  const [issued] = await tx.select({ at: invoices.createdAt }).from(invoices).where(eq(invoices.id, invoiceId));
  const paidAt = new Date(Math.max(now.getTime() - 10 * 86_400_000, issued.at.getTime() + 86_400_000));
  const [finance] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'finance'));
  await tx.insert(invoicePayments).values({
    invoiceId,
    amount,
    method: 'transfer',
    paymentDate: todayInWib(paidAt),
    status: 'diterima',
    createdAt: paidAt,
    decidedBy: finance?.id ?? null,
    decidedAt: paidAt,
  });
  await tx
    .update(invoices)
    .set({ paidAmount: amount, paymentMethod: 'transfer', paymentDate: todayInWib(paidAt) })
    .where(eq(invoices.id, invoiceId));
}
