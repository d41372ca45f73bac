import { queryRows } from '../db/raw';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { productUnits, products } from '../db/schema/catalog';
import { stockMovements, stockSizes } from '../db/schema/stock';
import { ApiError } from '../errors';
import { fromMilli, toMilli } from '../schemas/common';
import { todayInWib } from '../../i18n/format';
import { applyParts, splitOut, type SizeBalances, type SizePart } from '../rules/stock-sizes';
import { expiredBySize, expiredRefusal, takeFromLots, type LotsOut, type LotTake } from './stock-lots';

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
  /** For a product with sizes, the size moved (S, M, L); null or absent = without a size. */
  size?: string | null;
}

export interface StockDocument {
  kind: MovementKind;
  documentType?: string;
  documentId?: string | number;
  documentNumber?: string;
  notes?: string | null;
  /**
   * A count (the adjust form): what goes out leaves the size named (or stock without a size) and
   * no other, as the form showed it; more than that bucket holds is refused.
   */
  onlyNamedSize?: boolean;
  /**
   * The business day of the movement (WIB): an order takes only lots still good on it (FEFO). Any
   * other kind that gives goods to an outlet (an order's adjustment up) passes it to do the same.
   */
  asOf?: string;
}

/**
 * Who moves the stock, and when by the API's clock: the ledger row carries that time, so the
 * history, the day's counts and the reports agree with the business day the document was on (an
 * Actor is one; the seed passes its warehouse user).
 */
export interface StockMover {
  userId: number | null;
  now: Date;
}

/** What a change of a product (and of the size it asked for) took from one lot. */
export interface TakenLot extends LotTake {
  productId: string;
  size: string | null;
}

interface MovedProduct {
  productId: string;
  unit: string;
  sizeOrder: string[];
  /** Stock before the document, in thousandths. */
  before: number;
  /** The document's changes of this product per size (null = without a size), in thousandths. */
  bySize: Map<string | null, number>;
}

/**
 * Locks the products' rows in id order, the order applyStockChanges takes them in. A document that
 * moves stock in several passes (an approval: made goods, then used ones) or reads lots before the
 * stock (a write-off) takes them all first, so it never holds one product while another document
 * holds the next and each waits for the other (a deadlock, answered 500).
 */
export async function lockProducts(tx: Db, productIds: Iterable<string>) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    // Byte order, as the sort in applyStockChanges: the database's collation may order codes
    // ("RT-2", "RT1") otherwise, and two documents would then lock in opposite orders.
    .orderBy(sql`${products.id} collate "C"`)
    .for('update');
}

/**
 * Applies stock changes as one unit inside the caller's transaction (DOMAIN 5): each product's
 * stock moves by an atomic conditional UPDATE, so concurrent changes never lose an update and
 * never go below zero; every change writes its ledger row. Products are taken in a fixed order
 * so two documents touching the same products cannot deadlock. A change that would go below
 * zero refuses the whole document (422) naming the product and what is left. A product with
 * sizes also moves per size (stock-sizes rules), under the lock the UPDATE took. Answers what
 * the stock going out took from which lot, by the product and size the change asked for (an
 * order records it per line: order-lots.ts).
 */
export async function applyStockChanges(
  tx: Db,
  by: StockMover,
  changes: StockChange[],
  doc: StockDocument,
): Promise<TakenLot[]> {
  // Merged in thousandths (quantities are exact to 0.001), so no float drift reaches the ledger.
  const merged = new Map<string, Map<string | null, number>>();
  for (const c of changes) {
    const bySize = merged.get(c.productId) ?? new Map<string | null, number>();
    const size = c.size ?? null;
    bySize.set(size, (bySize.get(size) ?? 0) + toMilli(c.qty));
    merged.set(c.productId, bySize);
  }
  const productIds = [...merged.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // An order (or goods added to one after delivery) takes only lots still good on its day, FEFO.
  const asOf = doc.kind === 'order' ? (doc.asOf ?? todayInWib(by.now)) : (doc.asOf ?? null);
  const lotsOut: LotsOut = asOf ? { asOf } : doc.kind === 'adjustment' ? 'oldest' : null;
  const taken: TakenLot[] = [];

  for (const productId of productIds) {
    const bySize = merged.get(productId)!;
    const net = [...bySize.values()].reduce((sum, milli) => sum + milli, 0);
    if ([...bySize.values()].every((milli) => milli === 0)) continue;
    const qty = fromMilli(net);
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${qty}`, updatedAt: new Date() })
      .where(sql`${products.id} = ${productId} and ${products.stock} + ${qty} >= 0`)
      .returning({ stock: products.stock, unitId: products.productUnitId, sizes: products.sizes });
    if (!moved) throw await refusal(tx, productId);
    const [unit] = await tx
      .select({ name: productUnits.name })
      .from(productUnits)
      .where(eq(productUnits.id, moved.unitId))
      .limit(1);
    const product: MovedProduct = {
      productId,
      unit: unit?.name ?? '',
      sizeOrder: moved.sizes,
      before: toMilli(moved.stock) - net,
      bySize,
    };
    const rows =
      moved.sizes.length === 0
        ? await moveWhole(tx, product, net, lotsOut, taken)
        : await moveBySize(tx, product, lotsOut, taken, doc.onlyNamedSize ?? false);
    let balance = product.before;
    for (const row of rows) {
      balance += row.milli;
      await tx.insert(stockMovements).values({
        productId,
        qty: fromMilli(row.milli),
        unit: product.unit,
        size: row.size,
        kind: doc.kind,
        documentType: doc.documentType ?? null,
        documentId: doc.documentId === undefined ? null : String(doc.documentId),
        documentNumber: doc.documentNumber ?? null,
        notes: doc.notes ?? null,
        balance: fromMilli(balance),
        authorId: by.userId,
        createdAt: by.now,
      });
    }
  }
  return taken;
}

/** A product without sizes: one ledger row for the document's net change. */
async function moveWhole(
  tx: Db,
  product: MovedProduct,
  net: number,
  lotsOut: LotsOut,
  taken: TakenLot[],
): Promise<SizePart[]> {
  if (net === 0) return [];
  // Stock going out leaves the lots too: an order the oldest good ones first (DOMAIN 15).
  if (net < 0) {
    const takes = await takeFromLots(
      tx,
      product.productId,
      undefined,
      fromMilli(-net),
      fromMilli(product.before),
      lotsOut,
    );
    taken.push(...takes.map((take) => ({ ...take, productId: product.productId, size: null })));
  }
  return [{ size: null, milli: net }];
}

/**
 * A product with sizes: what comes in goes to its size; what goes out is split by the size rules
 * (an order only from lots still good on its day), each part leaving its own lots and writing its
 * own ledger row. Refused (422) when a size, with the stock without a size, does not cover it.
 */
async function moveBySize(
  tx: Db,
  product: MovedProduct,
  lotsOut: LotsOut,
  taken: TakenLot[],
  onlyNamedSize: boolean,
): Promise<SizePart[]> {
  const { productId } = product;
  const asOf = lotsOut !== null && lotsOut !== 'oldest' ? lotsOut.asOf : null;
  let balances = await sizeBalances(tx, productId, product.before);
  let usable = asOf ? await goodBalances(tx, productId, balances, asOf) : undefined;
  const entries = [...product.bySize.entries()].filter(([, milli]) => milli !== 0);
  const rows: SizePart[] = [];
  // What comes in first, so a document that adds one size and takes another never fails on order.
  for (const [size, milli] of entries.filter(([, m]) => m > 0)) {
    const parts = [{ size, milli }];
    balances = applyParts(balances, parts);
    if (usable) usable = applyParts(usable, parts);
    rows.push(...parts);
  }
  for (const [size, milli] of entries.filter(([, m]) => m < 0)) {
    const split = splitOut(balances, size, -milli, product.sizeOrder, usable, onlyNamedSize);
    if ('short' in split) {
      const withExpired = usable
        ? splitOut(balances, size, -milli, product.sizeOrder, undefined, onlyNamedSize)
        : split;
      if (!('short' in withExpired)) throw await expiredRefusal(tx, productId, fromMilli(split.available));
      throw await sizeRefusal(tx, productId, size, fromMilli(split.available), onlyNamedSize);
    }
    for (const part of split.parts) {
      const bucketBefore = part.size === null ? balances.unsized : (balances.sized.get(part.size) ?? 0);
      const takes = await takeFromLots(
        tx,
        productId,
        part.size,
        fromMilli(-part.milli),
        fromMilli(bucketBefore),
        lotsOut,
      );
      // Booked to the size the change asked for, even when the size rules served it from another.
      taken.push(...takes.map((take) => ({ ...take, productId, size })));
    }
    balances = applyParts(balances, split.parts);
    if (usable) usable = applyParts(usable, split.parts);
    rows.push(...split.parts);
  }
  for (const part of rows.filter((r) => r.size !== null)) {
    const qty = fromMilli(part.milli);
    // A size is only taken from when it holds stock, so its row is there; the check (>= 0) guards both.
    if (part.milli < 0)
      await tx
        .update(stockSizes)
        .set({ qty: sql`${stockSizes.qty} + ${qty}` })
        .where(and(eq(stockSizes.productId, productId), eq(stockSizes.size, part.size!)));
    else
      await tx
        .insert(stockSizes)
        .values({ productId, size: part.size!, qty })
        .onConflictDoUpdate({
          target: [stockSizes.productId, stockSizes.size],
          set: { qty: sql`${stockSizes.qty} + excluded.qty` },
        });
  }
  return rows;
}

/** A product's stock per size and without a size, in thousandths (stock before the document). */
async function sizeBalances(tx: Db, productId: string, stockMilli: number): Promise<SizeBalances> {
  const rows = await tx
    .select({ size: stockSizes.size, qty: stockSizes.qty })
    .from(stockSizes)
    .where(eq(stockSizes.productId, productId));
  const sized = new Map(rows.map((r) => [r.size, toMilli(r.qty)]));
  const inSizes = [...sized.values()].reduce((sum, milli) => sum + milli, 0);
  return { sized, unsized: stockMilli - inSizes };
}

/** What of each size is still good on `asOf`: its balance less its lots expired by then. */
async function goodBalances(tx: Db, productId: string, balances: SizeBalances, asOf: string): Promise<SizeBalances> {
  const expired = await expiredBySize(tx, productId, asOf);
  const sized = new Map([...balances.sized].map(([size, milli]) => [size, milli - (expired.get(size) ?? 0)]));
  return { sized, unsized: balances.unsized - (expired.get(null) ?? 0) };
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

async function sizeRefusal(
  tx: Db,
  productId: string,
  size: string | null,
  available: number,
  onlyNamedSize = false,
): Promise<ApiError> {
  if (size === null && !onlyNamedSize) return refusal(tx, productId);
  const [row] = await tx
    .select({ title: products.title, unit: productUnits.name })
    .from(products)
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(eq(products.id, productId))
    .limit(1);
  const message =
    size === null
      ? t.stock.insufficientUnsized(row.title, available, row.unit)
      : onlyNamedSize
        ? t.stock.insufficientSizeOnly(row.title, size, available, row.unit)
        : t.stock.insufficientSize(row.title, size, available, row.unit);
  return new ApiError(422, message, { [productId]: message });
}

/**
 * The invariants of DOMAIN 5, for tests and checks: stock equals the sum of the ledger, each
 * size's stock equals the sum of its ledger rows, and the sizes never hold more than the stock
 * (stock without a size is never below zero). A size row names its size; a total row has none.
 */
export async function ledgerMismatches(
  db: Db,
): Promise<{ productId: string; size?: string; stock: number; ledger: number }[]> {
  type Row = { productId: string; size: string | null; stock: string | number; ledger: string | number };
  const rows = await queryRows<Row>(
    db,
    sql`
    select p.id as "productId", null as size, p.stock::text as stock, coalesce(sum(m.qty), 0)::text as ledger
    from products p left join stock_movements m on m.product_id = p.id
    group by p.id, p.stock
    having p.stock <> coalesce(sum(m.qty), 0)
    union all
    select coalesce(s.product_id, m.product_id), coalesce(s.size, m.size), coalesce(s.qty, 0)::text, coalesce(m.qty, 0)::text
    from stock_sizes s
    full join (
      select product_id, size, sum(qty) as qty from stock_movements where size is not null group by product_id, size
    ) m on m.product_id = s.product_id and m.size = s.size
    where coalesce(s.qty, 0) <> coalesce(m.qty, 0)
    union all
    select p.id, '(tanpa ukuran)', (p.stock - sum(s.qty))::text, '0'
    from products p join stock_sizes s on s.product_id = p.id
    where cardinality(p.sizes) > 0
    group by p.id, p.stock
    having p.stock - sum(s.qty) < 0`,
  );
  return rows.map((r) => ({
    productId: r.productId,
    ...(r.size === null ? {} : { size: r.size }),
    stock: Number(r.stock),
    ledger: Number(r.ledger),
  }));
}

/**
 * The lots' invariant of DOMAIN 15, for tests and checks: the lots of a product, per size (null =
 * without a size), never hold more than that stock. Answers each breach: what the lots hold
 * against the stock.
 */
export async function lotMismatches(
  db: Db,
): Promise<{ productId: string; size: string | null; lots: number; stock: number }[]> {
  type Row = { productId: string; size: string | null; lots: string; stock: string };
  const rows = await queryRows<Row>(
    db,
    sql`
    select l.product_id as "productId", l.size, sum(l.qty)::text as lots,
      (case
        when l.size is not null then coalesce((select s.qty from stock_sizes s where s.product_id = l.product_id and s.size = l.size), 0)
        else p.stock - coalesce((select sum(s.qty) from stock_sizes s where s.product_id = l.product_id), 0)
      end)::text as stock
    from stock_lots l join products p on p.id = l.product_id
    group by l.product_id, l.size, p.stock
    having sum(l.qty) > (case
        when l.size is not null then coalesce((select s.qty from stock_sizes s where s.product_id = l.product_id and s.size = l.size), 0)
        else p.stock - coalesce((select sum(s.qty) from stock_sizes s where s.product_id = l.product_id), 0)
      end)`,
  );
  return rows.map((r) => ({ ...r, lots: Number(r.lots), stock: Number(r.stock) }));
}
