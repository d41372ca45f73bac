import { and, eq, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { forbidden, invalid, notFound } from '../errors';
import { recordAudit } from './audit';
import { hashPassword, temporaryPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { leaveWork } from './account-leaving';

/**
 * Whose accounts each role administers (DOMAIN 2): the owner everyone's, finance the
 * partners' and their staff's, production the drivers'.
 */
export function mayAdministerAccount(actor: Pick<Actor, 'role'>, targetRoleId: number): boolean {
  switch (actor.role) {
    case 'owner':
      return true;
    case 'admin':
      return targetRoleId === ROLE_IDS.merchant || targetRoleId === ROLE_IDS['admin-merchant'];
    case 'production':
      return targetRoleId === ROLE_IDS.delivery;
    default:
      return false;
  }
}

async function administeredAccount(db: Db, actor: Actor, userId: number) {
  const [target] = await db
    .select({ id: users.id, roleId: users.roleId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw notFound();
  if (!mayAdministerAccount(actor, target.roleId)) throw forbidden();
  return target;
}

/** Sets a temporary password, returned once so staff can hand it over; the user must then set their own. */
export async function resetPassword(db: Db, actor: Actor, userId: number) {
  await administeredAccount(db, actor, userId);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, isNew: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, actor, 'reset-password', 'user', userId);
  });
  return { userId, temporaryPassword: password };
}

export async function setStatusAccount(db: Db, actor: Actor, userId: number) {
  if (userId === actor.userId) throw invalid(t.errors.cannotChangeSelf);
  const target = await administeredAccount(db, actor, userId);
  const isActive = !target.isActive;
  await db.transaction(async (tx) => {
    await leaveWork(tx, { userId, roleId: target.roleId }, { deactivated: !isActive, roleChanged: false }, actor.now);
    await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, isActive ? 'activate' : 'deactivate', 'user', userId);
  });
  return { userId, isActive };
}

/** A username is taken whatever its case: "Mitra" and "mitra" cannot both sign in. */
export async function assertUsernameFree(db: Db, username: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (taken) throw invalid(t.errors.incomplete, { username: t.user.usernameTaken });
}

/** An e-mail (stored lower-case) belongs to one account; `exceptUserId` is the account being edited. */
export async function assertEmailFree(db: Db, email: string | null, exceptUserId?: number) {
  if (!email) return;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined))
    .limit(1);
  if (taken) throw invalid(t.errors.incomplete, { email: t.errors.emailTaken });
}
