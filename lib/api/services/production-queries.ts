import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products, productTypes, productUnits } from '../db/schema/catalog';
import { productionItems, productions } from '../db/schema/production';
import { recipes } from '../db/schema/recipes';
import { expectedGood } from '../rules/production-yield';
import { notFound } from '../errors';
import { containsPattern, listPage } from '../list';
import { PRODUCT_TYPE_KEYS, type ProductTypeKey } from '../schemas/product';
import { fromMilli, toMilli } from '../schemas/common';
import {
  PRODUCTION_STATUSES,
  type ProductionDetail,
  type ProductionDirection,
  type ProductionListQuery,
  type ProductionStatus,
} from '../schemas/production';
import { productSearch, selectProducts } from './product-select';
import { labelled } from '../../labelled';

/** How many produced lines the list spells out before it says "+n lainnya". */
const SUMMARY_LINES = 3;
/** Spec 9: stock forms show up to 100 products. */
const OPTIONS_LIMIT = 100;

const creator = alias(users, 'creator');
const approver = alias(users, 'approver');

export function statusLabel(status: string): string {
  return status === 'disetujui' ? t.production.statusApproved : t.production.statusPending;
}

export function statusOptions() {
  return labelled(PRODUCTION_STATUSES, statusLabel);
}

function headerQuery(db: Db) {
  return db
    .select({
      productionId: productions.id,
      number: productions.number,
      status: productions.status,
      notes: productions.notes,
      createdBy: creator.name,
      createdAt: productions.createdAt,
      approvedBy: approver.name,
      approvedAt: productions.approvedAt,
      updatedAt: productions.updatedAt,
      planDeliveryDate: productions.planDeliveryDate,
      productionDate: productions.productionDate,
    })
    .from(productions)
    .leftJoin(creator, eq(creator.id, productions.createdBy))
    .leftJoin(approver, eq(approver.id, productions.approvedBy));
}

type HeaderRow = Awaited<ReturnType<typeof headerQuery>>[number];

function linesOf(db: Db, productionIds: number[]) {
  return db
    .select({
      productionId: productionItems.productionId,
      productId: productionItems.productId,
      title: products.title,
      qty: productionItems.qty,
      unit: productionItems.unit,
      size: productionItems.size,
      type: productionItems.type,
      direction: productionItems.direction,
      stock: products.stock,
    })
    .from(productionItems)
    .innerJoin(products, eq(products.id, productionItems.productId))
    .where(inArray(productionItems.productionId, productionIds))
    .orderBy(asc(productionItems.productionId), asc(productionItems.id));
}

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

function header(row: HeaderRow, lines: LineRow[]) {
  const produced = lines.filter((l) => l.direction === 'in');
  return {
    productionId: row.productionId,
    number: row.number,
    status: row.status as ProductionStatus,
    statusLabel: statusLabel(row.status),
    notes: row.notes,
    itemCount: lines.length,
    producedCount: produced.length,
    consumedCount: lines.length - produced.length,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    planDeliveryDate: row.planDeliveryDate,
    productionDate: row.productionDate,
  };
}

/** "Roti Tawar Kupas 40 pcs, Donat Gula 120 pcs, +2 lainnya": what a batch made, at a glance. */
function producedSummary(lines: LineRow[]): string {
  // A product made in several sizes counts once, with its sizes together.
  const byProduct = new Map<string, LineRow>();
  for (const l of lines.filter((l) => l.direction === 'in' && l.type === 'bahan_jadi')) {
    const seen = byProduct.get(l.productId);
    byProduct.set(l.productId, seen ? { ...seen, qty: fromMilli(toMilli(seen.qty) + toMilli(l.qty)) } : l);
  }
  const produced = [...byProduct.values()];
  if (produced.length === 0) return t.production.producedSummaryEmpty;
  const shown = produced.slice(0, SUMMARY_LINES).map((l) => `${l.title} ${l.qty} ${l.unit}`);
  if (produced.length > SUMMARY_LINES) shown.push(t.production.moreLines(produced.length - SUMMARY_LINES));
  return shown.join(', ');
}

/** Batches newest first; search over the number, optional status filter (spec 7, page size 10). */
export async function listProductions(db: Db, query: ProductionListQuery) {
  const where = and(
    query.search ? ilike(productions.number, containsPattern(query.search)) : undefined,
    query.status ? eq(productions.status, query.status) : undefined,
  );
  return listPage(
    query,
    async () => await db.$count(productions, where),
    async (offset, limit) => {
      const rows = await headerQuery(db)
        .where(where)
        .orderBy(desc(productions.createdAt), desc(productions.id))
        .limit(limit)
        .offset(offset);
      const lines = rows.length
        ? await linesOf(
            db,
            rows.map((r) => r.productionId),
          )
        : [];
      return rows.map((row) => {
        const own = lines.filter((l) => l.productionId === row.productionId);
        return { ...header(row, own), producedSummary: producedSummary(own) };
      });
    },
    { status: statusOptions() },
  );
}

/** One batch with its lines and each product's stock now; 404 "Data tidak ditemukan.". */
export async function showProduction(db: Db, id: number): Promise<ProductionDetail> {
  const [row] = await headerQuery(db).where(eq(productions.id, id)).limit(1);
  if (!row) throw notFound();
  const lines = await linesOf(db, [id]);
  const made = lines.filter((l) => l.direction === 'in').map((l) => l.productId);
  const losses = new Map(
    made.length
      ? (
          await db
            .select({ productId: recipes.productId, lossPercent: recipes.lossPercent })
            .from(recipes)
            .where(inArray(recipes.productId, made))
        ).map((r) => [r.productId, r.lossPercent])
      : [],
  );
  // Where the warehouse's count starts, per made product. A semi-finished good the batch also uses
  // starts at its plan: the batch needs all of it, and a lower count is the warehouse's to type.
  const used = new Set(lines.filter((l) => l.direction === 'out').map((l) => l.productId));
  const expected = new Map<(typeof lines)[number], number>();
  for (const productId of new Set(made)) {
    const own = lines.filter((l) => l.direction === 'in' && l.productId === productId);
    const loss = used.has(productId) ? 0 : (losses.get(productId) ?? 0);
    expectedGood(own, loss, own[0].type === 'bahan_jadi').forEach((qty, i) => expected.set(own[i], qty));
  }
  return {
    ...header(row, lines),
    updatedAt: row.updatedAt.toISOString(),
    items: lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      qty: l.qty,
      unit: l.unit,
      size: l.size,
      type: l.type as ProductTypeKey,
      direction: l.direction as ProductionDirection,
      stock: l.stock,
      lossPercent: l.direction === 'in' ? (losses.get(l.productId) ?? null) : null,
      expectedQty: expected.get(l) ?? null,
    })),
  };
}

/** The products a batch (or a recipe) may name: finished goods first, then semi-finished, then raw materials. */
export async function productionProductOptions(db: Db, search: string) {
  const rows = await selectProducts(db, {
    productId: products.id,
    title: products.title,
    productUnit: productUnits.name,
    productTypeKey: productTypes.key,
    productType: productTypes.name,
    stock: products.stock,
  })
    .where(and(inArray(productTypes.key, PRODUCT_TYPE_KEYS), productSearch(search)))
    .orderBy(
      desc(sql`${productTypes.key} = 'bahan_jadi'`),
      desc(sql`${productTypes.key} = 'setengah_jadi'`),
      asc(products.queue),
      asc(products.id),
    )
    .limit(OPTIONS_LIMIT);
  return { products: rows.map((r) => ({ ...r, productTypeKey: r.productTypeKey as ProductTypeKey })) };
}
