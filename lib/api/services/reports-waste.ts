import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productPrices, products, productUnits } from '../db/schema/catalog';
import { stockMovements } from '../db/schema/stock';
import { monthBounds } from '../exports/invoice-period';
import { outlets } from '../db/schema/outlets';
import { returnItems, returns } from '../db/schema/returns';
import { RETURN_REASONS, type WasteReport } from '../schemas/return';
import { orderedByProduct, ordersDelivered } from './order-queries';
import { monthDates } from './reports-month';

/**
 * GET /reports/waste (DOMAIN 18): what outlets gave back in a month by product, outlet and reason,
 * valued at each outlet's tier price, with each product's return rate (returned / delivered); and
 * what the warehouse wrote off as expired that month.
 */
export async function wasteReport(db: Db, actor: Actor, month?: string): Promise<WasteReport> {
  const periode = month ?? todayInWib(actor.now).slice(0, 7);
  // Ranges on the dates, which their indexes serve (to_char read every order of two years).
  const { first: firstDay, last: lastDay } = monthDates(periode);
  const inMonth = and(gte(returns.returnDate, firstDay), lte(returns.returnDate, lastDay));
  const value = sql<string>`sum(${returnItems.qty} * coalesce(${productPrices.price}, 0))`;
  const base = () =>
    db
      .select({
        productId: returnItems.productId,
        title: sql<string>`min(${returnItems.title})`,
        unit: sql<string>`min(${returnItems.unit})`,
        branchId: returns.outletId,
        outlet: sql<string>`min(${outlets.title})`,
        reason: returnItems.reason,
        qty: sql<string>`sum(${returnItems.qty})`,
        value,
      })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .innerJoin(outlets, eq(outlets.id, returns.outletId))
      .leftJoin(
        productPrices,
        and(eq(productPrices.productId, returnItems.productId), eq(productPrices.branchGroupId, outlets.branchGroupId)),
      )
      .where(inMonth)
      .groupBy(returnItems.productId, returns.outletId, returnItems.reason);
  const rows = (await base()).map((r) => ({ ...r, qty: Number(r.qty), value: Number(r.value) }));
  const delivered = await orderedByProduct(db, ordersDelivered(firstDay, lastDay));
  const sum = <K extends string>(key: (r: (typeof rows)[number]) => K) => {
    const totals = new Map<K, { qty: number; value: number; first: (typeof rows)[number] }>();
    for (const r of rows) {
      const k = key(r);
      const now = totals.get(k) ?? { qty: 0, value: 0, first: r };
      totals.set(k, { qty: now.qty + r.qty, value: now.value + r.value, first: now.first });
    }
    return [...totals.values()].sort((a, b) => b.value - a.value || b.qty - a.qty);
  };
  // The warehouse's own waste: expired stock written off in the month (WIB), by product.
  const { start, end } = monthBounds(periode);
  const writtenOff = await db
    .select({
      productId: stockMovements.productId,
      title: products.title,
      unit: productUnits.name,
      qty: sql<string>`-sum(${stockMovements.qty})`,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(
      and(eq(stockMovements.kind, 'waste'), gte(stockMovements.createdAt, start), lt(stockMovements.createdAt, end)),
    )
    .groupBy(stockMovements.productId, products.title, productUnits.name)
    .orderBy(sql`-sum(${stockMovements.qty}) desc`, stockMovements.productId);
  return {
    month: periode,
    writtenOff: writtenOff.map((r) => ({ ...r, qty: Number(r.qty) })),
    total: { qty: rows.reduce((s, r) => s + r.qty, 0), value: rows.reduce((s, r) => s + r.value, 0) },
    byProduct: sum((r) => r.productId).map(({ qty, value, first }) => {
      const out = delivered.get(first.productId) ?? 0;
      return {
        productId: first.productId,
        title: first.title,
        unit: first.unit,
        qty,
        value,
        delivered: out,
        returnRate: out > 0 ? Math.round((qty / out) * 1000) / 1000 : null,
      };
    }),
    byOutlet: sum((r) => String(r.branchId)).map(({ qty, value, first }) => ({
      branchId: first.branchId,
      outlet: first.outlet,
      qty,
      value,
    })),
    byReason: RETURN_REASONS.map((reason) => {
      const of = rows.filter((r) => r.reason === reason);
      return {
        reason,
        label: t.returns.reasons[reason],
        qty: of.reduce((s, r) => s + r.qty, 0),
        value: of.reduce((s, r) => s + r.value, 0),
      };
    }),
  };
}
