import { and, asc, count, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { outlets } from '../db/schema/outlets';
import type { Actor } from '../actor';
import { ROLE_IDS } from '../../roles';
import { t } from '../../i18n/id';
import { invalid } from '../errors';

/** The partner whose outlets this caller may see, or null for central staff. */
export function partnerOf(actor: Pick<Actor, 'roleId' | 'userId' | 'partnerId'>): number | null {
  if (actor.roleId === ROLE_IDS.merchant) return actor.userId;
  if (actor.roleId === ROLE_IDS['admin-merchant']) return actor.partnerId ?? -1; // unattached: sees nothing
  return null;
}

/**
 * A query's partner scope on the joined `outlets` table: a partner (or its staff) sees its own
 * outlets' records, central staff everything. Applied in the query, never after it.
 */
export function ownOutletsOnly(actor: Pick<Actor, 'roleId' | 'userId' | 'partnerId'>): SQL | undefined {
  const partner = partnerOf(actor);
  return partner === null ? undefined : eq(outlets.ownerId, partner);
}

/**
 * How many of an outlet's documents match `where`, which may filter on the joined `outlets`
 * (`ownOutletsOnly`, a title): the count of a list whose rows are each an outlet's.
 */
export async function countWithOutlet(db: Db, table: PgTable & { outletId: AnyColumn }, where: SQL | undefined) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(outlets, eq(outlets.id, table.outletId))
    .where(where);
  return n;
}

/**
 * The outlet a document is for, among those the caller may use (a partner: its own), or 422
 * "Outlet wajib dipilih" on `branchId`: another partner's outlet is not told apart from none.
 */
export async function chosenOutlet(db: Db, actor: Actor, branchId: number) {
  const [row] = await db
    .select({ id: outlets.id, title: outlets.title, branchGroupId: outlets.branchGroupId, isActive: outlets.isActive })
    .from(outlets)
    .where(and(eq(outlets.id, branchId), ownOutletsOnly(actor)))
    .limit(1);
  if (!row) throw invalid(t.order.outletRequired, { branchId: t.order.outletRequired });
  return row;
}

/** A partner's outlets in a stable order (the first is the default selection). */
export async function outletsOfPartner(db: Db, partnerId: number) {
  return db
    .select({ branchId: outlets.id, title: outlets.title, isActive: outlets.isActive })
    .from(outlets)
    .where(eq(outlets.ownerId, partnerId))
    .orderBy(asc(outlets.id));
}

export async function findOwnOutlet(db: Db, partnerId: number, branchId: number) {
  const [row] = await db
    .select({ branchId: outlets.id, title: outlets.title })
    .from(outlets)
    .where(and(eq(outlets.id, branchId), eq(outlets.ownerId, partnerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Filters for a document table's outlet column as subqueries on outlets (the caller's partner
 * scope, a search on the outlet's name). Lists use them instead of a join so that their count
 * reads one table and PostgreSQL can combine the document's own indexes (large-bakery
 * benchmark: the join kept the order-list count on a full scan).
 */
export function outletFilters(db: Db, outletColumn: AnyColumn, actor: Pick<Actor, 'roleId' | 'userId' | 'partnerId'>) {
  const partner = partnerOf(actor);
  // `= any(array(…))` rather than `in (…)`: PostgreSQL then ORs it with a trigram index on the
  // document number in one bitmap scan instead of filtering every row.
  const among = (where: SQL) =>
    sql`${outletColumn} = any(array(${db.select({ id: outlets.id }).from(outlets).where(where)}))`;
  return {
    scope: partner === null ? undefined : among(eq(outlets.ownerId, partner)),
    titleMatches: (pattern: string) => among(ilike(outlets.title, pattern)),
  };
}
