import { and, asc, count, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products, productTypes, productUnits } from '../db/schema/catalog';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { procurements } from '../db/schema/procurement';
import { productionItems, productions } from '../db/schema/production';
import { suppliers } from '../db/schema/suppliers';
import { stockLots } from '../db/schema/stock';
import { expiredOn } from './stock-lots';
import { monthBounds } from '../exports/invoice-period';
import { ATTENTION_LIMIT, type WarehouseSection } from '../schemas/report';
import { monthDates } from './reports-month';
import { linesOfOrders } from './order-queries';
import { selectProducts } from './product-select';
import { sumOf } from '../db/raw';

/**
 * Low-stock rule (documented in the answer as `rule`):
 * - raw materials (bahan_baku): below 10 of their unit;
 * - finished goods (bahan_jadi): below 20, or below what pending orders for today onwards will
 *   take out when they are confirmed, whichever is more, so the warehouse sees a shortfall
 *   before a confirmation is refused. Unpublished finished goods without pending orders are
 *   left out: they are no longer made (the demo's discontinued 040 sits at 0 on purpose).
 */
export const LOW_STOCK = { finishedGoods: 20, rawMaterials: 10 } as const;

async function lowStock(db: Db, today: string): Promise<WarehouseSection['lowStock']> {
  const demand = db
    .select({
      productId: transactionOrderItems.productId,
      qty: sql<string>`sum(${transactionOrderItems.qty})`.as('demand_qty'),
    })
    .from(transactionOrderItems)
    .where(linesOfOrders(and(eq(transactionOrders.status, 'pending'), gte(transactionOrders.deliveryDate, today))))
    .groupBy(transactionOrderItems.productId)
    .as('demand');
  const pending = sql<string>`coalesce(${demand.qty}, 0)`;
  // Expired lots are not usable stock (DOMAIN 15): a confirmation would refuse them, so the card
  // weighs what is still good.
  const expired = db
    .select({ productId: stockLots.productId, qty: sql<string>`sum(${stockLots.qty})`.as('expired_qty') })
    .from(stockLots)
    .where(expiredOn(today))
    .groupBy(stockLots.productId)
    .as('expired');
  const usable = sql<string>`(${products.stock} - coalesce(${expired.qty}, 0))`;
  const threshold = sql<string>`case when ${productTypes.key} = 'bahan_jadi' then greatest(${LOW_STOCK.finishedGoods}, ${pending}) else ${LOW_STOCK.rawMaterials} end`;
  const where = or(
    and(eq(productTypes.key, 'bahan_baku'), lt(products.stock, LOW_STOCK.rawMaterials)),
    and(
      eq(productTypes.key, 'bahan_jadi'),
      or(eq(products.isPublish, true), sql`${pending} > 0`),
      sql`${usable} < greatest(${LOW_STOCK.finishedGoods}, ${pending})`,
    ),
  );
  // Emptiest first, relative to its own threshold: 0 of 20 before 5 of 10.
  const rows = await selectProducts(db, {
    productId: products.id,
    title: products.title,
    type: productTypes.key,
    unit: productUnits.name,
    stock: sql<string>`${usable}`.mapWith(Number),
    threshold,
    demand: pending,
  })
    .leftJoin(demand, eq(demand.productId, products.id))
    .leftJoin(expired, eq(expired.productId, products.id))
    .where(where)
    .orderBy(sql`${usable}::float / ${threshold}::float`, asc(products.title))
    .limit(ATTENTION_LIMIT);
  const [{ n }] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(demand, eq(demand.productId, products.id))
    .leftJoin(expired, eq(expired.productId, products.id))
    .where(where);
  return {
    rule: { ...LOW_STOCK },
    count: n,
    items: rows.map((r) => ({
      ...r,
      type: r.type as 'bahan_baku' | 'bahan_jadi',
      threshold: Number(r.threshold),
      demand: Number(r.demand),
    })),
  };
}

/** Batches waiting for the warehouse's approval, the longest waiting first (also on production's dashboard). */
export async function pendingProductions(db: Db): Promise<WarehouseSection['pendingProductions']> {
  const where = eq(productions.status, 'pending');
  const rows = await db
    .select({
      productionId: productions.id,
      number: productions.number,
      createdAt: productions.createdAt,
      // In a one-table select drizzle writes columns unqualified, and inside these subqueries a bare
      // "id" would be the subquery's own: name the outer table explicitly (the "5 baris" defect).
      createdBy: sql<string | null>`(select u.name from ${users} u where u.id = "productions"."created_by")`,
      itemCount:
        sql<number>`(select count(*)::int from ${productionItems} i where i.production_id = "productions"."id")`.mapWith(
          Number,
        ),
    })
    .from(productions)
    .where(where)
    .orderBy(asc(productions.createdAt), asc(productions.id))
    .limit(ATTENTION_LIMIT);
  return {
    count: await db.$count(productions, where),
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

async function toReceive(db: Db): Promise<WarehouseSection['toReceive']> {
  const where = eq(procurements.deliveryStatus, 'dipesan');
  const rows = await db
    .select({
      procurementId: procurements.id,
      number: procurements.number,
      supplier: suppliers.company,
      total: procurements.total,
      createdAt: procurements.createdAt,
    })
    .from(procurements)
    .innerJoin(suppliers, eq(suppliers.id, procurements.supplierId))
    .where(where)
    .orderBy(asc(procurements.createdAt), asc(procurements.id))
    .limit(ATTENTION_LIMIT);
  const [totals] = await db
    .select({ n: count(), total: sumOf(procurements.total) })
    .from(procurements)
    .where(where);
  return {
    count: totals.n,
    total: Number(totals.total),
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

async function payments(db: Db, today: string): Promise<WarehouseSection['payments']> {
  const where = eq(procurements.statusPayment, 'belum_bayar');
  // The same rule as the procurement list (services/procurements.ts): unpaid after its due date (WIB).
  const overdue = sql<boolean>`(${procurements.paymentDueOn} is not null and ${procurements.paymentDueOn} < ${today}::date)`;
  const rows = await db
    .select({
      procurementId: procurements.id,
      number: procurements.number,
      supplier: suppliers.company,
      total: procurements.total,
      paymentDueOn: procurements.paymentDueOn,
      isOverdue: overdue.mapWith(Boolean),
      deliveryStatus: procurements.deliveryStatus,
    })
    .from(procurements)
    .innerJoin(suppliers, eq(suppliers.id, procurements.supplierId))
    .where(where)
    .orderBy(sql`${procurements.paymentDueOn} asc nulls last`, asc(procurements.createdAt), asc(procurements.id))
    .limit(ATTENTION_LIMIT);
  const [totals] = await db
    .select({
      n: count(),
      total: sumOf(procurements.total),
      overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      overdueTotal: sql<string>`coalesce(sum(${procurements.total}) filter (where ${overdue}), 0)`,
    })
    .from(procurements)
    .where(where);
  return {
    count: totals.n,
    total: Number(totals.total),
    overdueCount: totals.overdueCount,
    overdueTotal: Number(totals.overdueTotal),
    items: rows.map((r) => ({ ...r, deliveryStatus: r.deliveryStatus as 'dipesan' | 'diterima' })),
  };
}

/** Ordered = procurements made in the month (WIB); paid = payment date in the month. */
async function spend(db: Db, month: string): Promise<WarehouseSection['spend']> {
  const { start, end } = monthBounds(month);
  const { first, last } = monthDates(month);
  const madeInMonth = and(gte(procurements.createdAt, start), lt(procurements.createdAt, end));
  const [ordered] = await db
    .select({ n: count(), total: sumOf(procurements.total) })
    .from(procurements)
    .where(madeInMonth);
  const [paid] = await db
    .select({ n: count(), total: sumOf(procurements.total) })
    .from(procurements)
    .where(
      and(
        eq(procurements.statusPayment, 'lunas'),
        gte(procurements.paymentDate, first),
        lte(procurements.paymentDate, last),
      ),
    );
  const total = sumOf(procurements.total);
  const bySupplier = await db
    .select({ supplierId: suppliers.id, supplier: suppliers.company, total })
    .from(procurements)
    .innerJoin(suppliers, eq(suppliers.id, procurements.supplierId))
    .where(madeInMonth)
    .groupBy(suppliers.id, suppliers.company)
    .orderBy(desc(total), asc(suppliers.company))
    .limit(5);
  return {
    ordered: { count: ordered.n, total: Number(ordered.total) },
    paid: { count: paid.n, total: Number(paid.total) },
    bySupplier: bySupplier.map((r) => ({ ...r, total: Number(r.total) })),
  };
}

/** Warehouse: low stock, batches to approve, goods to receive, suppliers to pay, the month's spend. */
export async function warehouseReport(db: Db, month: string, today: string): Promise<WarehouseSection> {
  return {
    lowStock: await lowStock(db, today),
    pendingProductions: await pendingProductions(db),
    toReceive: await toReceive(db),
    payments: await payments(db, today),
    spend: await spend(db, month),
  };
}
