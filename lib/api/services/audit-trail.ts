import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { formatQuantity, formatRupiah, startOfWibDay } from '../../i18n/format';
import { t } from '../../i18n/id';
import { ROLE_TITLES, type RolePage } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { auditLog, type FieldChange } from '../db/schema/audit';
import { products } from '../db/schema/catalog';
import { branchGroups, outlets } from '../db/schema/outlets';
import { invalid } from '../errors';
import { listPage } from '../list';
import { isoDateField } from '../schemas/common';
import type { AuditItem, AuditListQuery } from '../schemas/audit';
import { shiftDate } from '../../iso-dates';

const ta = t.audit;

/** What finance reads of the trail ("its records", DOMAIN 15 table): money and the partners'. */
export const FINANCE_ENTITIES = [
  'invoice',
  'order',
  'mitra',
  'outlet',
  'branch_group',
  'product',
  'return',
  'standing_order',
  'order_change_request',
] as const;

/** Fields whose values are rupiah. */
const MONEY = new Set(['total', 'price', 'creditLimit', 'subtotal', 'paidAmount', 'proofAmount']);

/** The start of a WIB date as an instant. */

function scopeOf(actor: Pick<Actor, 'role'>): SQL | undefined {
  return actor.role === 'owner' ? undefined : inArray(auditLog.entity, [...FINANCE_ENTITIES]);
}

/** One product's records, and the tier bulk price changes that changed its price (they are filed under the tier). */
function productRecords(productId: string): SQL {
  return or(
    and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, productId)),
    and(
      eq(auditLog.entity, 'branch_group'),
      eq(auditLog.action, 'bulk-price'),
      sql`${auditLog.diff} @> ${JSON.stringify([{ field: `price.${productId}` }])}::jsonb`,
    ),
  )!;
}

function whereOf(actor: Pick<Actor, 'role'>, q: Partial<Omit<AuditListQuery, 'page' | 'limit'>>) {
  const ofProduct = q.entity === 'product' && q.entityId;
  return and(
    scopeOf(actor),
    ofProduct ? productRecords(q.entityId!) : undefined,
    q.entity && !ofProduct ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId && !ofProduct ? eq(auditLog.entityId, q.entityId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.from ? gte(auditLog.createdAt, startOfWibDay(q.from)) : undefined,
    q.to ? lt(auditLog.createdAt, startOfWibDay(shiftDate(q.to, 1))) : undefined,
  );
}

/**
 * Names the diffs refer to by id: price tiers (a product's prices, an outlet's tier), products (a
 * tier's prices), drivers (a route's or an order's) and outlets (a route's stops).
 */
async function namesFor(db: Db, rows: { entity: string; diff: FieldChange[] | null }[]) {
  const tierIds = new Set<number>();
  const productIds = new Set<string>();
  const userIds = new Set<number>();
  const outletIds = new Set<number>();
  for (const row of rows)
    for (const change of row.diff ?? []) {
      const values = [change.old, change.new];
      // An outlet's price tier is named, not numbered.
      if (change.field === 'branchGroupId') for (const id of values) if (typeof id === 'number') tierIds.add(id);
      if (change.field === 'driverId') for (const id of values) if (typeof id === 'number') userIds.add(id);
      if (change.field === 'stops')
        for (const list of values) if (Array.isArray(list)) for (const id of list) outletIds.add(Number(id));
      if (change.field.startsWith('made.')) productIds.add(madeParts(change.field).productId);
      if (!change.field.startsWith('price.')) continue;
      const key = change.field.slice('price.'.length);
      if (row.entity === 'product' && /^\d+$/.test(key)) tierIds.add(Number(key));
      if (row.entity === 'branch_group') productIds.add(key);
    }
  return {
    tier: await namesById(db, branchGroups, branchGroups.id, branchGroups.name, tierIds),
    product: await namesById(db, products, products.id, products.title, productIds),
    user: await namesById(db, users, users.id, users.name, userIds),
    outlet: await namesById(db, outlets, outlets.id, outlets.title, outletIds),
  };
}

/** Each id's name (by its text form), one read per kind of record; none when no id is asked for. */
async function namesById(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  name: AnyPgColumn,
  ids: Set<number | string>,
): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id, name })
    .from(table)
    .where(inArray(id, [...ids]));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/** A production line's good count (productions.ts `madeField`): its product and size. */
function madeParts(field: string) {
  const [productId, size] = field.slice('made.'.length).split(':');
  return { productId, size: size ?? null };
}

function valueText(field: string, value: unknown, names: Awaited<ReturnType<typeof namesFor>>): string {
  if (value === null || value === undefined || value === '') return ta.none;
  if (field.startsWith('made.')) return formatQuantity(Number(value));
  if (typeof value === 'boolean') return value ? ta.yes : ta.no;
  if (field === 'stops' && Array.isArray(value))
    return value.map((id) => names.outlet.get(String(id)) ?? id).join(', ');
  if (Array.isArray(value)) return value.join(', ');
  if (field === 'branchGroupId') return names.tier.get(String(value)) ?? String(value);
  if (field === 'driverId') return names.user.get(String(value)) ?? String(value);
  if (field === 'returnPolicy')
    return (t.tier.returnPolicies as Record<string, string>)[String(value)] ?? String(value);
  if (field === 'discountType' || field === 'taxType') return t.invoice.amountTypes[String(value)] ?? String(value);
  if (MONEY.has(field) || field.startsWith('price.')) return formatRupiah(Number(value));
  if (field === 'status') return t.order.statuses[String(value)] ?? t.invoice.statuses[String(value)] ?? String(value);
  if (field === 'creditMode') return t.credit.modes[String(value)] ?? String(value);
  return String(value);
}

/** One change in Indonesian: "Harga Tier A: Rp16.000 -> Rp17.000". */
export function describeChange(entity: string, change: FieldChange, names: Awaited<ReturnType<typeof namesFor>>) {
  let label = ta.fields[change.field] ?? change.field;
  if (change.field.startsWith('price.')) {
    const key = change.field.slice('price.'.length);
    const what = entity === 'branch_group' ? names.product.get(key) : names.tier.get(key);
    label = ta.priceOf(what ?? key);
  }
  if (change.field.startsWith('made.')) {
    const { productId, size } = madeParts(change.field);
    const title = names.product.get(productId) ?? productId;
    label = ta.madeOf(size ? `${title} (${size})` : title);
  }
  return ta.change(label, valueText(change.field, change.old, names), valueText(change.field, change.new, names));
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorName: users.name,
  actorRole: auditLog.actorRole,
  clientAddress: auditLog.clientAddress,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  diff: auditLog.diff,
};

/**
 * A tier's bulk price change as one product's record: only that product's price, named by the
 * tier, as the product's own price changes are.
 */
function asProductRecord<R extends { entity: string; entityId: string | null; diff: FieldChange[] | null }>(
  row: R,
  productId: string,
): R {
  if (row.entity !== 'branch_group') return row;
  const diff = (row.diff ?? [])
    .filter((c) => c.field === `price.${productId}`)
    .map((c) => ({ ...c, field: `price.${row.entityId}` }));
  return { ...row, entity: 'product', entityId: productId, diff };
}

async function toItems(
  db: Db,
  rows: { [K in keyof typeof columns]: unknown }[],
  forProduct?: string,
): Promise<AuditItem[]> {
  const read = rows as {
    id: number;
    createdAt: Date;
    actorId: number | null;
    actorName: string | null;
    actorRole: string | null;
    clientAddress: string | null;
    action: string;
    entity: string;
    entityId: string | null;
    diff: FieldChange[] | null;
  }[];
  const typed = forProduct ? read.map((r) => asProductRecord(r, forProduct)) : read;
  const names = await namesFor(db, typed);
  return typed.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    actorId: r.actorId,
    actor: r.actorId === null ? ta.system : (r.actorName ?? ta.system),
    actorRole: r.actorRole ? (ROLE_TITLES[r.actorRole as RolePage] ?? r.actorRole) : null,
    clientAddress: r.clientAddress,
    action: r.action,
    actionLabel: ta.actions[r.action] ?? r.action,
    entity: r.entity,
    entityLabel: ta.entities[r.entity] ?? r.entity,
    entityId: r.entityId,
    lines: (r.diff ?? []).map((change) => describeChange(r.entity, change, names)),
  }));
}

/** GET /audit: newest first; the owner reads everything, finance its records (DOMAIN 20). */
export async function listAudit(db: Db, actor: Actor, query: AuditListQuery) {
  const where = whereOf(actor, query);
  return listPage(
    query,
    async () => await db.$count(auditLog, where),
    async (offset, limit) => {
      // The page's ids first, from the (created_at, id) index alone; only those 20 rows are then
      // read whole and joined to their author, so a deep page skips index entries, not joined rows.
      const page = db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      return toItems(
        db,
        await db
          .select(columns)
          .from(auditLog)
          .innerJoin(page, eq(page.id, auditLog.id))
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
        query.entity === 'product' ? query.entityId : undefined,
      );
    },
  );
}

/** The export's range: both dates required, "from" not after "to", at most 92 days. */
export function parseAuditRange(from: string | undefined, to: string | undefined) {
  if (!from || !to) throw invalid(ta.rangeRequired, { from: ta.rangeRequired });
  const ok = isoDateField.safeParse(from).success && isoDateField.safeParse(to).success;
  const days = ok ? differenceInCalendarDays(parseISO(to), parseISO(from)) : -1;
  if (!ok || days < 0 || days > 91) throw invalid(ta.rangeInvalid, { from: ta.rangeInvalid });
  return { from, to };
}

/**
 * The rows of a range for the xlsx, in pages of `batch` in the order they were written (keyset on
 * the id: timestamps carry microseconds a JavaScript date would round), so a busy quarter is
 * written without holding it all in memory.
 */
export async function* auditRows(
  db: Db,
  actor: Pick<Actor, 'role'>,
  query: { from: string; to: string } & Partial<Pick<AuditListQuery, 'entity' | 'entityId' | 'actorId'>>,
  batch = 2000,
) {
  const where = whereOf(actor, query);
  // The keyset starts where the range does (its time index answers it), not at the log's first row:
  // a recent quarter of a long log would otherwise walk every older row before its first match.
  // (`id + 0` keeps the planner off the primary key's order, which would walk the old rows anyway.)
  const [{ first }] = await db
    .select({ first: sql<number | null>`min(${auditLog.id} + 0)` })
    .from(auditLog)
    .where(
      and(
        gte(auditLog.createdAt, startOfWibDay(query.from)),
        lt(auditLog.createdAt, startOfWibDay(shiftDate(query.to, 1))),
      ),
    );
  if (first === null) return;
  let after = Number(first) - 1;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(where, gt(auditLog.id, after)))
      .orderBy(auditLog.id)
      .limit(batch);
    if (rows.length === 0) return;
    // One product's history shows that product's price in a tier's bulk change, as on the screen.
    yield await toItems(db, rows, query.entity === 'product' ? query.entityId : undefined);
    after = rows[rows.length - 1].id;
    if (rows.length < batch) return;
  }
}
