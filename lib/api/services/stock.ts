import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { formatQuantity, todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products, productTypes, productUnits } from '../db/schema/catalog';
import { stockLots, stockMovementCounts, stockMovements, stockSizes } from '../db/schema/stock';
import { newestFirstPage } from '../db/newest-first-page';
import { ApiError, conflict, invalid, notFound, type FieldErrors } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { ProductTypeKey } from '../schemas/product';
import type { ExpiringItem, SizeStock, StockLot, StockUpdateInput } from '../schemas/stock';
import { recordAudit } from './audit';
import { fromMilli, toMilli } from '../schemas/common';
import { wholeWhereCounted } from './document-lines';
import { countProducts, productSearch, selectProducts } from './product-select';
import { applyStockChanges, lockProducts } from './stock-ledger';
import { expiredOn } from './stock-lots';
import { LIMITS } from '../limits';
import { shiftDate } from '../../iso-dates';

type StockListQuery = ListQuery & { type?: ProductTypeKey };

function productFilter(query: StockListQuery): SQL | undefined {
  return and(query.type ? eq(productTypes.key, query.type) : undefined, productSearch(query.search));
}

const productColumns = {
  productId: products.id,
  title: products.title,
  productType: productTypes.name,
  productTypeKey: productTypes.key,
  productUnit: productUnits.name,
  stock: products.stock,
  /** The sizes the product is kept in (S, M, L); empty = no sizes. */
  sizes: products.sizes,
};

function productQuery(db: Db) {
  return selectProducts(db, productColumns);
}

export async function stockTypeOptions(db: Db) {
  return db.select({ key: productTypes.key, name: productTypes.name }).from(productTypes).orderBy(asc(productTypes.id));
}

/** Lots expiring within this many days are "segera" (DOMAIN 15). */
export const EXPIRING_DAYS = 2;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /stock: every product with its current stock and when it last moved, by title. */
export async function listStock(db: Db, query: StockListQuery, now: Date) {
  const where = productFilter(query);
  return listPage(
    query,
    () => countProducts(db, where),
    async (offset, limit) => {
      // Correlated per row of the page: the ledger index (product_id, created_at) answers it at once.
      const lastMovementAt =
        sql<Date | null>`(select max(m.created_at) from ${stockMovements} m where m.product_id = ${products.id})`.mapWith(
          stockMovements.createdAt,
        );
      // Tracked finished goods: what of the stock is expired today or expires within two days (DOMAIN 15).
      const today = todayInWib(now);
      const until = shiftDate(today, EXPIRING_DAYS);
      const lotSum = (cond: SQL) =>
        sql<string>`(select coalesce(sum(l.qty), 0)::text from ${stockLots} l where l.product_id = ${products.id} and l.qty > 0 and ${cond})`;
      const rows = await selectProducts(db, {
        ...productColumns,
        isCenterOnly: products.isCenterOnly,
        lastMovementAt,
        expiredQty: lotSum(sql`l.expires_on <= ${today}`),
        expiringQty: lotSum(sql`l.expires_on > ${today} and l.expires_on <= ${until}`),
      })
        .where(where)
        .orderBy(asc(products.title), asc(products.id))
        .limit(limit)
        .offset(offset);
      return (await withSizeStock(db, rows)).map((r) => ({
        ...r,
        isCenterOnly: r.isCenterOnly ? ('true' as const) : ('false' as const),
        lastMovementAt: iso(r.lastMovementAt),
        expiredQty: Number(r.expiredQty),
        expiringQty: Number(r.expiringQty),
      }));
    },
    { type: await stockTypeOptions(db) },
  );
}

/** GET /stock/create: the adjust form's products (page size 100), by title. */
export async function stockFormProducts(db: Db, query: StockListQuery) {
  const where = productFilter(query);
  return listPage(
    query,
    () => countProducts(db, where),
    async (offset, limit) =>
      withSizeStock(
        db,
        await productQuery(db).where(where).orderBy(asc(products.title), asc(products.id)).limit(limit).offset(offset),
      ),
    { type: await stockTypeOptions(db) },
  );
}

async function stockProduct(db: Db, productId: string) {
  const [row] = await productQuery(db).where(eq(products.id, productId)).limit(1);
  if (!row) throw notFound(t.errors.notFound);
  return (await withSizeStock(db, [row]))[0];
}

/**
 * Adds each product's stock per size (stock_sizes) and without a size (what the stock holds
 * beyond its sizes), in the product's order of sizes; one query for the whole page.
 */
export async function withSizeStock<T extends { productId: string; stock: number; sizes: string[] }>(
  db: Db,
  rows: T[],
): Promise<(T & { sizeStock: SizeStock[] })[]> {
  const sized = rows.filter((r) => r.sizes.length > 0).map((r) => r.productId);
  const buckets =
    sized.length === 0
      ? []
      : await db
          .select({ productId: stockSizes.productId, size: stockSizes.size, qty: stockSizes.qty })
          .from(stockSizes)
          .where(inArray(stockSizes.productId, sized));
  return rows.map((row) => {
    if (row.sizes.length === 0) return { ...row, sizeStock: [] };
    const own = buckets.filter((b) => b.productId === row.productId);
    const qtyOf = new Map(own.map((b) => [b.size, toMilli(b.qty)]));
    // A size no longer offered keeps showing while it still holds stock.
    const sizes = [...row.sizes, ...own.filter((b) => !row.sizes.includes(b.size) && b.qty > 0).map((b) => b.size)];
    const sizeStock: SizeStock[] = sizes.map((size) => ({ size, qty: fromMilli(qtyOf.get(size) ?? 0) }));
    const withoutSize = toMilli(row.stock) - [...qtyOf.values()].reduce((sum, milli) => sum + milli, 0);
    if (withoutSize !== 0) sizeStock.push({ size: null, qty: fromMilli(withoutSize) });
    return { ...row, sizeStock };
  });
}

/**
 * A search's page newest first, written so that no index can give that order: the planner then
 * reads the matches from the trigram indexes and sorts them, a cost that follows the number of
 * matches. Ordered by the bare columns it walks the product's whole ledger newest first and
 * filters, which it chooses when it expects early matches and misjudges when they are old
 * ("PRD/2025" in a product's 40,000 rows: 25 ms against 4).
 */
const searchedNewestFirst = [
  desc(sql`${stockMovements.createdAt} + interval '0 s'`),
  desc(sql`${stockMovements.id} + 0`),
];

/** GET /stock/show/{productId}: the product's ledger, newest first, optionally only in or out. */
export async function stockHistory(db: Db, productId: string, query: ListQuery & { inBound?: boolean }, now: Date) {
  const product = await stockProduct(db, productId);
  const term = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(stockMovements.productId, product.productId),
    query.inBound === true
      ? gt(stockMovements.qty, 0)
      : query.inBound === false
        ? lt(stockMovements.qty, 0)
        : undefined,
    term ? or(ilike(stockMovements.notes, term), ilike(stockMovements.documentNumber, term)) : undefined,
  );
  // The whole history's total is kept per product (stock_movement_counts); a filter counts.
  const whole = query.inBound === undefined && !term;
  return listPage(
    query,
    async () =>
      whole
        ? ((
            await db
              .select({ n: stockMovementCounts.n })
              .from(stockMovementCounts)
              .where(eq(stockMovementCounts.productId, product.productId))
          )[0]?.n ?? 0)
        : await db.$count(stockMovements, where),
    async (offset, limit) => {
      // A search sorts its matches (above); otherwise the page's ids come from the ledger's index
      // alone, and only those ten rows are read (a deep page skipped 10,000 rows' columns).
      const page = term
        ? { where, order: searchedNewestFirst, offset, limit }
        : (() => {
            const { onPage, newestFirst } = newestFirstPage(db, stockMovements, where, offset, limit);
            return { where: onPage, order: newestFirst, offset: 0, limit };
          })();
      const rows = await db
        .select({
          id: stockMovements.id,
          createdAt: stockMovements.createdAt,
          qty: stockMovements.qty,
          unit: stockMovements.unit,
          size: stockMovements.size,
          kind: stockMovements.kind,
          documentType: stockMovements.documentType,
          documentNumber: stockMovements.documentNumber,
          notes: stockMovements.notes,
          balance: stockMovements.balance,
          author: users.name,
        })
        .from(stockMovements)
        .leftJoin(users, eq(users.id, stockMovements.authorId))
        .where(page.where)
        .orderBy(...page.order)
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        kindLabel: t.inventory.kinds[r.kind] ?? r.kind,
      }));
    },
    { product, lots: await lotsOf(db, product.productId, todayInWib(now)) },
  );
}

/**
 * POST /stock/update: a manual adjustment (DOMAIN 5). Every line is checked against its product
 * first (known, and in the product's own unit when a unit is sent), then all lines move in one
 * transaction through the ledger, which refuses the whole adjustment if any product would go
 * below zero. The audit row is written in the same transaction.
 */
export async function adjustStock(db: Db, actor: Actor, input: StockUpdateInput) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.items.map((line) => line.productId))];
    const known = await productQuery(tx).where(inArray(products.id, ids));
    const byId = new Map(known.map((p) => [p.productId, p]));
    const errors: FieldErrors = {};
    input.items.forEach((line, i) => {
      const product = byId.get(line.productId);
      if (!product) errors[`items.${i}.productId`] = t.stock.unknownProduct(line.productId);
      else if (line.unit !== null && line.unit.toLowerCase() !== product.productUnit.toLowerCase())
        errors[`items.${i}.unit`] = t.inventory.unitMismatch(product.productUnit);
      else if (!wholeWhereCounted(product.productTypeKey, line.qty))
        errors[`items.${i}.qty`] = t.validation.wholeUnits(product.title);
      else if (line.size !== null && !product.sizes.includes(line.size))
        errors[`items.${i}.size`] = t.stock.sizeInvalid(product.title, line.size);
    });
    const first = Object.values(errors)[0];
    if (first) throw invalid(first, errors);
    // Lines of one product and size are booked as their sum; lines that cancel out change nothing.
    const net = new Map<string, { productId: string; size: string | null; milli: number }>();
    // Summed in thousandths, so 0,1 + 0,2 is exactly 0,3.
    for (const line of input.items) {
      const key = `${line.productId}\u0000${line.size ?? ''}`;
      const sum = net.get(key) ?? { productId: line.productId, size: line.size, milli: 0 };
      net.set(key, { ...sum, milli: sum.milli + toMilli(line.qty) });
    }
    // A product's lines together within the one limit every quantity has: 1.000 lines of the most
    // each would overflow the stock column (a 500), not move a real stock.
    for (const c of net.values())
      if (Math.abs(c.milli) > toMilli(LIMITS.qty)) {
        const i = input.items.findIndex((line) => line.productId === c.productId && line.size === c.size);
        throw invalid(t.limits.qtyTooLarge, { [`items.${i}.qty`]: t.limits.qtyTooLarge });
      }
    const changes = [...net.values()]
      .filter((c) => c.milli !== 0)
      .map((c) => ({ productId: c.productId, ...(c.size === null ? {} : { size: c.size }), qty: fromMilli(c.milli) }));
    if (changes.length === 0) throw invalid(t.errors.incomplete, { items: t.inventory.noChanges });

    // Counted against the stock the form showed: under the products' locks, a figure that moved
    // since (an order confirmed, another count, a write-off) is refused, not silently booked on.
    await lockProducts(tx, ids);
    const stockNow = new Map(
      (await tx.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids))).map(
        (p) => [p.id, p.stock],
      ),
    );
    const moved: FieldErrors = {};
    input.items.forEach((line, i) => {
      const now = stockNow.get(line.productId) ?? 0;
      if (line.stockSeen !== null && toMilli(line.stockSeen) !== toMilli(now)) {
        const product = byId.get(line.productId)!;
        moved[`items.${i}.qty`] = t.inventory.stockMoved(product.title, formatQuantity(now), product.productUnit);
      }
    });
    const firstMoved = Object.values(moved)[0];
    if (firstMoved) throw new ApiError(409, firstMoved, moved);
    await applyStockChanges(tx, actor, changes, { kind: 'adjustment', notes: input.notes, onlyNamedSize: true });
    await recordAudit(tx, actor, 'adjust', 'stock', null, {
      notes: input.notes,
      items: changes.map((c) => ({ ...c, unit: byId.get(c.productId)?.productUnit ?? null })),
    });
    const after = await productQuery(tx)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.title), asc(products.id));
    return { items: await withSizeStock(tx, after) };
  });
}

/**
 * POST /stock/write-off-expired: every expired lot (of one product, or all) leaves stock as waste
 * (kedaluwarsa) in one transaction, through the ledger; 409 when nothing is expired.
 */
export async function writeOffExpired(db: Db, actor: Actor, productId: string | null) {
  return db.transaction(async (tx) => {
    const today = todayInWib(actor.now);
    // The products first, then their lots: the order a confirmation takes them in (no deadlock).
    const expiring = await tx
      .selectDistinct({ id: stockLots.productId })
      .from(stockLots)
      .where(and(expiredOn(today), productId ? eq(stockLots.productId, productId) : undefined));
    await lockProducts(
      tx,
      expiring.map((p) => p.id),
    );
    const expired = await tx
      .select({ id: stockLots.id, productId: stockLots.productId, size: stockLots.size, qty: stockLots.qty })
      .from(stockLots)
      .where(and(expiredOn(today), productId ? eq(stockLots.productId, productId) : undefined))
      .orderBy(asc(stockLots.productId), asc(stockLots.id))
      .for('update');
    if (expired.length === 0) throw conflict(t.stock.nothingExpired);
    await tx
      .update(stockLots)
      .set({ qty: 0 })
      .where(
        inArray(
          stockLots.id,
          expired.map((l) => l.id),
        ),
      );
    // Each lot leaves its own size; the ledger sums a product's lots of one size into one row.
    const changes = expired.map((lot) => ({ productId: lot.productId, size: lot.size, qty: -lot.qty }));
    await applyStockChanges(tx, actor, changes, { kind: 'waste', notes: t.stock.expiredNote });
    await recordAudit(tx, actor, 'write-off-expired', 'stock', null, { lots: expired });
    return { products: new Set(expired.map((lot) => lot.productId)).size, lots: expired.length };
  });
}

function lotStatus(expiresOn: string, today: string): StockLot['status'] {
  if (expiresOn <= today) return 'kedaluwarsa';
  return expiresOn <= shiftDate(today, EXPIRING_DAYS) ? 'segera' : 'baik';
}

/** A product's lots with something left, oldest expiry first. */
export async function lotsOf(db: Db, productId: string, today: string): Promise<StockLot[]> {
  const rows = await db
    .select({
      lotId: stockLots.id,
      productionId: stockLots.productionId,
      productionDate: stockLots.productionDate,
      expiresOn: stockLots.expiresOn,
      size: stockLots.size,
      qty: stockLots.qty,
    })
    .from(stockLots)
    .where(and(eq(stockLots.productId, productId), gt(stockLots.qty, 0)))
    .orderBy(asc(stockLots.expiresOn), asc(stockLots.id));
  return rows.map((r) => {
    const status = lotStatus(r.expiresOn, today);
    return { ...r, status, statusLabel: t.stock.lotStatus[status] };
  });
}

/** GET /stock/expiring: what the warehouse must look at today (DOMAIN 15), most expired first. */
export async function expiringStock(db: Db, now: Date): Promise<ExpiringItem[]> {
  const today = todayInWib(now);
  const until = shiftDate(today, EXPIRING_DAYS);
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      unit: productUnits.name,
      expiredQty: sql<string>`coalesce(sum(${stockLots.qty}) filter (where ${stockLots.expiresOn} <= ${today}), 0)::text`,
      expiringQty: sql<string>`coalesce(sum(${stockLots.qty}) filter (where ${stockLots.expiresOn} > ${today}), 0)::text`,
      nextExpiry: sql<string | null>`min(${stockLots.expiresOn})::text`,
    })
    .from(stockLots)
    .innerJoin(products, eq(products.id, stockLots.productId))
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(and(gt(stockLots.qty, 0), lte(stockLots.expiresOn, until)))
    .groupBy(products.id, products.title, productUnits.name)
    .orderBy(sql`min(${stockLots.expiresOn})`, asc(products.title));
  return rows.map((r) => ({ ...r, expiredQty: Number(r.expiredQty), expiringQty: Number(r.expiringQty) }));
}
