import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { ROLE_IDS, ROLE_PAGES, ROLE_TITLES, rolePageOf, type RolePage } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { conflict, invalid, notFound, pgErrorCode } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { UserStoreInput, UserUpdateInput } from '../schemas/user';
import { assertEmailFree, assertUsernameFree, mayAdministerAccount } from './accounts';
import { recordAudit } from './audit';
import { hashPassword, temporaryPassword } from './passwords';
import { leaveWork } from './account-leaving';

type Caller = Pick<Actor, 'userId' | 'role' | 'clientAddress' | 'now'>;

/** Role ids of the accounts the caller administers (DOMAIN 2): the owner all, production drivers. */
function administeredRoleIds(actor: Caller): number[] {
  return ROLE_PAGES.map((p) => ROLE_IDS[p]).filter((id) => mayAdministerAccount(actor, id));
}

/** Roles the caller may give. Partners (6) are not among them: /mitra/store creates them with their first outlet. */
function creatableRoles(actor: Caller): RolePage[] {
  return ROLE_PAGES.filter((p) => p !== 'merchant' && mayAdministerAccount(actor, ROLE_IDS[p]));
}

const mayCreate = (actor: Caller, roleId: number) => creatableRoles(actor).some((p) => ROLE_IDS[p] === roleId);

function roleTitle(roleId: number): string {
  const page = rolePageOf(roleId);
  return page ? ROLE_TITLES[page] : String(roleId);
}

function roleOptions(actor: Caller) {
  return creatableRoles(actor).map((p) => ({ roleId: ROLE_IDS[p], description: ROLE_TITLES[p] }));
}

/** The form's choices; partners only when the caller may create their staff (admin-merchant). */
export async function userFormOptions(db: Db, actor: Caller) {
  const partners = mayCreate(actor, ROLE_IDS['admin-merchant'])
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.roleId, ROLE_IDS.merchant))
        .orderBy(asc(users.name), asc(users.id))
    : [];
  return { roles: roleOptions(actor), partners };
}

const userColumns = {
  userId: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  roleId: users.roleId,
  partnerId: users.partnerId,
  isActive: users.isActive,
  isNew: users.isNew,
};

const withRole = <R extends { roleId: number }>(row: R) => ({ ...row, role: roleTitle(row.roleId) });

export async function listUsers(db: Db, actor: Caller, query: ListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const where = and(
    inArray(users.roleId, administeredRoleIds(actor)),
    term ? or(ilike(users.name, term), ilike(users.username, term)) : undefined,
  );
  return listPage(
    query,
    async () => await db.$count(users, where),
    async (offset, limit) => {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset);
      return rows.map(withRole);
    },
    { roles: roleOptions(actor) },
  );
}

/** An account the caller administers; any other answers 404 so that it is not revealed. */
async function findUser(db: Db, actor: Caller, userId: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !mayAdministerAccount(actor, row.roleId)) throw notFound();
  return withRole(row);
}

export async function showUser(db: Db, actor: Caller, userId: number) {
  return { ...(await findUser(db, actor, userId)), options: await userFormOptions(db, actor) };
}

/** The role an account gets must be one the caller may give, unless it keeps the one it has. */
function assertRoleAllowed(actor: Caller, roleId: number, currentRoleId?: number) {
  if (roleId === currentRoleId) return;
  const refuse = (message: string) => invalid(message, { roleId: message });
  if (roleId === ROLE_IDS.merchant) throw refuse(t.user.partnerViaMitra);
  // A partner owns outlets and orders; another role would orphan them.
  if (currentRoleId === ROLE_IDS.merchant) throw refuse(t.user.partnerRoleFixed);
  if (!mayCreate(actor, roleId)) throw refuse(t.user.roleNotAllowed);
}

/** An admin-merchant belongs to one partner; every other role has none. */
async function partnerFor(db: Db, roleId: number, partnerId: number | null | undefined): Promise<number | null> {
  if (roleId !== ROLE_IDS['admin-merchant']) return null;
  if (!partnerId) throw invalid(t.errors.incomplete, { partnerId: t.validation.required });
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, partnerId), eq(users.roleId, ROLE_IDS.merchant)))
    .limit(1);
  if (!partner) throw invalid(t.user.partnerNotFound, { partnerId: t.user.partnerNotFound });
  return partner.id;
}

/**
 * The database's own refusals as answers instead of a 500: a row that still points at the
 * account (23503), or a username taken by a concurrent call between check and insert (23505).
 */
async function withConstraintAnswers<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23503') throw conflict(t.user.inUse);
    if (code === '23505') throw invalid(t.errors.incomplete, { username: t.user.usernameTaken });
    throw err;
  }
}

/** A staff account with a temporary password, returned once so it can be handed over (DOMAIN 1). */
export async function createUser(db: Db, actor: Caller, input: UserStoreInput) {
  assertRoleAllowed(actor, input.roleId);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return withConstraintAnswers(() =>
    db.transaction(async (tx) => {
      await assertUsernameFree(tx, input.username);
      await assertEmailFree(tx, input.email);
      const partnerId = await partnerFor(tx, input.roleId, input.partnerId);
      const values = {
        name: input.name,
        username: input.username,
        email: input.email,
        phoneNumber: input.phoneNumber,
        roleId: input.roleId,
        partnerId,
      };
      const [user] = await tx
        .insert(users)
        .values({ ...values, passwordHash, isNew: true })
        .returning({ id: users.id });
      await recordAudit(tx, actor, 'create', 'user', user.id, values);
      return { userId: user.id, temporaryPassword: password };
    }),
  );
}

/** Nobody takes away their own access: no own role change, no own deactivation. */
function assertNotSelfDemotion(actor: Caller, userId: number, roleChanged: boolean, deactivated: boolean) {
  if (userId !== actor.userId) return;
  if (roleChanged) throw invalid(t.user.cannotChangeOwnRole, { roleId: t.user.cannotChangeOwnRole });
  if (deactivated) throw invalid(t.errors.cannotChangeSelf, { isActive: t.errors.cannotChangeSelf });
}

export async function updateUser(db: Db, actor: Caller, userId: number, input: UserUpdateInput) {
  return db.transaction(async (tx) => {
    const current = await findUser(tx, actor, userId);
    const roleId = input.roleId ?? current.roleId;
    const isActive = input.isActive ?? current.isActive;
    assertNotSelfDemotion(actor, userId, roleId !== current.roleId, !isActive);
    assertRoleAllowed(actor, roleId, current.roleId);
    await assertEmailFree(tx, input.email, userId);
    const partnerId = await partnerFor(tx, roleId, input.partnerId ?? current.partnerId);
    // A deactivated account stops at once (its sessions end); a new role lands elsewhere, so its
    // user signs in again. Neither leaves the bakery without an owner, nor a route without its driver.
    await leaveWork(
      tx,
      current,
      { deactivated: current.isActive && !isActive, roleChanged: roleId !== current.roleId },
      actor.now,
    );
    const values = {
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      roleId,
      partnerId,
      isActive,
    };
    await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(tx, actor, 'update', 'user', userId, values);
    return showUser(tx, actor, userId);
  });
}

/** Sessions go with the account (cascade); a partner goes through /mitra/delete with its outlets. */
export async function deleteUser(db: Db, actor: Caller, userId: number) {
  if (userId === actor.userId) throw invalid(t.user.cannotDeleteSelf);
  await withConstraintAnswers(() =>
    db.transaction(async (tx) => {
      const target = await findUser(tx, actor, userId);
      if (target.roleId === ROLE_IDS.merchant) throw invalid(t.user.partnerViaMitra);
      await leaveWork(tx, target, { deactivated: false, roleChanged: false, deleted: true }, actor.now);
      await tx.delete(users).where(eq(users.id, userId));
      await recordAudit(tx, actor, 'delete', 'user', userId, {
        username: target.username,
        roleId: target.roleId,
      });
    }),
  );
}
