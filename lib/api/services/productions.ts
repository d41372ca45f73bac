import { and, asc, eq, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productionItems, productions } from '../db/schema/production';
import { conflict, invalid, notFound, type FieldErrors } from '../errors';
import type { ApproveProductionBody, ProductionBody, ProductionDirection } from '../schemas/production';
import type { ProductTypeKey } from '../schemas/product';
import { wholeWhereCounted } from './document-lines';
import { recordAudit } from './audit';
import { nextDocumentNumber } from './document-numbers';
import { productFacts } from './product-queries';
import { showProduction } from './production-queries';
import { applyStockChanges, lockProducts, type StockChange } from './stock-ledger';
import { bookLots } from './stock-lots';
import { toMilli } from '../schemas/common';
import { formatQuantity, todayInWib } from '../../i18n/format';

export type ResolvedLine = {
  productId: string;
  qty: number;
  unit: string;
  type: ProductTypeKey;
  direction: ProductionDirection;
  size: string | null;
};

/** Finished goods are made, raw materials used; a semi-finished product either way (made unless told). */
function directionOf(type: ProductTypeKey, sent: ProductionDirection | null): ProductionDirection {
  if (type === 'bahan_jadi') return 'in';
  if (type === 'bahan_baku') return 'out';
  return sent ?? 'in';
}

/**
 * Checks the lines against the catalogue (DOMAIN 6): no lines is the spec's own refusal; each
 * product once; a line's type and unit, when sent, must be the product's (a line cannot turn a
 * raw material into something produced, and units are not converted). Every line's problem is
 * reported under items.{i}.field so the form can mark that line.
 */
async function resolveLines(tx: Db, items: ProductionBody['items']): Promise<ResolvedLine[]> {
  if (items.length === 0) throw invalid(t.errors.productionEmpty, { items: t.errors.productionEmpty });
  const facts = await productFacts(tx, [...new Set(items.map((i) => i.productId))]);
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const lines: ResolvedLine[] = [];
  items.forEach((item, i) => {
    const product = facts.get(item.productId);
    if (!product) {
      errors[`items.${i}.productId`] = t.stock.unknownProduct(item.productId);
      return;
    }
    const direction = directionOf(product.type, item.direction);
    // One line per product, size and direction: a semi-finished cream may be made and used in one batch.
    const key = `${item.productId}:${item.size ?? ''}:${direction}`;
    if (seen.has(key)) errors[`items.${i}.productId`] = t.production.duplicateLine(product.title);
    seen.add(key);
    if (!wholeWhereCounted(product.type, item.qty)) errors[`items.${i}.qty`] = t.validation.wholeUnits(product.title);
    if (item.type !== null && item.type !== product.type) {
      errors[`items.${i}.type`] = t.production.typeMismatch(product.title, t.production.typeNames[product.type]);
    }
    if (item.unit !== null && item.unit.toLowerCase() !== product.unit.toLowerCase()) {
      errors[`items.${i}.unit`] = t.production.unitMismatch(product.title, product.unit);
    }
    if (item.size !== null && !product.sizes.includes(item.size))
      errors[`items.${i}.size`] = t.stock.sizeInvalid(product.title, item.size);
    lines.push({
      productId: item.productId,
      qty: item.qty,
      unit: product.unit,
      type: product.type,
      direction,
      size: item.size,
    });
  });
  const messages = Object.values(errors);
  if (messages.length > 0) throw invalid(messages[0], errors);
  return lines;
}

async function insertLines(tx: Db, productionId: number, lines: ResolvedLine[]) {
  await tx.insert(productionItems).values(lines.map((l) => ({ productionId, ...l })));
}

/**
 * A new pending batch in the caller's transaction: its number, its row, its lines and the audit
 * row. The form's batches and the plan's (`planDeliveryDate`, `planSnapshot`) are made the same way.
 */
export async function insertPendingBatch(
  tx: Db,
  actor: Actor,
  batch: Pick<typeof productions.$inferInsert, 'notes' | 'productionDate' | 'planDeliveryDate' | 'planSnapshot'>,
  lines: ResolvedLine[],
  audited: Record<string, unknown>,
): Promise<{ id: number; number: string }> {
  const number = await nextDocumentNumber(tx, 'PRD', actor.now);
  const [row] = await tx
    .insert(productions)
    .values({ ...batch, number, status: 'pending', createdBy: actor.userId, createdAt: actor.now })
    .returning({ id: productions.id });
  await insertLines(tx, row.id, lines);
  await recordAudit(tx, actor, 'create', 'production', row.id, { number, ...audited, items: lines });
  return { id: row.id, number };
}

/** The batch row, locked for this transaction, so an approval cannot slip in between check and write. */
async function lockedPending(tx: Db, id: number, refusal: string) {
  const [row] = await tx
    .select({
      id: productions.id,
      number: productions.number,
      status: productions.status,
      productionDate: productions.productionDate,
    })
    .from(productions)
    .where(eq(productions.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict(refusal);
  return row;
}

/** The day a batch was baked: not after today (WIB), so no lot outlives its shelf life. */
function bakedOn(actor: Actor, date: string | null, otherwise: string | null): string | null {
  const today = todayInWib(actor.now);
  if (date && date > today)
    throw invalid(t.production.productionDateAhead, { productionDate: t.production.productionDateAhead });
  return date ?? otherwise;
}

/** A new batch, pending; stock does not move until the warehouse approves it. */
export async function createProduction(db: Db, actor: Actor, input: ProductionBody) {
  return db.transaction(async (tx) => {
    const productionDate = bakedOn(actor, input.productionDate, todayInWib(actor.now));
    const lines = await resolveLines(tx, input.items);
    const { id } = await insertPendingBatch(tx, actor, { notes: input.notes, productionDate }, lines, {
      notes: input.notes,
      productionDate,
    });
    return showProduction(tx, id);
  });
}

/** Replaces the notes and every line, only while pending (409 otherwise). */
export async function updateProduction(db: Db, actor: Actor, id: number, input: ProductionBody) {
  return db.transaction(async (tx) => {
    const batch = await lockedPending(tx, id, t.production.notPendingUpdate);
    const productionDate = bakedOn(actor, input.productionDate, batch.productionDate);
    const lines = await resolveLines(tx, input.items);
    await tx.delete(productionItems).where(eq(productionItems.productionId, id));
    await insertLines(tx, id, lines);
    await tx
      .update(productions)
      .set({ notes: input.notes, productionDate, updatedAt: actor.now })
      .where(eq(productions.id, id));
    await recordAudit(tx, actor, 'update', 'production', id, {
      number: batch.number,
      notes: input.notes,
      productionDate,
      items: lines,
    });
    return showProduction(tx, id);
  });
}

/** Only a pending batch may go: an approved one is already in the stock ledger. */
export async function deleteProduction(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const batch = await lockedPending(tx, id, t.production.notPendingDelete);
    await tx.delete(productions).where(eq(productions.id, id));
    await recordAudit(tx, actor, 'delete', 'production', id, { number: batch.number });
  });
}

/**
 * The warehouse approves a batch (DOMAIN 6) in one transaction. The status moves first with a
 * conditional update, so of two approvals at once only one finds the batch pending (the other
 * waits on the row, then finds nothing: 409). Then finished goods come in and raw materials go
 * out through the ledger; a shortfall there refuses the whole approval and rolls the status back.
 */
export async function approveProduction(
  db: Db,
  actor: Actor,
  id: number,
  input: ApproveProductionBody = { made: [], seen: null },
) {
  return db.transaction(async (tx) => {
    // A plan document is approved under its date's plan lock: a refresh of the plan at the same
    // moment then either changes it before, or sees its stock after; never a second document for
    // the same need, planned without this batch.
    const [planned] = await tx
      .select({ date: productions.planDeliveryDate })
      .from(productions)
      .where(eq(productions.id, id));
    if (planned?.date)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`production-plan:${planned.date}`}))`);
    const now = actor.now;
    const [batch] = await tx
      .update(productions)
      .set({ status: 'disetujui', approvedBy: actor.userId, approvedAt: now, updatedAt: now })
      .where(and(eq(productions.id, id), eq(productions.status, 'pending')))
      .returning({
        id: productions.id,
        number: productions.number,
        notes: productions.notes,
        productionDate: productions.productionDate,
      });
    if (!batch) {
      const [exists] = await tx.select({ id: productions.id }).from(productions).where(eq(productions.id, id)).limit(1);
      throw exists ? conflict(t.production.alreadyApproved) : notFound();
    }
    const batchLines = await tx
      .select({
        id: productionItems.id,
        productId: productionItems.productId,
        size: productionItems.size,
        qty: productionItems.qty,
        unit: productionItems.unit,
        type: productionItems.type,
        direction: productionItems.direction,
      })
      .from(productionItems)
      .where(eq(productionItems.productionId, id))
      .orderBy(asc(productionItems.id));
    if (input.seen && !sameLines(input.seen, batchLines)) throw conflict(t.production.changedSince);
    const { lines, rejects } = await countedGood(tx, batchLines, input.made);
    const produced: StockChange[] = lines
      .filter((l) => l.direction === 'in')
      .map((l) => ({ productId: l.productId, size: l.size, qty: l.qty }));
    const consumed: StockChange[] = lines
      .filter((l) => l.direction === 'out')
      .map((l) => ({ productId: l.productId, size: l.size, qty: -l.qty }));
    const doc = { documentType: 'production', documentId: id, documentNumber: batch.number, notes: batch.notes };
    // What is made, then what is used (a cream made in this batch is there before the bread uses it);
    // every product is locked first, in id order, so two passes do not deadlock with another document.
    await lockProducts(
      tx,
      lines.map((l) => l.productId),
    );
    await applyStockChanges(tx, actor, produced, { kind: 'production_in', ...doc });
    // Tracked finished goods become a lot dated from the batch's production date (DOMAIN 15).
    await bookLots(tx, id, batch.productionDate ?? todayInWib(actor.now), produced);
    await applyStockChanges(tx, actor, consumed, { kind: 'production_out', ...doc });
    // Each line counted below its plan: old and new, so the batch's Riwayat says what was rejected.
    const counted = rejects.map((r) => ({ field: madeField(r.productId, r.size), old: r.planned, new: r.good }));
    await recordAudit(
      tx,
      actor,
      'approve',
      'production',
      id,
      { number: batch.number, produced, consumed, ...(rejects.length ? { rejects } : {}) },
      counted,
    );
    return showProduction(tx, id);
  });
}

/** Whether the screen showed the batch's lines as they are: each product, size, direction and quantity. */
function sameLines(
  seen: { productId: string; size: string | null; direction: string; qty: number }[],
  lines: { productId: string; size: string | null; direction: string; qty: number }[],
) {
  const keys = (list: typeof seen) =>
    list.map((l) => `${l.productId}|${l.size ?? ''}|${l.direction}|${toMilli(l.qty)}`).sort();
  return JSON.stringify(keys(seen)) === JSON.stringify(keys(lines));
}

/** The audit field of a made line's good count: `made.<product>` or `made.<product>:<size>`. */
export const madeField = (productId: string, size: string | null) => `made.${productId}${size ? `:${size}` : ''}`;

type PlannedLine = {
  id: number;
  productId: string;
  size: string | null;
  qty: number;
  unit: string;
  type: string;
  direction: string;
};

/**
 * The warehouse's count of what came out good (DOMAIN 15): each made line named in `made` takes
 * that figure, at most what it planned (the rest are rejects, kept on the approval's audit row);
 * the line is stored as counted, so the batch says what went into stock. Lines not named stay as
 * planned. Every problem is answered under `made.{i}` before anything moves.
 */
async function countedGood(tx: Db, planned: PlannedLine[], made: ApproveProductionBody['made']) {
  const keyOf = (productId: string, size: string | null) => `${productId}:${size ?? ''}`;
  const byKey = new Map(planned.filter((l) => l.direction === 'in').map((l) => [keyOf(l.productId, l.size), l]));
  const counted = new Map<number, number>();
  const errors: FieldErrors = {};
  made.forEach((m, i) => {
    const line = byKey.get(keyOf(m.productId, m.size));
    if (!line) errors[`made.${i}.productId`] = t.production.madeUnknown(m.productId);
    else if (counted.has(line.id)) errors[`made.${i}.productId`] = t.production.madeTwice;
    else if (m.qty > line.qty)
      errors[`made.${i}.qty`] = t.production.madeOverPlanned(formatQuantity(line.qty), line.unit);
    else if (!wholeWhereCounted(line.type, m.qty)) errors[`made.${i}.qty`] = t.production.madeWhole;
    if (line) counted.set(line.id, m.qty);
  });
  const messages = Object.values(errors);
  if (messages.length > 0) throw invalid(messages[0], errors);
  const rejects: { productId: string; size: string | null; planned: number; good: number }[] = [];
  for (const line of planned) {
    const good = counted.get(line.id);
    if (good === undefined || good === line.qty) continue;
    rejects.push({ productId: line.productId, size: line.size, planned: line.qty, good });
    await tx.update(productionItems).set({ qty: good }).where(eq(productionItems.id, line.id));
  }
  return { lines: planned.map((l) => ({ ...l, qty: counted.get(l.id) ?? l.qty })), rejects };
}
