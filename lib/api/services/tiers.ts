import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productPrices, productUnits, products } from '../db/schema/catalog';
import { branchGroups, outlets } from '../db/schema/outlets';
import { conflict, invalid, notFound, pgErrorCode } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import {
  RETURN_POLICIES,
  TIER_FIELDS,
  type bulkPriceBody,
  type TierInput,
  type tierStoreBody,
} from '../schemas/branch-group';
import { fieldChanges, recordAudit } from './audit';
import { lockProducts } from './stock-ledger';
import { LIMITS } from '../limits';
import { labelled } from '../../labelled';

/** Far above any bakery price, as the product form allows (schemas/product.ts). */

// Spelled out: in a one-table select drizzle writes ${branchGroups.id} as a bare "id", which the
// subquery would read as its own table's id.
const outletCount = sql<number>`(select count(*)::int from ${outlets} o where o.branch_group_id = "branch_groups"."id")`;
const priceCount = sql<number>`(select count(*)::int from ${productPrices} p where p.branch_group_id = "branch_groups"."id")`;

const tierColumns = {
  branchGroupId: branchGroups.id,
  title: branchGroups.name,
  cutoffDaysBefore: branchGroups.cutoffDaysBefore,
  cutoffTime: branchGroups.cutoffTime,
  paymentTermDays: branchGroups.paymentTermDays,
  returnPolicy: branchGroups.returnPolicy,
  returnPercent: branchGroups.returnPercent,
  reminderLevels: branchGroups.reminderLevels,
  outletCount,
  priceCount,
};
type TierRow = { returnPolicy: string } & Record<string, unknown>;
const typed = <T extends TierRow>(row: T) => ({
  ...row,
  returnPolicy: row.returnPolicy as (typeof RETURN_POLICIES)[number],
});

/** GET /branch-group: the tiers with their terms and how many outlets and prices use each. */
export async function listTiers(db: Db, query: ListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const where = term ? ilike(branchGroups.name, term) : undefined;
  const page = await listPage(
    query,
    async () => await db.$count(branchGroups, where),
    (offset, limit) =>
      db
        .select(tierColumns)
        .from(branchGroups)
        .where(where)
        .orderBy(asc(branchGroups.name), asc(branchGroups.id))
        .limit(limit)
        .offset(offset),
    { returnPolicies: labelled(RETURN_POLICIES, t.tier.returnPolicies) },
  );
  return { ...page, items: page.items.map(typed) };
}

export async function showTier(db: Db, id: number) {
  const [row] = await db.select(tierColumns).from(branchGroups).where(eq(branchGroups.id, id)).limit(1);
  if (!row) throw notFound();
  return typed(row);
}

async function assertTitleFree(tx: Db, title: string, exceptId?: number) {
  const [same] = await tx
    .select({ id: branchGroups.id })
    .from(branchGroups)
    .where(
      and(sql`lower(${branchGroups.name}) = lower(${title})`, exceptId ? ne(branchGroups.id, exceptId) : undefined),
    )
    .limit(1);
  if (same) throw invalid(t.tier.titleTaken(title), { title: t.tier.titleTaken(title) });
}

/** Reminder days are a set: kept in calendar order so every screen and job reads them the same way. */
const terms = (input: Omit<TierInput, 'title'>) => ({
  cutoffDaysBefore: input.cutoffDaysBefore,
  cutoffTime: input.cutoffTime,
  paymentTermDays: input.paymentTermDays,
  returnPolicy: input.returnPolicy,
  returnPercent: input.returnPercent,
  reminderLevels: [...input.reminderLevels].sort((a, b) => a - b),
});

/** Tier writes are serialised so two people creating "Reseller" at once cannot both pass the check. */
const lockTiers = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('branch_groups'))`);

export async function createTier(db: Db, actor: Actor, input: z.output<typeof tierStoreBody>) {
  return db.transaction(async (tx) => {
    await lockTiers(tx);
    await assertTitleFree(tx, input.title);
    const [row] = await tx
      .insert(branchGroups)
      .values({ name: input.title, ...terms(input), createdAt: actor.now })
      .returning({ id: branchGroups.id });
    await recordAudit(tx, actor, 'create', 'branch_group', row.id, input);
    return showTier(tx, row.id);
  });
}

/** The title and every term in one save; each changed field is in the audit diff (DOMAIN 20). */
export async function updateTier(db: Db, actor: Actor, id: number, input: TierInput) {
  return db.transaction(async (tx) => {
    await lockTiers(tx);
    const before = await showTier(tx, id);
    await assertTitleFree(tx, input.title, id);
    const next = { title: input.title, ...terms(input) };
    await tx
      .update(branchGroups)
      .set({ name: next.title, ...terms(input) })
      .where(eq(branchGroups.id, id));
    const diff = fieldChanges(before, next, TIER_FIELDS);
    await recordAudit(tx, actor, 'update', 'branch_group', id, undefined, diff);
    return showTier(tx, id);
  });
}

/** A tier in use by outlets or prices stays (409): removing it would leave outlets without prices. */
export async function deleteTier(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await lockTiers(tx);
    // Locked before it is counted: an outlet or a price put on this tier meanwhile (their key
    // checks wait for this lock) either committed first and is counted, or waits and then fails.
    await tx.select({ id: branchGroups.id }).from(branchGroups).where(eq(branchGroups.id, id)).for('update');
    const tier = await showTier(tx, id);
    if (tier.outletCount > 0 || tier.priceCount > 0) throw conflict(t.tier.inUse(tier.outletCount, tier.priceCount));
    await tx
      .delete(branchGroups)
      .where(eq(branchGroups.id, id))
      .catch((err: unknown) => {
        throw pgErrorCode(err) === '23503' ? conflict(t.tier.inUseNow) : err;
      });
    await recordAudit(tx, actor, 'delete', 'branch_group', id, { title: tier.title });
  });
}

/** The products priced in this tier, by title: what a bulk price change chooses from. */
export async function tierPrices(db: Db, id: number) {
  await showTier(db, id);
  return db
    .select({ productId: products.id, title: products.title, unit: productUnits.name, price: productPrices.price })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(eq(productPrices.branchGroupId, id))
    .orderBy(asc(products.title), asc(products.id));
}

/**
 * POST /branch-group/bulk-price/{id}: every chosen product's price in this tier moved by a percent
 * or an amount, rounded to `roundTo` rupiah. Without `apply` it only answers the preview; with it,
 * the same computation is written in one transaction, each price in the audit diff. Problems
 * (no price yet, zero or below, too large) are all reported and nothing changes.
 */
export async function bulkUpdatePrices(db: Db, actor: Actor, id: number, input: z.output<typeof bulkPriceBody>) {
  return db.transaction(async (tx) => {
    await showTier(tx, id);
    const ids = [...new Set(input.productIds)];
    // Applied, the prices are read under the products' locks (as a product's own form takes them):
    // two changes at once add up instead of the second writing over the first from the same prices.
    if (input.apply) await lockProducts(tx, ids);
    const rows = await tx
      .select({ productId: products.id, title: products.title, price: productPrices.price })
      .from(products)
      .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.branchGroupId, id)))
      .where(inArray(products.id, ids))
      .orderBy(asc(products.title), asc(products.id));
    const byId = new Map(rows.map((r) => [r.productId, r]));
    const errors: Record<string, string> = {};
    const lines: { productId: string; title: string; oldPrice: number; newPrice: number }[] = [];
    input.productIds.forEach((productId, i) => {
      const row = byId.get(productId);
      if (!row) return void (errors[`productIds.${i}`] = t.tier.bulk.unknownProduct(productId));
      if (row.price === null) return void (errors[`productIds.${i}`] = t.tier.bulk.noPrice(row.title));
      const raw = input.mode === 'percent' ? row.price * (1 + input.value / 100) : row.price + input.value;
      const newPrice = Math.round(raw / input.roundTo) * input.roundTo;
      if (newPrice <= 0) errors[`productIds.${i}`] = t.tier.bulk.notPositive(row.title);
      else if (newPrice > LIMITS.price) errors[`productIds.${i}`] = t.tier.bulk.tooLarge(row.title);
      else if (!lines.some((l) => l.productId === productId))
        lines.push({ productId, title: row.title, oldPrice: row.price, newPrice });
    });
    if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);
    lines.sort((a, b) => a.title.localeCompare(b.title, 'id') || a.productId.localeCompare(b.productId));
    if (!input.apply) return { applied: false, lines };

    for (const line of lines) {
      await tx
        .update(productPrices)
        .set({ price: line.newPrice })
        .where(and(eq(productPrices.productId, line.productId), eq(productPrices.branchGroupId, id)));
    }
    await recordAudit(
      tx,
      actor,
      'bulk-price',
      'branch_group',
      id,
      { mode: input.mode, value: input.value, roundTo: input.roundTo },
      lines.map((l) => ({ field: `price.${l.productId}`, old: l.oldPrice, new: l.newPrice })),
    );
    return { applied: true, lines };
  });
}
