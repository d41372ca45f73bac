import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { procurementItems, procurements } from '../db/schema/procurement';
import { productionItems, productions } from '../db/schema/production';
import { recipeItems, recipes } from '../db/schema/recipes';
import { stockLots, stockSizes } from '../db/schema/stock';
import { coverBySize, type SizeBalances } from '../rules/stock-sizes';
import { supplierProducts, suppliers } from '../db/schema/suppliers';
import { conflict } from '../errors';
import { fromMilli, toMilli } from '../schemas/common';
import type { ProductTypeKey } from '../schemas/product';
import type { PlanLine, PlanMaterial, PlanShortfall, ProductionPlan } from '../schemas/production-plan';
import type { ProductionStatus } from '../schemas/production';
import { recordAudit } from './audit';
import { expiredByDay, expiredOn } from './stock-lots';
import { insertPendingBatch } from './productions';
import { readAll } from '../db/read-all';
import { linesOfOrders, orderedByProduct } from './order-queries';
import { productFacts } from './product-queries';

const tp = t.productionPlan;

/** What the plan knows of one product; quantities in thousandths of the unit (exact arithmetic). */
interface PlanProduct {
  id: string;
  title: string;
  unit: string;
  type: ProductTypeKey;
  queue: number;
  stock: number;
  /** The sizes it is kept in (S, M, L); empty = no sizes. */
  sizes: string[];
}

/** A product with sizes as the plan counts it, in thousandths, keyed by size (null = without a size). */
interface SizedFacts {
  pendingForD: Map<string | null, number>;
  earlierPending: Map<string | null, number>;
  inSizes: Map<string, number>;
  /** Lots expired by D, and of those the ones expired already today. */
  expired: Map<string | null, number>;
  expiredToday: Map<string | null, number>;
}

/**
 * What earlier dates' pending orders and expiry leave of a stock for D (DOMAIN 16), beyond what is
 * expired today. Those orders are served first-expiry-first: a lot expiring between today and D
 * goes to them when it can, and is lost to D either way, so it is not counted twice.
 */
export const lostBeforeDay = (earlierPending: number, expiredByD: number, expiredToday: number) =>
  Math.max(earlierPending, expiredByD - expiredToday);

interface Recipe {
  batchYield: number;
  /** Basis points of loss: 3% = 300, 2.5% = 250. */
  lossBp: number;
  lossPercent: number;
  items: { productId: string; qtyMilli: number }[];
}

type MilliMap = Map<string, number>;

const add = (map: MilliMap, id: string, milli: number) => map.set(id, (map.get(id) ?? 0) + milli);

/** Sum of order lines per product for the orders `orders` picks, in thousandths. */
async function orderedQty(db: Db, orders: SQL | undefined): Promise<MilliMap> {
  const sums = await orderedByProduct(db, orders);
  return new Map([...sums].map(([productId, qty]) => [productId, toMilli(qty)]));
}

/** Sizes in the product's order (S, M, L), sizes it no longer offers last. */
const inSizeOrder = <T extends { size: string }>(rows: T[], order: string[]) => {
  const rank = (size: string) => (order.includes(size) ? order.indexOf(size) : order.length);
  return [...rows].sort((a, b) => rank(a.size) - rank(b.size) || a.size.localeCompare(b.size));
};

/** Order lines summed per product and size, of the orders `orders` picks and the lines `lines` keeps (quantities as text). */
function sumBySize(db: Db, orders: SQL | undefined, lines: SQL) {
  return db
    .select({
      productId: transactionOrderItems.productId,
      size: transactionOrderItems.size,
      qty: sql<string>`sum(${transactionOrderItems.qty})::text`,
    })
    .from(transactionOrderItems)
    .where(and(linesOfOrders(orders), lines))
    .groupBy(transactionOrderItems.productId, transactionOrderItems.size);
}

/** The date's ordered quantities per product and size (pending + confirmed), for the bakers. */
async function orderedBySize(db: Db, deliveryDate: string): Promise<Map<string, { size: string; ordered: number }[]>> {
  const rows = await sumBySize(
    db,
    and(eq(transactionOrders.deliveryDate, deliveryDate), inArray(transactionOrders.status, ['pending', 'berhasil'])),
    isNotNull(transactionOrderItems.size),
  );
  const out = new Map<string, { size: string; ordered: number }[]>();
  for (const r of rows)
    out.set(r.productId, [...(out.get(r.productId) ?? []), { size: r.size!, ordered: Number(r.qty) }]);
  return out;
}

async function loadRecipes(db: Db): Promise<Map<string, Recipe>> {
  const heads = await db.select().from(recipes);
  const lines = await db.select().from(recipeItems).orderBy(asc(recipeItems.id));
  const out = new Map<string, Recipe>();
  for (const r of heads)
    out.set(r.productId, {
      batchYield: r.batchYield,
      lossBp: Math.round(r.lossPercent * 100),
      lossPercent: r.lossPercent,
      items: [],
    });
  for (const l of lines)
    out.get(l.recipeProductId)?.items.push({ productId: l.ingredientId, qtyMilli: toMilli(l.qty) });
  return out;
}

async function loadProducts(db: Db, ids: string[]): Promise<Map<string, PlanProduct>> {
  const facts = await productFacts(db, ids);
  return new Map([...facts].map(([id, p]) => [id, { ...p, stock: toMilli(p.stock) }]));
}

/**
 * What the plan needs of products with sizes: pending orders of D and of earlier dates per size,
 * stock per size, and lots expired by D per size. Four grouped queries for all of them at once.
 */
async function loadSizedFacts(
  db: Db,
  ids: string[],
  deliveryDate: string,
  today: string,
): Promise<Map<string, SizedFacts>> {
  const out = new Map<string, SizedFacts>();
  if (ids.length === 0) return out;
  for (const id of ids)
    out.set(id, {
      pendingForD: new Map(),
      earlierPending: new Map(),
      inSizes: new Map(),
      expired: new Map(),
      expiredToday: new Map(),
    });
  const pendingBySize = (when: SQL) =>
    sumBySize(db, and(eq(transactionOrders.status, 'pending'), when), inArray(transactionOrderItems.productId, ids));
  const expiredBySizeOn = (day: string) =>
    db
      .select({ productId: stockLots.productId, size: stockLots.size, qty: sql<string>`sum(${stockLots.qty})::text` })
      .from(stockLots)
      .where(and(inArray(stockLots.productId, ids), expiredOn(day)))
      .groupBy(stockLots.productId, stockLots.size);
  const [forD, earlier, buckets, expired, expiredToday] = await readAll(db, [
    () => pendingBySize(eq(transactionOrders.deliveryDate, deliveryDate)),
    () =>
      pendingBySize(and(gte(transactionOrders.deliveryDate, today), lt(transactionOrders.deliveryDate, deliveryDate))!),
    () =>
      db
        .select({ productId: stockSizes.productId, size: stockSizes.size, qty: sql<string>`${stockSizes.qty}::text` })
        .from(stockSizes)
        .where(inArray(stockSizes.productId, ids)),
    () => expiredBySizeOn(deliveryDate),
    () => expiredBySizeOn(today),
  ]);
  for (const r of forD) out.get(r.productId)!.pendingForD.set(r.size, toMilli(Number(r.qty)));
  for (const r of earlier) out.get(r.productId)!.earlierPending.set(r.size, toMilli(Number(r.qty)));
  for (const r of buckets) out.get(r.productId)!.inSizes.set(r.size, toMilli(Number(r.qty)));
  for (const r of expired) out.get(r.productId)!.expired.set(r.size, toMilli(Number(r.qty)));
  for (const r of expiredToday) out.get(r.productId)!.expiredToday.set(r.size, toMilli(Number(r.qty)));
  return out;
}

/**
 * A product with sizes planned per size: its stock still good on D per size (stock-sizes rules)
 * covers earlier dates' pending orders first, then D's per size; the rest of each size is made.
 */
function planBySize(product: PlanProduct, facts: SizedFacts, fromParents: number) {
  const inSizes = [...facts.inSizes.values()].reduce((sum, m) => sum + m, 0);
  // Good today; what earlier orders and expiry by D take of each size comes off below, once.
  const good: SizeBalances = {
    sized: new Map([...facts.inSizes].map(([size, milli]) => [size, milli - (facts.expiredToday.get(size) ?? 0)])),
    unsized: product.stock - inSizes - (facts.expiredToday.get(null) ?? 0),
  };
  const lost = new Map<string | null, number>();
  for (const size of new Set([...facts.earlierPending.keys(), ...facts.expired.keys()])) {
    const milli = lostBeforeDay(
      facts.earlierPending.get(size) ?? 0,
      facts.expired.get(size) ?? 0,
      facts.expiredToday.get(size) ?? 0,
    );
    if (milli > 0) lost.set(size, milli);
  }
  // Sizes in the product's order, then anything without a size (and what batches above need).
  const bySizeOrder = (map: Map<string | null, number>): [string | null, number][] => {
    const known = product.sizes.filter((s) => map.has(s)).map((s): [string, number] => [s, map.get(s)!]);
    const other = [...map].filter(([s]) => s !== null && !product.sizes.includes(s));
    return [...known, ...other, ...(map.has(null) ? [[null, map.get(null)!] as [null, number]] : [])];
  };
  const wanted = new Map(facts.pendingForD);
  if (fromParents > 0) wanted.set(null, (wanted.get(null) ?? 0) + fromParents);
  const { covers, left } = coverBySize({
    sizeOrder: product.sizes,
    good,
    earlier: bySizeOrder(lost),
    wanted: bySizeOrder(wanted),
  });
  const fromStock = covers.reduce((sum, c) => sum + c.fromStock, 0);
  const leftOver = left.unsized + [...left.sized.values()].reduce((sum, m) => sum + m, 0);
  return { covers, usable: Math.max(0, fromStock + leftOver), toMake: covers.reduce((sum, c) => sum + c.toMake, 0) };
}

/** Raw materials ordered from suppliers and not received yet. */
async function onOrderQty(db: Db, ids: string[]): Promise<MilliMap> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: procurementItems.productId, qty: sql<string>`sum(${procurementItems.qty})::text` })
    .from(procurementItems)
    .innerJoin(procurements, eq(procurements.id, procurementItems.procurementId))
    .where(and(eq(procurements.deliveryStatus, 'dipesan'), inArray(procurementItems.productId, ids)))
    .groupBy(procurementItems.productId);
  return new Map(rows.map((r) => [r.productId, toMilli(Number(r.qty))]));
}

async function preferredSuppliers(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { supplierId: number; supplierName: string; price: number }>();
  const rows = await db
    .select({
      productId: supplierProducts.productId,
      supplierId: suppliers.id,
      supplierName: suppliers.company,
      price: supplierProducts.price,
    })
    .from(supplierProducts)
    .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .where(and(eq(supplierProducts.preferred, true), inArray(supplierProducts.productId, ids)));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Parents before their ingredients, so each semi-finished good has all its demand when it is planned. */
function topologicalOrder(roots: string[], recipeOf: Map<string, Recipe>): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (id: string, path: Set<string>) => {
    if (done.has(id) || path.has(id)) return; // a cycle cannot be saved; this only keeps a bad row from looping
    path.add(id);
    for (const item of recipeOf.get(id)?.items ?? []) visit(item.productId, path);
    path.delete(id);
    done.add(id);
    order.push(id);
  };
  for (const id of roots) visit(id, new Set());
  return order.reverse();
}

/** DOMAIN 16: batches = ceil(to make / (batch yield x (1 - loss))), in exact integer arithmetic. */
export function batchesFor(toMakeMilli: number, recipe: Pick<Recipe, 'batchYield' | 'lossBp'>): number {
  if (toMakeMilli <= 0) return 0;
  const numerator = BigInt(toMakeMilli) * BigInt(10_000);
  const perBatch = BigInt(recipe.batchYield) * BigInt(1000) * BigInt(10_000 - recipe.lossBp);
  return Number((numerator + perBatch - BigInt(1)) / perBatch);
}

/** The plan plus what making it takes: the production document's lines. */
interface ComputedPlan extends Omit<
  ProductionPlan,
  'productionId' | 'productionNumber' | 'productionStatus' | 'changes'
> {
  documentLines: {
    productId: string;
    qtyMilli: number;
    unit: string;
    type: ProductTypeKey;
    direction: 'in' | 'out';
    /** The size a line makes, for a product with sizes; absent or null = without a size. */
    size?: string | null;
  }[];
  /** Each material's preferred supplier as read for the plan, with its price (for the shortfall). */
  preferred: Awaited<ReturnType<typeof preferredSuppliers>>;
}

/**
 * The production plan for delivery date D (DOMAIN 16), computed from the database as it is now:
 * orders for D (pending + confirmed), stock less what pending orders of earlier dates still need,
 * recipes exploded to raw materials, supplier orders on the way.
 */
export async function computePlan(db: Db, deliveryDate: string, now: Date): Promise<ComputedPlan> {
  const today = todayInWib(now);
  const forDate = (status: string) =>
    and(eq(transactionOrders.deliveryDate, deliveryDate), eq(transactionOrders.status, status));
  const [pendingForD, confirmedForD, earlierPending, recipeOf, sizesOf] = await readAll(db, [
    () => orderedQty(db, forDate('pending')),
    () => orderedQty(db, forDate('berhasil')),
    () =>
      orderedQty(
        db,
        and(
          eq(transactionOrders.status, 'pending'),
          gte(transactionOrders.deliveryDate, today),
          lt(transactionOrders.deliveryDate, deliveryDate),
        ),
      ),
    () => loadRecipes(db),
    () => orderedBySize(db, deliveryDate),
  ]);

  const orderedIds = [...new Set([...pendingForD.keys(), ...confirmedForD.keys()])];
  const order = topologicalOrder(orderedIds, recipeOf);
  const [facts, expired, expiredToday] = await readAll(db, [
    () => loadProducts(db, order),
    () => expiredByDay(db, deliveryDate, order),
    () => expiredByDay(db, today, order),
  ]);
  const sizedIds = order.filter((id) => (facts.get(id)?.sizes.length ?? 0) > 0);
  const sizedFacts = await loadSizedFacts(db, sizedIds, deliveryDate, today);

  const need: MilliMap = new Map(); // what batches above ask of an ingredient
  const neededBy = new Map<string, Set<string>>();
  const lines: PlanLine[] = [];
  const materialIds: string[] = [];
  const missingRecipes: { productId: string; title: string }[] = [];
  const documentLines: ComputedPlan['documentLines'] = [];

  for (const id of order) {
    const product = facts.get(id);
    if (!product) continue;
    const recipe = recipeOf.get(id);
    const ordersMilli = (pendingForD.get(id) ?? 0) + (confirmedForD.get(id) ?? 0);
    const confirmed = confirmedForD.get(id) ?? 0;
    const fromParents = need.get(id) ?? 0;
    if (!recipe && ordersMilli === 0) {
      materialIds.push(id); // only an ingredient: a raw material (or a semi-finished good without a recipe)
      continue;
    }
    const wanted = ordersMilli - confirmed + fromParents;
    // Lots expired by D are not usable on D (DOMAIN 15); earlier dates' pending orders come first.
    // A product with sizes is covered size by size, since an L on the shelf is no S for an outlet.
    const sized = sizedFacts.get(id);
    const bySize = sized ? planBySize(product, sized, fromParents) : null;
    const expiredNow = expiredToday.get(id) ?? 0;
    const usable =
      bySize?.usable ??
      Math.max(
        0,
        product.stock - expiredNow - lostBeforeDay(earlierPending.get(id) ?? 0, expired.get(id) ?? 0, expiredNow),
      );
    const toMake = bySize?.toMake ?? Math.max(0, wanted - usable);
    const stockUsed = wanted - toMake;
    const batches = recipe ? batchesFor(toMake, recipe) : null;
    const planned = recipe ? batches! * recipe.batchYield * 1000 : toMake;
    const word = ordersMilli > 0 ? 'dipesan' : 'dibutuhkan';
    let explanation = recipe
      ? toMake > 0
        ? tp.explainMade(fromMilli(wanted), word, fromMilli(stockUsed), fromMilli(toMake), batches!, recipe.batchYield)
        : tp.explainCovered(fromMilli(wanted), word, fromMilli(stockUsed))
      : tp.explainNoRecipe(fromMilli(wanted), fromMilli(stockUsed), fromMilli(toMake));
    if (recipe && recipe.lossBp > 0 && toMake > 0) explanation += `, ${tp.explainLoss(recipe.lossPercent)}`;
    if (confirmed > 0) explanation += `; ${tp.explainConfirmed(fromMilli(confirmed))}`;
    const parents = neededBy.get(id);
    if (parents) explanation += ` ${tp.explainNeededBy([...parents].join(', '))}`;

    if (!recipe) missingRecipes.push({ productId: id, title: product.title });
    for (const item of recipe?.items ?? []) {
      add(need, item.productId, batches! * item.qtyMilli);
      if (batches! > 0) neededBy.set(item.productId, (neededBy.get(item.productId) ?? new Set()).add(product.title));
    }
    lines.push({
      productId: id,
      title: product.title,
      size: null,
      // In the product's own order of sizes (S, M, L), not alphabetically.
      sizes: inSizeOrder(sizesOf.get(id) ?? [], product.sizes).map((z) => ({
        ...z,
        toMake: fromMilli(bySize?.covers.find((c) => c.size === z.size)?.toMake ?? 0),
      })),
      unit: product.unit,
      type: product.type,
      ordered: fromMilli(ordersMilli + fromParents),
      confirmed: fromMilli(confirmed),
      usableStock: fromMilli(usable),
      toMake: fromMilli(toMake),
      batchYield: recipe?.batchYield ?? null,
      lossPercent: recipe ? recipe.lossPercent : null,
      batches,
      planned: fromMilli(planned),
      explanation,
    });
    const made = { productId: id, unit: product.unit, type: product.type, direction: 'in' as const };
    if (bySize) {
      // Each size what it lacks; the batches' surplus (and orders without a size) without a size,
      // for the bakers to shape as they like: stock without a size serves any size later.
      const perSize = bySize.covers.filter((c) => c.size !== null && c.toMake > 0);
      for (const c of perSize) documentLines.push({ ...made, size: c.size, qtyMilli: c.toMake });
      const rest = planned - perSize.reduce((sum, c) => sum + c.toMake, 0);
      if (rest > 0) documentLines.push({ ...made, size: null, qtyMilli: rest });
    } else if (planned > 0) documentLines.push({ ...made, size: null, qtyMilli: planned });
    // A semi-finished good the batches above use leaves stock again in the same document.
    if (fromParents > 0)
      documentLines.push({
        productId: id,
        qtyMilli: fromParents,
        unit: product.unit,
        type: product.type,
        direction: 'out',
      });
  }

  const [onOrder, preferred] = await readAll(db, [
    () => onOrderQty(db, materialIds),
    () => preferredSuppliers(db, materialIds),
  ]);
  const materials: PlanMaterial[] = [];
  for (const id of materialIds) {
    const product = facts.get(id)!;
    const needMilli = need.get(id) ?? 0;
    if (needMilli === 0) continue;
    const coming = onOrder.get(id) ?? 0;
    const shortfall = Math.max(0, needMilli - product.stock - coming);
    const supplier = preferred.get(id);
    materials.push({
      productId: id,
      title: product.title,
      unit: product.unit,
      type: product.type,
      need: fromMilli(needMilli),
      stock: fromMilli(product.stock),
      onOrder: fromMilli(coming),
      shortfall: fromMilli(shortfall),
      supplierId: supplier?.supplierId ?? null,
      supplierName: supplier?.supplierName ?? null,
      explanation: tp.explainMaterial(
        fromMilli(needMilli),
        fromMilli(product.stock),
        fromMilli(coming),
        fromMilli(shortfall),
        product.unit,
      ),
    });
    documentLines.push({
      productId: id,
      qtyMilli: needMilli,
      unit: product.unit,
      type: product.type,
      direction: 'out',
    });
  }
  materials.sort((a, b) => b.shortfall - a.shortfall || a.title.localeCompare(b.title, 'id'));
  // What outlets ordered in the catalogue's order, then the semi-finished goods they need.
  const rank = (line: PlanLine) => [
    pendingForD.has(line.productId) || confirmedForD.has(line.productId) ? 0 : 1,
    facts.get(line.productId)!.queue,
  ];
  lines.sort((a, b) => {
    const [ga, qa] = rank(a);
    const [gb, qb] = rank(b);
    return ga - gb || qa - qb || (a.productId < b.productId ? -1 : 1);
  });
  return { deliveryDate, lines, materials, missingRecipes, documentLines, preferred };
}

/** The document the plan of this date made: the pending one, or else the latest approved one. */
async function planDocument(db: Db, deliveryDate: string) {
  const [row] = await db
    .select({
      id: productions.id,
      number: productions.number,
      status: productions.status,
      snapshot: productions.planSnapshot,
    })
    .from(productions)
    .where(eq(productions.planDeliveryDate, deliveryDate))
    .orderBy(sql`${productions.status} = 'pending' desc`, desc(productions.id))
    .limit(1);
  return row ?? null;
}

const snapshotOf = (plan: ComputedPlan) => plan.lines.map((l) => ({ productId: l.productId, planned: l.planned }));

/** GET /production-plan?deliveryDate: the plan, its document and what changed since the document was made. */
export async function productionPlan(db: Db, deliveryDate: string, now: Date): Promise<ProductionPlan> {
  const { documentLines: _lines, preferred: _preferred, ...plan } = await computePlan(db, deliveryDate, now);
  const doc = await planDocument(db, deliveryDate);
  const changes: ProductionPlan['changes'] = [];
  if (doc?.status === 'pending' && doc.snapshot) {
    const before = new Map(doc.snapshot.map((s) => [s.productId, s.planned]));
    for (const line of plan.lines) {
      const was = before.get(line.productId) ?? 0;
      if (was !== line.planned)
        changes.push({ productId: line.productId, title: line.title, from: was, to: line.planned });
      before.delete(line.productId);
    }
    if (before.size > 0) {
      const titles = await db
        .select({ id: products.id, title: products.title })
        .from(products)
        .where(inArray(products.id, [...before.keys()]));
      for (const p of titles) changes.push({ productId: p.id, title: p.title, from: before.get(p.id)!, to: 0 });
    }
  }
  return {
    ...plan,
    productionId: doc?.id ?? null,
    productionNumber: doc?.number ?? null,
    productionStatus: (doc?.status as ProductionStatus | undefined) ?? null,
    changes,
  };
}

/**
 * POST /production-plan/create-productions (DOMAIN 16): the pending production document of D made
 * or brought up to the plan; after approval a top-up for what is still missing; 409 when nothing is
 * to be made. One transaction under a per-date advisory lock, so two calls at once make one document
 * (the partial unique index on pending plan documents backs it up).
 */
export async function createPlanProductions(db: Db, actor: Actor, deliveryDate: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`production-plan:${deliveryDate}`}))`);
    const plan = await computePlan(tx, deliveryDate, actor.now);
    const lines = plan.documentLines;
    const snapshot = snapshotOf(plan);
    const [pending] = await tx
      .select({ id: productions.id, number: productions.number })
      .from(productions)
      .where(and(eq(productions.planDeliveryDate, deliveryDate), eq(productions.status, 'pending')))
      .for('update');
    if (lines.length === 0) throw conflict(tp.nothingToMake);
    const values = lines.map((l) => ({
      productId: l.productId,
      qty: fromMilli(l.qtyMilli),
      unit: l.unit,
      type: l.type,
      direction: l.direction,
      size: l.size ?? null,
    }));
    if (pending) {
      await tx.delete(productionItems).where(eq(productionItems.productionId, pending.id));
      await tx.insert(productionItems).values(values.map((v) => ({ ...v, productionId: pending.id })));
      await tx
        .update(productions)
        // Renewed today, it is baked from today: its lots date from the renewal, not the first plan.
        .set({ planSnapshot: snapshot, productionDate: todayInWib(actor.now), updatedAt: new Date() })
        .where(eq(productions.id, pending.id));
      await recordAudit(tx, actor, 'update', 'production', pending.id, {
        number: pending.number,
        deliveryDate,
        items: values,
      });
      return { productionId: pending.id, number: pending.number, created: false };
    }
    const batch = { notes: tp.plannedNote(deliveryDate), productionDate: todayInWib(actor.now) };
    const { id, number } = await insertPendingBatch(
      tx,
      actor,
      { ...batch, planDeliveryDate: deliveryDate, planSnapshot: snapshot },
      values,
      { deliveryDate },
    );
    return { productionId: id, number, created: true };
  });
}

/** GET /production-plan/shortfall: what is short, grouped by each material's preferred supplier. */
export async function planShortfall(db: Db, deliveryDate: string, now: Date): Promise<PlanShortfall> {
  const plan = await computePlan(db, deliveryDate, now);
  const short = plan.materials.filter((m) => m.shortfall > 0);
  const prices = plan.preferred;
  const bySupplier = new Map<number, PlanShortfall['suppliers'][number]>();
  const withoutSupplier: PlanShortfall['withoutSupplier'] = [];
  for (const m of short) {
    const line = { productId: m.productId, title: m.title, unit: m.unit, qty: m.shortfall };
    const supplier = prices.get(m.productId);
    if (!supplier) {
      withoutSupplier.push(line);
      continue;
    }
    const group = bySupplier.get(supplier.supplierId) ?? {
      supplierId: supplier.supplierId,
      supplierName: supplier.supplierName,
      lines: [],
    };
    group.lines.push({ ...line, price: supplier.price });
    bySupplier.set(supplier.supplierId, group);
  }
  const groups = [...bySupplier.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'id'));
  return { deliveryDate, suppliers: groups, withoutSupplier };
}
