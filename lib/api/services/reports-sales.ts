import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { invoicesOfPeriod } from '../exports/invoice-period';
import { ORDER_STATUSES } from '../schemas/order';
import { ATTENTION_LIMIT, type PartnerSection, type SalesSection } from '../schemas/report';
import { invoiceScope } from './invoice-queries';
import { goingOut, orderScope } from './order-queries';
import { fillDays, monthDates } from './reports-month';
import { sumOf } from '../db/raw';

const TOP = 5;

/**
 * Orders delivered in the month that the caller may see; `live` leaves out cancelled and held ones
 * (goingOut: what is baked and delivered; a held order is never confirmed as it stands).
 */
function monthOrders(actor: Actor, month: string, live = true): SQL | undefined {
  const { first, last } = monthDates(month);
  return and(
    orderScope(actor),
    gte(transactionOrders.deliveryDate, first),
    lte(transactionOrders.deliveryDate, last),
    live ? goingOut() : undefined,
  );
}

/** Order count and value per delivery date of the month, every day present. */
async function ordersPerDay(db: Db, actor: Actor, month: string) {
  const rows = await db
    .select({ date: transactionOrders.deliveryDate, count: count(), value: sumOf(transactionOrders.total) })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(monthOrders(actor, month))
    .groupBy(transactionOrders.deliveryDate);
  return fillDays(
    month,
    rows.map((r) => ({ date: r.date, count: r.count, value: Number(r.value) })),
    (date) => ({ date, count: 0, value: 0 }),
  );
}

/**
 * The month's invoices: invoiced = all, paid = what accepted payments cover (part payments count,
 * issue 17), outstanding = the rest; inProcess and unpaid are what is left of the invoices in
 * those states.
 */
async function invoiceFigures(db: Db, actor: Actor, month: string): Promise<SalesSection['invoices']> {
  const rows = await db
    .select({
      status: invoices.status,
      count: count(),
      total: sumOf(invoices.total),
      paid: sumOf(sql`least(${invoices.paidAmount}, ${invoices.total})`),
    })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(and(invoiceScope(actor), invoicesOfPeriod(month)))
    .groupBy(invoices.status);
  const left = (status: string) => {
    const row = rows.find((r) => r.status === status);
    return row ? Number(row.total) - Number(row.paid) : 0;
  };
  const invoiced = rows.reduce((s, r) => s + Number(r.total), 0);
  // A Lunas invoice is paid whole, whatever its payments (a zero invoice settled by finance's word).
  const paid = rows.reduce((s, r) => s + (r.status === 'lunas' ? Number(r.total) : Number(r.paid)), 0);
  return {
    count: rows.reduce((s, r) => s + r.count, 0),
    invoiced,
    paid,
    inProcess: left('proses'),
    unpaid: left('belum_bayar'),
    outstanding: invoiced - paid,
  };
}

async function topProducts(db: Db, actor: Actor, month: string): Promise<SalesSection['topProducts']> {
  const value = sumOf(sql`${transactionOrderItems.qty} * ${transactionOrderItems.price}`);
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      unit: sql<string>`min(${transactionOrderItems.unit})`,
      qty: sumOf(transactionOrderItems.qty),
      value,
    })
    .from(transactionOrderItems)
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .innerJoin(products, eq(products.id, transactionOrderItems.productId))
    .where(monthOrders(actor, month))
    .groupBy(products.id, products.title)
    .orderBy(desc(value), desc(sumOf(transactionOrderItems.qty)), asc(products.id))
    .limit(TOP);
  return rows.map((r) => ({ ...r, qty: Number(r.qty), value: Number(r.value) }));
}

async function topOutlets(db: Db, actor: Actor, month: string): Promise<SalesSection['topOutlets']> {
  const value = sumOf(transactionOrders.total);
  const rows = await db
    .select({ branchId: outlets.id, outlet: outlets.title, orderCount: count(), value })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(monthOrders(actor, month))
    .groupBy(outlets.id, outlets.title)
    .orderBy(desc(value), asc(outlets.title))
    .limit(TOP);
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

/** Owner, finance, viewer: orders per day, the month's invoices, best products and outlets. */
export async function salesReport(db: Db, actor: Actor, month: string): Promise<SalesSection> {
  const perDay = await ordersPerDay(db, actor, month);
  return {
    orders: { count: perDay.reduce((s, d) => s + d.count, 0), value: perDay.reduce((s, d) => s + d.value, 0) },
    perDay,
    invoices: await invoiceFigures(db, actor, month),
    topProducts: await topProducts(db, actor, month),
    topOutlets: await topOutlets(db, actor, month),
  };
}

const OPEN_INVOICE_STATUSES = ['belum_bayar', 'proses'] as const;

/** Merchant, admin-merchant: their outlets' orders of the month and every invoice not yet paid. */
export async function partnerReport(db: Db, actor: Actor, month: string): Promise<PartnerSection> {
  const byStatusRows = await db
    .select({ status: transactionOrders.status, count: count(), value: sumOf(transactionOrders.total) })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(monthOrders(actor, month, false))
    .groupBy(transactionOrders.status);
  const byStatus = ORDER_STATUSES.map((status) => {
    const row = byStatusRows.find((r) => r.status === status);
    return { status, label: t.order.statuses[status], count: row?.count ?? 0, value: Number(row?.value ?? 0) };
    // Held orders are the partner's to see (DOMAIN 19), named only when there are some.
  }).filter((s) => s.status !== 'ditahan' || s.count > 0);
  const live = byStatus.filter((s) => s.status !== 'dibatalkan');

  const open = and(invoiceScope(actor), inArray(invoices.status, [...OPEN_INVOICE_STATUSES]));
  // What is still owed: a part payment already accepted is not owed again (as Piutang counts it).
  const owed = sql`${invoices.total} - ${invoices.paidAmount}`;
  const invoiceTotals = await db
    .select({ status: invoices.status, count: count(), total: sumOf(owed) })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(open)
    .groupBy(invoices.status);
  const invoiceRows = await db
    .select({
      transactionId: invoices.id,
      number: invoices.number,
      outlet: outlets.title,
      periode: invoices.periode,
      status: invoices.status,
      total: invoices.total,
      remaining: sql<number>`${owed}`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(open)
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(ATTENTION_LIMIT);
  const openByStatus = OPEN_INVOICE_STATUSES.map((status) => {
    const row = invoiceTotals.find((r) => r.status === status);
    return { status, label: t.invoice.statuses[status], count: row?.count ?? 0, total: Number(row?.total ?? 0) };
  });

  return {
    orders: {
      count: live.reduce((s, r) => s + r.count, 0),
      value: live.reduce((s, r) => s + r.value, 0),
      byStatus,
      perDay: await ordersPerDay(db, actor, month),
    },
    openInvoices: {
      count: openByStatus.reduce((s, r) => s + r.count, 0),
      total: openByStatus.reduce((s, r) => s + r.total, 0),
      byStatus: openByStatus,
      items: invoiceRows.map((r) => {
        const status = r.status as (typeof OPEN_INVOICE_STATUSES)[number];
        return { ...r, status, statusLabel: t.invoice.statuses[status] };
      }),
    },
  };
}
