import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productPrices, products, productTypes, productUnits } from '../db/schema/catalog';
import { branchGroups } from '../db/schema/outlets';
import { conflict, invalid, notFound, pgErrorCode, type FieldErrors } from '../errors';
import type { productStoreBody, productUpdateBody } from '../schemas/product';
import type { FieldChange } from '../db/schema/audit';
import { fieldChanges, recordAudit } from './audit';
import { nextProductCode, showProduct } from './product-queries';
import { productHasHistory, productUnitFixed, sizesHoldingStock } from './history';
import { formatQuantity } from '../../i18n/format';
import { attachableFile } from './file-usage';

export { listProducts, listProductPrices, productCreateForm, showProduct } from './product-queries';

type ProductInput = z.output<typeof productStoreBody>;

/** Type, unit and every tier must exist; all unknown ones are named at once, field by field. */
async function assertReferences(db: Db, input: ProductInput) {
  const errors: FieldErrors = {};
  const [type] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.id, input.productType))
    .limit(1);
  if (!type) errors.productType = t.product.typeNotFound;
  const [unit] = await db
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(eq(productUnits.id, input.productUnit))
    .limit(1);
  if (!unit) errors.productUnit = t.product.unitNotFound;
  const tierIds = input.batchPrice.map((p) => p.branchGroupId);
  if (tierIds.length > 0) {
    const found = new Set(
      (
        await db
          .select({ id: branchGroups.id })
          .from(branchGroups)
          .where(inArray(branchGroups.id, tierIds))
          .for('key share')
      ).map((r) => r.id),
    );
    input.batchPrice.forEach((p, i) => {
      if (!found.has(p.branchGroupId)) errors[`batchPrice.${i}.branchGroupId`] = t.product.tierNotFound;
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(t.errors.incomplete, errors);
}

/**
 * The picture a product may show: a product's picture already, or a file the caller uploaded that
 * no other record shows. Every partner sees product pictures, so a staff upload of something else
 * (a proof photo, a supplier's receipt) must not become one. Its folder is the stored file's.
 */
async function productPicture(db: Db, actor: Actor, filename: string | null) {
  if (!filename) return { thumbnail: filename, thumbnailPath: null };
  const [shown] = await db
    .select({ path: products.thumbnailPath })
    .from(products)
    .where(eq(products.thumbnail, filename))
    .limit(1);
  const file = shown ? { path: shown.path } : await attachableFile(db, actor, filename, { entity: 'product', id: 0 });
  if (!file) throw invalid(t.product.thumbnailUnknown, { thumbnail: t.product.thumbnailUnknown });
  return { thumbnail: filename, thumbnailPath: file.path };
}

/** The product row from the spec's form fields (productType, productUnit). */
function productValues(input: ProductInput) {
  return {
    title: input.title,
    description: input.description,
    productTypeId: input.productType,
    productUnitId: input.productUnit,
    minOrder: input.minOrder,
    quota: input.quota,
    isPublish: input.isPublish,
    isCenterOnly: input.isCenterOnly,
    thumbnail: input.thumbnail,
    thumbnailPath: input.thumbnailPath,
    sizes: input.sizes,
    sizeRequired: input.sizeRequired,
    defaultSize: input.defaultSize,
    hasLabel: input.hasLabel,
    shelfLifeDays: input.shelfLifeDays,
  };
}

/**
 * The form always sends every tier, so its prices replace the stored ones; an empty price removes
 * it. Answers each tier's price that changed (`price.{tierId}`) for the audit trail (DOMAIN 20).
 */
async function replacePrices(
  db: Db,
  productId: string,
  batchPrice: ProductInput['batchPrice'],
): Promise<FieldChange[]> {
  const before = await db
    .select({ tier: productPrices.branchGroupId, price: productPrices.price })
    .from(productPrices)
    .where(eq(productPrices.productId, productId));
  await db.delete(productPrices).where(eq(productPrices.productId, productId));
  const rows = batchPrice.flatMap((p) =>
    p.price === null ? [] : [{ productId, branchGroupId: p.branchGroupId, price: p.price }],
  );
  if (rows.length > 0) await db.insert(productPrices).values(rows);
  const old = new Map(before.map((r) => [r.tier, r.price]));
  const next = new Map(rows.map((r) => [r.branchGroupId, r.price]));
  return [...new Set([...old.keys(), ...next.keys()])]
    .sort((a, b) => a - b)
    .filter((tier) => (old.get(tier) ?? null) !== (next.get(tier) ?? null))
    .map((tier) => ({ field: `price.${tier}`, old: old.get(tier) ?? null, new: next.get(tier) ?? null }));
}

async function lockProduct(db: Db, id: string) {
  const [row] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(t.errors.notFound);
  return row;
}

export async function createProduct(db: Db, actor: Actor, input: ProductInput) {
  return db.transaction(async (tx) => {
    await assertReferences(tx, input);
    const picture = await productPicture(tx, actor, input.thumbnail);
    const productId = input.productId ?? (await nextProductCode(tx));
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${products.queue}), 0) + 1`.mapWith(Number) })
      .from(products);
    // ON CONFLICT, not a look-up first: two staff saving the same code at once get a field error, not a 500.
    const [created] = await tx
      .insert(products)
      .values({ id: productId, ...productValues(input), ...picture, queue: next })
      .onConflictDoNothing({ target: products.id })
      .returning({ id: products.id });
    if (!created) throw invalid(t.errors.incomplete, { productId: t.product.codeTaken });
    await replacePrices(tx, productId, input.batchPrice);
    await recordAudit(tx, actor, 'create', 'product', productId, input);
    return showProduct(tx, actor, productId);
  });
}

export async function updateProduct(db: Db, actor: Actor, id: string, input: z.output<typeof productUpdateBody>) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        minOrder: products.minOrder,
        quota: products.quota,
        productTypeId: products.productTypeId,
        productUnitId: products.productUnitId,
      })
      .from(products)
      .where(eq(products.id, (await lockProduct(tx, id)).id));
    if (input.productId !== null && input.productId !== id)
      throw invalid(t.errors.incomplete, { productId: t.product.codeUnchangeable });
    // Stock, orders and documents count in its unit and by its type: 25.000 gram ordered would be
    // booked as 25.000 kg, and halves would enter finished goods. A product with history keeps both.
    const retyped = input.productType !== before.productTypeId;
    const reunit = input.productUnit !== before.productUnitId;
    if ((retyped || reunit) && (await productUnitFixed(tx, id)))
      throw invalid(t.errors.incomplete, {
        ...(retyped ? { productType: t.product.typeLocked } : {}),
        ...(reunit ? { productUnit: t.product.unitLocked } : {}),
      });
    const stranded = await sizesHoldingStock(tx, id, input.sizes);
    if (stranded.length) {
      const message = t.product.sizesHoldStock(stranded.map((s) => `${s.size} ${formatQuantity(s.qty)}`).join(', '));
      throw invalid(message, { sizes: message });
    }
    await assertReferences(tx, input);
    const picture = await productPicture(tx, actor, input.thumbnail);
    await tx
      .update(products)
      .set({ ...productValues(input), ...picture, updatedAt: new Date() })
      .where(eq(products.id, id));
    const prices = await replacePrices(tx, id, input.batchPrice);
    const diff = [
      ...fieldChanges(before, { minOrder: input.minOrder, quota: input.quota }, ['minOrder', 'quota']),
      ...prices,
    ];
    await recordAudit(tx, actor, 'update', 'product', id, input, diff);
    return showProduct(tx, actor, id);
  });
}

export async function deleteProduct(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (await productHasHistory(tx, id)) throw conflict(t.product.hasHistory);
    try {
      await tx.delete(products).where(eq(products.id, id)); // its prices go with it (ON DELETE CASCADE)
    } catch (err) {
      // A table that refers to products but registered no history check still must not turn a refusal into a 500.
      if (pgErrorCode(err) === '23503') throw conflict(t.product.hasHistory);
      throw err;
    }
    await recordAudit(tx, actor, 'delete', 'product', id, { title: product.title });
  });
}

/**
 * POST /product/update-queue-product: the listed products take positions 1..n in that order;
 * products left out keep their relative order after them, so the queue stays one total order.
 */
export async function saveProductQueue(db: Db, actor: Actor, productIds: string[]) {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.queue), asc(products.id))
      .for('update');
    const known = new Set(current.map((r) => r.id));
    const unknown = productIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw invalid(t.errors.incomplete, { productIds: t.product.unknownProducts(unknown.join(', ')) });
    const listed = new Set(productIds);
    const order = [...productIds, ...current.map((r) => r.id).filter((id) => !listed.has(id))];
    const ids = sql.join(
      order.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} set "queue" = x.ord::int
      from unnest(array[${ids}]::text[]) with ordinality as x(id, ord)
      where ${products.id} = x.id`);
    await recordAudit(tx, actor, 'queue', 'product', null, { productIds });
    return { productIds: order };
  });
}
