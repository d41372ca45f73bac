import { and, asc, count, eq, ilike, inArray, min, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { outlets } from '../db/schema/outlets';
import { conflict, notFound } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { mitraStoreBody, mitraUpdateBody } from '../schemas/mitra';
import { PROVINCES } from '../data/regions';
import { fieldChanges, recordAudit } from './audit';
import { outletsHaveHistory } from './history';
import { findOutlet, outletValues } from './outlets';
import { hashPassword, temporaryPassword } from './passwords';
import { assertPriceTier, priceTierOptions } from './price-tiers';
import { revokePartnerSessions } from './sessions';
import { readAll } from '../db/read-all';
import { assertEmailFree, assertUsernameFree } from './accounts';

const isPartner = eq(users.roleId, ROLE_IDS.merchant);

/** A partner account as the list and the detail show it. */
const partnerColumns = {
  userId: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
};

export async function mitraOptions(db: Db) {
  return { branch: await priceTierOptions(db), regions: [...PROVINCES] };
}

/** One row per partner, with their first outlet (the one created with the account). */
export async function listMitra(db: Db, query: ListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const matchingOutlet = term
    ? sql`exists (select 1 from ${outlets} o where o.owner_id = ${users.id} and o.title ilike ${term})`
    : undefined;
  const where = and(
    isPartner,
    term ? or(ilike(users.name, term), ilike(users.username, term), matchingOutlet) : undefined,
  );
  const firstOutlet = db
    .select({
      ownerId: outlets.ownerId,
      firstId: min(outlets.id).as('first_id'),
      outletCount: count().as('outlet_count'),
    })
    .from(outlets)
    .groupBy(outlets.ownerId)
    .as('first_outlet');

  return listPage(
    query,
    async () => await db.$count(users, where),
    async (offset, limit) => {
      const rows = await db
        .select({
          ...partnerColumns,
          branchId: firstOutlet.firstId,
          outletCount: firstOutlet.outletCount,
        })
        .from(users)
        .leftJoin(firstOutlet, eq(firstOutlet.ownerId, users.id))
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset);
      const ids = rows.map((r) => r.branchId).filter((v): v is number => v !== null);
      const titles = ids.length
        ? await db
            .select({ id: outlets.id, title: outlets.title, branchGroupId: outlets.branchGroupId })
            .from(outlets)
            .where(inArray(outlets.id, ids))
        : [];
      const byId = new Map(titles.map((o) => [o.id, o]));
      return rows.map((r) => ({
        ...r,
        outletCount: Number(r.outletCount ?? 0),
        title: r.branchId ? (byId.get(r.branchId)?.title ?? null) : null,
        branchGroupId: r.branchId ? (byId.get(r.branchId)?.branchGroupId ?? null) : null,
      }));
    },
    await mitraOptions(db),
  );
}

async function partnerRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      ...partnerColumns,
      creditLimit: users.creditLimit,
      creditOverdueDays: users.creditOverdueDays,
      creditMode: users.creditMode,
    })
    .from(users)
    .where(and(eq(users.id, userId), isPartner))
    .limit(1);
  if (!row) throw notFound(t.mitra.notFound);
  return row;
}

export async function showMitra(db: Db, actor: Actor, userId: number) {
  const { creditOverdueDays, creditMode, ...partner } = await partnerRow(db, userId);
  const own = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.ownerId, userId))
    .orderBy(asc(outlets.id));
  const list = await readAll(
    db,
    own.map((o) => () => findOutlet(db, actor, o.id)),
  );
  const first = list[0];
  return {
    ...partner,
    overdueDays: creditOverdueDays,
    creditMode: creditMode === 'tahan' ? ('tahan' as const) : ('peringatan' as const),
    branchId: first?.branchId ?? null,
    title: first?.title ?? null,
    outletCount: list.length,
    branchGroupId: first?.branchGroupId ?? null,
    officePhoneNumber: first?.phoneNumber ?? null,
    officeEmail: first?.email ?? null,
    region: first?.region ?? null,
    district: first?.district ?? null,
    subdistrict: first?.subdistrict ?? null,
    village: first?.village ?? null,
    address: first?.address ?? null,
    postalCode: first?.postalCode ?? null,
    outlets: list,
    options: await mitraOptions(db),
  };
}

/** The partner's account and first outlet, in one transaction. The temporary password is shown once. */
export async function createMitra(db: Db, actor: Actor, input: z.output<typeof mitraStoreBody>) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await assertUsernameFree(tx, input.username);
    await assertEmailFree(tx, input.email);
    await assertPriceTier(tx, input.branchGroupId);
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        username: input.username,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        roleId: ROLE_IDS.merchant,
        isNew: true,
      })
      .returning({ id: users.id });
    const [outlet] = await tx
      .insert(outlets)
      .values({ ownerId: user.id, ...outletValues(input) })
      .returning({ id: outlets.id });
    await recordAudit(tx, actor, 'create', 'mitra', user.id, { ...input, branchId: outlet.id });
    return { userId: user.id, branchId: outlet.id, temporaryPassword: password };
  });
}

export async function updateMitra(db: Db, actor: Actor, userId: number, input: z.output<typeof mitraUpdateBody>) {
  return db.transaction(async (tx) => {
    const partner = await partnerRow(tx, userId);
    const [outlet] = await tx
      .select({ id: outlets.id, branchGroupId: outlets.branchGroupId })
      .from(outlets)
      .where(and(eq(outlets.id, input.branchId), eq(outlets.ownerId, userId)))
      .limit(1);
    if (!outlet) throw notFound(t.outlet.notFound);
    await assertEmailFree(tx, input.email, userId);
    await assertPriceTier(tx, input.branchGroupId);
    const credit = {
      ...(input.creditLimit !== undefined ? { creditLimit: input.creditLimit } : {}),
      ...(input.overdueDays !== undefined ? { creditOverdueDays: input.overdueDays } : {}),
      ...(input.creditMode !== undefined ? { creditMode: input.creditMode } : {}),
    };
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        isActive: input.isActive,
        ...credit,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const outletNow = outletValues(input);
    await tx
      .update(outlets)
      .set({ ...outletNow, updatedAt: new Date() })
      .where(eq(outlets.id, input.branchId));
    // The outlet's tier decides its prices (DOMAIN 20): its own Riwayat says it moved, old and new.
    const moved = fieldChanges(outlet, outletNow, ['branchGroupId']);
    if (moved.length) await recordAudit(tx, actor, 'update', 'outlet', outlet.id, undefined, moved);
    if (partner.isActive && !input.isActive) await revokePartnerSessions(tx, userId);
    await recordAudit(
      tx,
      actor,
      'update',
      'mitra',
      userId,
      input,
      fieldChanges(partner, credit, ['creditLimit', 'creditOverdueDays', 'creditMode']),
    );
    return showMitra(tx, actor, userId);
  });
}

export async function deleteMitra(db: Db, actor: Actor, userId: number) {
  await db.transaction(async (tx) => {
    const partner = await partnerRow(tx, userId);
    const [{ staff }] = await tx.select({ staff: count() }).from(users).where(eq(users.partnerId, userId));
    if (staff > 0) throw conflict(t.mitra.hasStaff);
    const own = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.ownerId, userId));
    if (
      await outletsHaveHistory(
        tx,
        own.map((o) => o.id),
      )
    )
      throw conflict(t.mitra.hasHistory);
    await tx.delete(outlets).where(eq(outlets.ownerId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, actor, 'delete', 'mitra', userId, { username: partner.username });
  });
}
