import { asc, eq, inArray, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productPrices, productTypes, productUnits, products } from '../db/schema/catalog';
import { branchGroups } from '../db/schema/outlets';
import { normalizeCode } from '../schemas/product';
import { recordAudit } from '../services/audit';
import * as cell from './cells';
import type { ImportRow, Plan, PlannedRow } from './plan';
import { LIMITS } from '../limits';
import { selectProducts } from '../services/product-select';
import { productUnitFixed, sizesHoldingStock } from '../services/history';
import { formatQuantity } from '../../i18n/format';
import { lockProducts } from '../services/stock-ledger';

const h = t.import.headers;
const MAX_QUANTITY = 1_000_000;

export const PRODUCT_COLUMNS = [
  { key: 'code', header: h.code, required: true, text: true },
  { key: 'title', header: h.productTitle, required: true },
  { key: 'type', header: h.type, required: true },
  { key: 'unit', header: h.unit, required: true },
  { key: 'minOrder', header: h.minOrder },
  { key: 'quota', header: h.quota },
  { key: 'sizes', header: h.sizes },
  { key: 'hasLabel', header: h.hasLabel },
] as const;

/** Price columns: the code, the name (for people; not imported), then one column per tier. */
export const PRICE_FIXED_COLUMNS = [
  { key: 'code', header: h.code, required: true, text: true },
  { key: 'title', header: h.productTitle },
] as const;

function code(value: string): cell.Checked<string> {
  const v = value.trim();
  if (!v) return { ok: false, message: t.import.required };
  return /^\d{1,10}$/.test(v) ? { ok: true, value: normalizeCode(v) } : { ok: false, message: t.import.codeInvalid };
}

interface ProductRow {
  code: string;
  title: string;
  type: string;
  unit: string;
  minOrder: number | null;
  quota: number | null;
  sizes: string[];
  hasLabel: boolean;
}

interface ProductChange {
  code: string;
  exists: boolean;
  values: {
    title: string;
    productTypeId: number;
    productUnitId: number;
    minOrder: number;
    quota: number | null;
    sizes: string[];
    hasLabel: boolean;
  };
}

const typeKeyOf = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_');

export async function planProducts(db: Db, rows: ImportRow[]): Promise<Plan<ProductChange[]>> {
  const types = new Map(
    (await db.select().from(productTypes)).flatMap((p) => [
      [p.key, p.id],
      [typeKeyOf(p.name), p.id],
    ]),
  );
  const units = new Map((await db.select().from(productUnits)).map((u) => [u.name.toLowerCase(), u.id]));
  const planned: PlannedRow[] = [];
  const parsed: { row: number; data: ProductRow; cells: Record<string, string> }[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const errors: Record<string, string> = {};
    const data = cell.collect<ProductRow>(
      {
        code: [h.code, code(cells.code ?? '')],
        title: [h.productTitle, cell.text(cells.title ?? '', { required: true, max: 120 }) as cell.Checked<string>],
        type: [h.type, cell.text(cells.type ?? '', { required: true, max: 40 }) as cell.Checked<string>],
        unit: [h.unit, cell.text(cells.unit ?? '', { required: true, max: 40 }) as cell.Checked<string>],
        minOrder: [h.minOrder, cell.wholeNumber(cells.minOrder ?? '')],
        quota: [h.quota, cell.wholeNumber(cells.quota ?? '')],
        sizes: [h.sizes, cell.list(cells.sizes ?? '')],
        hasLabel: [h.hasLabel, cell.flag(cells.hasLabel ?? '')],
      },
      errors,
    );
    if (data) {
      if (seen.has(data.code)) errors[h.code] = t.import.codeTwice;
      seen.add(data.code);
      if (!types.has(typeKeyOf(data.type))) errors[h.type] = t.import.typeInvalid;
      if (!units.has(data.unit.toLowerCase())) errors[h.unit] = t.import.unknownUnit(data.unit);
      if ((data.minOrder ?? 0) > MAX_QUANTITY) errors[h.minOrder] = t.import.wholeNumber;
      if ((data.quota ?? 0) > MAX_QUANTITY) errors[h.quota] = t.import.wholeNumber;
    }
    planned.push({ row, label: `${cells.code ?? ''} · ${cells.title ?? ''}`, action: 'unchanged', errors });
    if (data && Object.keys(errors).length === 0) parsed.push({ row, data, cells });
  }
  const codes = parsed.map((p) => p.data.code);
  const current = new Map(
    (codes.length ? await db.select().from(products).where(inArray(products.id, codes)) : []).map((p) => [p.id, p]),
  );
  const byRow = new Map(planned.map((p) => [p.row, p]));
  const changes: ProductChange[] = [];
  for (const { row, data, cells } of parsed) {
    const existing = current.get(data.code);
    const values = cell.keepLeftOut(
      {
        title: data.title,
        productTypeId: types.get(typeKeyOf(data.type))!,
        productUnitId: units.get(data.unit.toLowerCase())!,
        minOrder: data.minOrder ?? 0,
        quota: data.quota,
        // Each size once, as the form keeps them.
        sizes: [...new Set(data.sizes)],
        hasLabel: data.hasLabel,
      },
      existing,
      cells,
      { minOrder: 'minOrder', quota: 'quota', sizes: 'sizes', hasLabel: 'hasLabel' },
    );
    // The form's size rules against what the product keeps (a required size, its default size):
    // a file must not leave orders of it with no size to pick, or a default it no longer has.
    const sizeProblem =
      values.sizes.length > 10
        ? t.import.tooManySizes
        : existing?.sizeRequired && values.sizes.length === 0
          ? t.product.sizesMissing
          : existing?.defaultSize && !values.sizes.includes(existing.defaultSize)
            ? t.import.defaultSizeKept(existing.defaultSize)
            : null;
    const stranded = existing ? await sizesHoldingStock(db, data.code, values.sizes) : [];
    const sizeMessage =
      sizeProblem ??
      (stranded.length
        ? t.product.sizesHoldStock(stranded.map((s) => `${s.size} ${formatQuantity(s.qty)}`).join(', '))
        : null);
    if (sizeMessage) {
      byRow.get(row)!.errors[h.sizes] = sizeMessage;
      continue;
    }
    // The form's rule (updateProduct): a product with history keeps its unit and type.
    const retyped = existing && values.productTypeId !== existing.productTypeId;
    const reunit = existing && values.productUnitId !== existing.productUnitId;
    if ((retyped || reunit) && (await productUnitFixed(db, data.code))) {
      const planned = byRow.get(row)!;
      if (retyped) planned.errors[h.type] = t.product.typeLocked;
      if (reunit) planned.errors[h.unit] = t.product.unitLocked;
      continue;
    }
    const changed =
      !existing ||
      (Object.keys(values) as (keyof typeof values)[]).some(
        (k) => JSON.stringify(values[k]) !== JSON.stringify(existing[k]),
      );
    byRow.get(row)!.action = !existing ? 'create' : changed ? 'update' : 'unchanged';
    if (changed) changes.push({ code: data.code, exists: Boolean(existing), values });
  }
  return { rows: planned, changes };
}

export async function applyProducts(tx: Db, actor: Actor, changes: ProductChange[]) {
  // The products first, in the order every stock document and price change locks them.
  await lockProducts(
    tx,
    changes.filter((c) => c.exists).map((c) => c.code),
  );
  let created = 0;
  let updated = 0;
  let [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${products.queue}), 0) + 1`.mapWith(Number) })
    .from(products);
  for (const change of changes) {
    if (change.exists) {
      await tx.update(products).set(change.values).where(eq(products.id, change.code));
      await recordAudit(tx, actor, 'import-update', 'product', change.code, change.values);
      updated++;
    } else {
      await tx.insert(products).values({ id: change.code, ...change.values, queue: next++ });
      await recordAudit(tx, actor, 'import-create', 'product', change.code, change.values);
      created++;
    }
  }
  return { created, updated, accounts: [] };
}

export async function exportProducts(db: Db) {
  const rows = await selectProducts(db, {
    code: products.id,
    title: products.title,
    type: productTypes.name,
    unit: productUnits.name,
    minOrder: products.minOrder,
    quota: products.quota,
    sizes: products.sizes,
    hasLabel: products.hasLabel,
  }).orderBy(asc(products.id));
  return rows.map((r) => [
    r.code,
    r.title,
    r.type,
    r.unit,
    r.minOrder,
    r.quota,
    r.sizes.join(', '),
    r.hasLabel ? t.import.yes : t.import.no,
  ]);
}

interface PriceChange {
  productId: string;
  branchGroupId: number;
  price: number;
  old: number | null;
  exists: boolean;
}

/** The tiers named by the header's price columns, in file order; unknown names are file errors. */
export async function priceTiers(db: Db, tierHeaders: string[]) {
  const tiers = await db.select({ id: branchGroups.id, name: branchGroups.name }).from(branchGroups);
  const byName = new Map(tiers.map((g) => [g.name.toLowerCase(), g.id]));
  return tierHeaders.map((title) => ({ title, id: byName.get(title.toLowerCase()) ?? null }));
}

export async function planPrices(db: Db, rows: ImportRow[], tierHeaders: string[]): Promise<Plan<PriceChange[]>> {
  const tiers = await priceTiers(db, tierHeaders);
  const planned: PlannedRow[] = [];
  const wanted: { row: number; code: string; prices: { branchGroupId: number; price: number }[] }[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const errors: Record<string, string> = {};
    const parsedCode = code(cells.code ?? '');
    if (!parsedCode.ok) errors[h.code] = parsedCode.message;
    else if (seen.has(parsedCode.value)) errors[h.code] = t.import.codeTwice;
    if (parsedCode.ok) seen.add(parsedCode.value);
    const prices: { branchGroupId: number; price: number }[] = [];
    for (const tier of tiers) {
      const value = cell.wholeNumber(cells[`tier:${tier.title}`] ?? '', { min: 1 });
      if (!value.ok || (value.value !== null && value.value > LIMITS.price)) errors[tier.title] = t.import.priceInvalid;
      else if (value.value !== null && tier.id !== null) prices.push({ branchGroupId: tier.id, price: value.value });
    }
    planned.push({ row, label: `${cells.code ?? ''} · ${cells.title ?? ''}`, action: 'unchanged', errors });
    if (parsedCode.ok && Object.keys(errors).length === 0) wanted.push({ row, code: parsedCode.value, prices });
  }
  const codes = wanted.map((w) => w.code);
  const known = new Set(
    (codes.length ? await db.select({ id: products.id }).from(products).where(inArray(products.id, codes)) : []).map(
      (p) => p.id,
    ),
  );
  const current = new Map(
    (codes.length ? await db.select().from(productPrices).where(inArray(productPrices.productId, codes)) : []).map(
      (p) => [`${p.productId}|${p.branchGroupId}`, p.price],
    ),
  );
  const byRow = new Map(planned.map((p) => [p.row, p]));
  const changes: PriceChange[] = [];
  for (const w of wanted) {
    const p = byRow.get(w.row)!;
    if (!known.has(w.code)) {
      p.errors[h.code] = t.import.unknownCode(w.code);
      continue;
    }
    let created = false;
    let updated = false;
    for (const price of w.prices) {
      const old = current.get(`${w.code}|${price.branchGroupId}`);
      if (old === price.price) continue;
      changes.push({ productId: w.code, ...price, old: old ?? null, exists: old !== undefined });
      if (old === undefined) created = true;
      else updated = true;
    }
    p.action = updated ? 'update' : created ? 'create' : 'unchanged';
  }
  return { rows: planned, changes };
}

export async function applyPrices(tx: Db, actor: Actor, changes: PriceChange[]) {
  await lockProducts(
    tx,
    changes.map((c) => c.productId),
  );
  for (const change of changes) {
    await tx
      .insert(productPrices)
      .values({ productId: change.productId, branchGroupId: change.branchGroupId, price: change.price })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.branchGroupId],
        set: { price: change.price },
      });
  }
  // One row per product, as a product's own price change is recorded: its Riwayat shows it, with
  // each tier by name, and finance finds it among the products of its Jejak Audit.
  for (const productId of new Set(changes.map((c) => c.productId)))
    await recordAudit(
      tx,
      actor,
      'import-prices',
      'product',
      productId,
      undefined,
      changes
        .filter((c) => c.productId === productId)
        .map((c) => ({ field: `price.${c.branchGroupId}`, old: c.old, new: c.price })),
    );
  const created = changes.filter((c) => !c.exists).length;
  return { created, updated: changes.length - created, accounts: [] };
}

export async function exportPrices(db: Db) {
  const tiers = await db
    .select({ id: branchGroups.id, name: branchGroups.name })
    .from(branchGroups)
    .orderBy(asc(branchGroups.name));
  const list = await db.select({ id: products.id, title: products.title }).from(products).orderBy(asc(products.id));
  const prices = new Map(
    (await db.select().from(productPrices)).map((p) => [`${p.productId}|${p.branchGroupId}`, p.price]),
  );
  return {
    tierTitles: tiers.map((g) => g.name),
    rows: list.map((p) => [p.id, p.title, ...tiers.map((g) => prices.get(`${p.id}|${g.id}`) ?? null)]),
  };
}
