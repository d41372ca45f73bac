import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { branchGroups, outlets } from '../db/schema/outlets';
import { conflict, invalid, notFound } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { outletFields, outletStoreBody, outletUpdateBody } from '../schemas/outlet';
import { fieldChanges, recordAudit } from './audit';
import { outletsHaveHistory } from './history';
import { ownOutletsOnly, partnerOf } from './outlet-scope';
import { assertPriceTier, priceTierOptions } from './price-tiers';
import { PROVINCES } from '../data/regions';

const outletColumns = {
  outletId: outlets.id,
  branchId: outlets.id,
  ownerId: outlets.ownerId,
  ownerName: users.name,
  outlet: outlets.title,
  title: outlets.title,
  phoneNumber: outlets.phoneNumber,
  email: outlets.email,
  region: outlets.region,
  district: outlets.district,
  subdistrict: outlets.subdistrict,
  village: outlets.village,
  address: outlets.address,
  postalCode: outlets.postalCode,
  branchGroupId: outlets.branchGroupId,
  branchGroupName: branchGroups.name,
  isActive: outlets.isActive,
  cutoffDaysBefore: outlets.cutoffDaysBefore,
  cutoffTime: outlets.cutoffTime,
};

function outletQuery(db: Db) {
  return db
    .select(outletColumns)
    .from(outlets)
    .innerJoin(users, eq(users.id, outlets.ownerId))
    .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId));
}

/** A partner sees only their own outlets; central staff see all. */
const scopeOf = ownOutletsOnly;

export async function listOutlets(db: Db, actor: Actor, query: ListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const where = and(
    scopeOf(actor),
    term
      ? or(ilike(outlets.title, term), ilike(users.name, term), ilike(sql`coalesce(${outlets.district}, '')`, term))
      : undefined,
  );
  return listPage(
    query,
    async () =>
      (await db.select({ n: count() }).from(outlets).innerJoin(users, eq(users.id, outlets.ownerId)).where(where))[0].n,
    (offset, limit) =>
      outletQuery(db).where(where).orderBy(asc(outlets.title), asc(outlets.id)).limit(limit).offset(offset),
    { branch: await tierOptionsFor(db, actor) },
  );
}

/** Staff filter by any tier; a partner sees only the tiers its own outlets are on. */
async function tierOptionsFor(db: Db, actor: Actor) {
  const partner = partnerOf(actor);
  if (partner === null) return priceTierOptions(db);
  return db
    .selectDistinct({ id: branchGroups.id, name: branchGroups.name })
    .from(branchGroups)
    .innerJoin(outlets, eq(outlets.branchGroupId, branchGroups.id))
    .where(eq(outlets.ownerId, partner))
    .orderBy(asc(branchGroups.id));
}

export async function findOutlet(db: Db, actor: Actor, id: number) {
  const [row] = await outletQuery(db)
    .where(and(eq(outlets.id, id), scopeOf(actor)))
    .limit(1);
  if (!row) throw notFound(t.outlet.notFound);
  return row;
}

export async function outletFormOptions(db: Db) {
  const partners = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.roleId, ROLE_IDS.merchant))
    .orderBy(asc(users.name));
  return { branch: await priceTierOptions(db), owners: partners, regions: [...PROVINCES] };
}

type OutletInput = z.output<typeof outletFields>;

/** The outlet row from the spec's form fields. */
export function outletValues(input: OutletInput) {
  return {
    title: input.title,
    phoneNumber: input.phoneNumberBranch,
    email: input.emailBranch,
    region: input.region,
    district: input.district,
    subdistrict: input.subdistrict,
    village: input.village,
    address: input.address,
    postalCode: input.postalCode,
    branchGroupId: input.branchGroupId,
  };
}

export async function createOutlet(db: Db, actor: Actor, input: z.output<typeof outletStoreBody>) {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, input.ownerId)).limit(1);
    if (!owner || owner.roleId !== ROLE_IDS.merchant)
      throw invalid(t.errors.incomplete, { ownerId: t.outlet.ownerNotPartner });
    await assertPriceTier(tx, input.branchGroupId);
    const [row] = await tx
      .insert(outlets)
      .values({ ownerId: input.ownerId, ...outletValues(input) })
      .returning({ id: outlets.id });
    await recordAudit(tx, actor, 'create', 'outlet', row.id, input);
    return findOutlet(tx, actor, row.id);
  });
}

/** What an outlet change records old and new (DOMAIN 20): its prices and its order deadline. */
const AUDITED_OUTLET_FIELDS = ['branchGroupId', 'cutoffDaysBefore', 'cutoffTime', 'isActive'] as const;

export async function updateOutlet(db: Db, actor: Actor, id: number, input: z.output<typeof outletUpdateBody>) {
  return db.transaction(async (tx) => {
    await findOutlet(tx, actor, id);
    await assertPriceTier(tx, input.branchGroupId);
    const [before] = await tx.select().from(outlets).where(eq(outlets.id, id));
    const next = {
      ...outletValues(input),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      ...(input.cutoffDaysBefore === undefined ? {} : { cutoffDaysBefore: input.cutoffDaysBefore }),
      ...(input.cutoffTime === undefined ? {} : { cutoffTime: input.cutoffTime }),
    };
    await tx
      .update(outlets)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(outlets.id, id));
    await recordAudit(tx, actor, 'update', 'outlet', id, input, fieldChanges(before, next, AUDITED_OUTLET_FIELDS));
    return findOutlet(tx, actor, id);
  });
}

export async function deleteOutlet(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const outlet = await findOutlet(tx, actor, id);
    // The partner's row, locked: two deletions of its last two outlets count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, outlet.ownerId)).for('update');
    if ((await tx.$count(outlets, eq(outlets.ownerId, outlet.ownerId))) <= 1) throw conflict(t.outlet.lastOutlet);
    if (await outletsHaveHistory(tx, [id])) throw conflict(t.outlet.hasHistory);
    await tx.delete(outlets).where(eq(outlets.id, id));
    await recordAudit(tx, actor, 'delete', 'outlet', id, { title: outlet.title });
  });
}
