import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productPrices, products, productTypes, productUnits } from '../db/schema/catalog';
import { branchGroups, outlets } from '../db/schema/outlets';
import { notFound } from '../errors';
import { listPage, type ListQuery } from '../list';
import { normalizeCode, type ProductTypeKey } from '../schemas/product';
import { partnerOf } from './outlet-scope';
import { priceTierOptions } from './price-tiers';
import { withSizeStock } from './stock';
import type { SizeStock } from '../schemas/common';
import { countProducts, productSearch, selectProducts } from './product-select';

/** Money is whole rupiah (DOMAIN). */
const PRICE_CURRENCY = 'IDR' as const;

type Tier = { id: number; name: string };

/** DOMAIN 4: only published, non-center-only finished goods are orderable; partners see nothing else. */
const orderable = and(
  eq(products.isPublish, true),
  eq(products.isCenterOnly, false),
  eq(productTypes.key, 'bahan_jadi'),
);

function scopeOf(actor: Actor): SQL | undefined {
  return partnerOf(actor) === null ? undefined : orderable;
}

/**
 * The tier whose prices a caller sees: a merchant's selected outlet's tier (an admin-merchant,
 * who selects none, its partner's first outlet); central staff see the first tier.
 */
export async function callerTier(db: Db, actor: Actor): Promise<number | null> {
  const partner = partnerOf(actor);
  if (partner === null) {
    const [first] = await db.select({ id: branchGroups.id }).from(branchGroups).orderBy(asc(branchGroups.id)).limit(1);
    return first?.id ?? null;
  }
  const [outlet] = await db
    .select({ tier: outlets.branchGroupId })
    .from(outlets)
    .where(and(eq(outlets.ownerId, partner), actor.branchId === null ? undefined : eq(outlets.id, actor.branchId)))
    .orderBy(asc(outlets.id))
    .limit(1);
  return outlet?.tier ?? null;
}

/** Staff see every tier's price; a partner only its own tier's (DOMAIN 2: own price tier). */
async function visibleTiers(db: Db, actor: Actor): Promise<Tier[]> {
  const all = await priceTierOptions(db);
  if (partnerOf(actor) === null) return all;
  const own = await callerTier(db, actor);
  return all.filter((tier) => tier.id === own);
}

export async function typeOptions(db: Db) {
  return db
    .select({ id: productTypes.id, key: productTypes.key, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.id));
}

async function formOptions(db: Db, tiers: Tier[]) {
  const unit = await db
    .select({ id: productUnits.id, name: productUnits.name })
    .from(productUnits)
    .orderBy(asc(productUnits.id));
  return { type: await typeOptions(db), unit, batch: tiers };
}

/** Spec 3 / DOMAIN 4: the next free code, max numeric code + 1, zero-padded to at least 3 digits. */
export async function nextProductCode(db: Db): Promise<string> {
  const [row] = await db
    .select({ next: sql<string>`(coalesce(max(${products.id}::bigint), 0) + 1)::text` })
    .from(products)
    .where(sql`${products.id} ~ '^[0-9]+$'`);
  return normalizeCode(row?.next ?? '1');
}

function productQuery(db: Db, tier: number | null) {
  return selectProducts(db, {
    productId: products.id,
    title: products.title,
    description: products.description,
    productTypeId: products.productTypeId,
    productTypeKey: productTypes.key,
    productType: productTypes.name,
    productUnitId: products.productUnitId,
    productUnit: productUnits.name,
    minOrder: products.minOrder,
    quota: products.quota,
    isPublish: products.isPublish,
    isCenterOnly: products.isCenterOnly,
    thumbnail: products.thumbnail,
    thumbnailPath: products.thumbnailPath,
    stock: products.stock,
    price: productPrices.price,
    sizes: products.sizes,
    sizeRequired: products.sizeRequired,
    defaultSize: products.defaultSize,
    hasLabel: products.hasLabel,
    shelfLifeDays: products.shelfLifeDays,
    queue: products.queue,
  }).leftJoin(
    productPrices,
    and(eq(productPrices.productId, products.id), tier === null ? sql`false` : eq(productPrices.branchGroupId, tier)),
  );
}

type ProductRow = Awaited<ReturnType<typeof productQuery>>[number] & { sizeStock: SizeStock[] };

/** The spec's list item: isCenterOnly as text, the price in rupiah. */
function toItem(row: ProductRow) {
  return {
    ...row,
    isCenterOnly: row.isCenterOnly ? ('true' as const) : ('false' as const),
    priceCurrency: PRICE_CURRENCY,
  };
}

export async function listProducts(db: Db, actor: Actor, query: ListQuery & { type?: ProductTypeKey }) {
  const where = and(
    scopeOf(actor),
    query.type ? eq(productTypes.key, query.type) : undefined,
    productSearch(query.search),
  );
  const tier = await callerTier(db, actor);
  return listPage(
    query,
    () => countProducts(db, where),
    async (offset, limit) =>
      (
        await withSizeStock(
          db,
          await productQuery(db, tier)
            .where(where)
            .orderBy(asc(products.queue), asc(products.id))
            .limit(limit)
            .offset(offset),
        )
      ).map(toItem),
    { type: await typeOptions(db) },
  );
}

/** A product the caller may see; a partner asking for a product it may not order gets 404. */
export async function findProduct(db: Db, actor: Actor, id: string) {
  const [row] = await productQuery(db, await callerTier(db, actor))
    .where(and(eq(products.id, id), scopeOf(actor)))
    .limit(1);
  if (!row) throw notFound(t.errors.notFound);
  return toItem((await withSizeStock(db, [row]))[0]);
}

/** Prices of these products per tier: productId -> tier -> price. */
async function pricesOf(db: Db, ids: string[]) {
  const out = new Map<string, Map<number, number>>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(productPrices).where(inArray(productPrices.productId, ids));
  for (const row of rows) {
    const perTier = out.get(row.productId) ?? new Map<number, number>();
    perTier.set(row.branchGroupId, row.price);
    out.set(row.productId, perTier);
  }
  return out;
}

function tierPrices(tiers: Tier[], prices: Map<number, number> | undefined) {
  return tiers.map((tier) => ({ branchGroupId: tier.id, name: tier.name, price: prices?.get(tier.id) ?? null }));
}

/** The product with one price per visible tier (null where none is set) and the form's options. */
export async function showProduct(db: Db, actor: Actor, id: string) {
  const item = await findProduct(db, actor, id);
  const tiers = await visibleTiers(db, actor);
  const prices = await pricesOf(db, [item.productId]);
  return { ...item, batchPrice: tierPrices(tiers, prices.get(item.productId)), options: await formOptions(db, tiers) };
}

export async function productCreateForm(db: Db, actor: Actor) {
  return { productId: await nextProductCode(db), options: await formOptions(db, await visibleTiers(db, actor)) };
}

/** GET /product-price: one row per product of the type, with its price per tier. */
export async function listProductPrices(db: Db, actor: Actor, query: ListQuery & { type: ProductTypeKey }) {
  const where = and(scopeOf(actor), eq(productTypes.key, query.type), productSearch(query.search));
  const tiers = await visibleTiers(db, actor);
  return listPage(
    query,
    () => countProducts(db, where),
    async (offset, limit) => {
      const rows = await selectProducts(db, {
        productId: products.id,
        title: products.title,
        productUnit: productUnits.name,
      })
        .where(where)
        .orderBy(asc(products.queue), asc(products.id))
        .limit(limit)
        .offset(offset);
      const prices = await pricesOf(
        db,
        rows.map((r) => r.productId),
      );
      return rows.map((r) => ({ ...r, prices: tierPrices(tiers, prices.get(r.productId)) }));
    },
    { batch: tiers },
  );
}

/** The titles of these products, for documents that keep only product ids (change requests, standing orders). */
export async function productTitles(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((p) => [p.id, p.title]));
}

/** What a document's lines are checked against (title, type, unit, sizes) and a plan reads (queue, stock). */
export interface ProductFacts {
  id: string;
  title: string;
  type: ProductTypeKey;
  unit: string;
  sizes: string[];
  defaultSize: string | null;
  queue: number;
  stock: number;
  /** Days a batch stays good (DOMAIN 15); null: its shelf life is not tracked. */
  shelfLifeDays: number | null;
}

/** The catalogue facts of each named product that exists, by id. */
export async function productFacts(db: Db, ids: string[]): Promise<Map<string, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProducts(db, {
    id: products.id,
    title: products.title,
    type: productTypes.key,
    unit: productUnits.name,
    sizes: products.sizes,
    defaultSize: products.defaultSize,
    queue: products.queue,
    stock: products.stock,
    shelfLifeDays: products.shelfLifeDays,
  }).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, type: r.type as ProductTypeKey }]));
}
