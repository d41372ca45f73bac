import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { ROLE_IDS, ROLE_TITLES, rolePageOf } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { ApiError, conflict, forbidden, invalid, notFound } from '../errors';
import type { changePasswordBody, changeProfileBody, loginBody, setNewPasswordBody } from '../schemas/auth';
import { recordAudit } from './audit';
import { findOwnOutlet, outletsOfPartner, partnerOf } from './outlet-scope';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import { issueToken, revokeAllSessions, revokeSession, rotateToken } from './sessions';
import { attemptSucceeded, reserveAttempt, withdrawReservation } from './throttle';
import { assertEmailFree } from './accounts';

type LoginInput = z.output<typeof loginBody>;

export async function login(db: Db, input: LoginInput, request: { clientAddress: string; now: Date }) {
  const { clientAddress, now } = request;
  const username = input.username.toLowerCase();
  const attempt = { username, clientAddress, now, deviceToken: input.deviceToken };
  const reservation = await reserveAttempt(db, attempt);

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnVerification(input.password), false);
  const role = user ? rolePageOf(user.roleId) : undefined;
  // A wrong password leaves the reservation in place: it is the recorded failure.
  if (!user || !valid || !role) throw new ApiError(401, t.login.failed, 'invalid_credentials');
  const { deviceToken } = await attemptSucceeded(db, attempt, reservation, user.id);
  // Only someone who knows the password learns that the account is inactive.
  if (!user.isActive) throw new ApiError(403, t.login.inactive, 'inactive');
  if (user.partnerId !== null && !(await partnerIsActive(db, user.partnerId)))
    throw new ApiError(403, t.login.partnerInactive, 'inactive');

  const partner = partnerOf({ roleId: user.roleId, userId: user.id, partnerId: user.partnerId });
  // The first outlet that still takes orders; a partner whose outlets are all inactive still signs in.
  const own = partner !== null ? await outletsOfPartner(db, partner) : [];
  const first = own.find((o) => o.isActive) ?? own[0];
  const token = await issueToken(db, user.id, { remember: input.remember, branchId: first?.branchId ?? null, now });
  return { token, rolePage: role, name: user.name, role: ROLE_TITLES[role], roleId: user.roleId, deviceToken };
}

export async function profile(db: Db, actor: Actor) {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw notFound();
  const partner = partnerOf(actor);
  const outletRows = partner !== null ? await outletsOfPartner(db, partner) : [];
  const outlet = outletRows.map(({ branchId, title, isActive }) => ({ branchId, title, isActive }));
  const selected = outlet.find((o) => o.branchId === actor.branchId) ?? null;
  // Spec 1: the screen title is the role name, or for a partner the selected outlet's title.
  const titlePage = actor.roleId === ROLE_IDS.merchant && selected ? selected.title : ROLE_TITLES[actor.role];
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: ROLE_TITLES[actor.role],
    roleId: user.roleId,
    rolePage: actor.role,
    isNew: user.isNew,
    branchId: selected?.branchId ?? null,
    titlePage,
    outlet,
  };
}

export async function changeProfile(db: Db, actor: Actor, input: z.output<typeof changeProfileBody>) {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email || null, actor.userId);
    await tx
      .update(users)
      .set({ name: input.name, email: input.email, phoneNumber: input.phoneNumber || null, updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    await recordAudit(tx, actor, 'change-profile', 'user', actor.userId, input);
    const token = await rotateToken(tx, actor, actor.branchId);
    return { token, name: input.name };
  });
}

export async function changePassword(db: Db, actor: Actor, input: z.output<typeof changePasswordBody>) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash, username: users.username })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!user) throw notFound();
  // The old password is a password check like a login: a stolen session must not guess it freely.
  const reservation = await reserveAttempt(db, {
    username: user.username.toLowerCase(),
    clientAddress: actor.clientAddress,
    now: actor.now,
  });
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw invalid(t.errors.wrongOldPassword, { oldPassword: t.errors.wrongOldPassword });
  }
  await withdrawReservation(db, reservation);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await revokeAllSessions(tx, actor.userId);
    await recordAudit(tx, actor, 'change-password', 'user', actor.userId);
  });
}

export async function setNewPassword(db: Db, actor: Actor, input: z.output<typeof setNewPasswordBody>) {
  // Without the old password this is only for accounts that were just created or reset.
  if (!actor.isNew) throw conflict(t.errors.notNewAccount);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, isNew: false, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await revokeAllSessions(tx, actor.userId);
    await recordAudit(tx, actor, 'set-new-password', 'user', actor.userId);
  });
}

export async function setOutlet(db: Db, actor: Actor, branchId: number) {
  const partner = partnerOf(actor);
  if (partner === null) throw forbidden();
  const outlet = await findOwnOutlet(db, partner, branchId);
  if (!outlet) throw notFound(t.errors.outletNotFound);
  const token = await rotateToken(db, actor, outlet.branchId);
  return { token, branchId: outlet.branchId, title: outlet.title };
}

export async function logout(db: Db, actor: Actor) {
  await revokeSession(db, actor.sessionId);
}

async function partnerIsActive(db: Db, partnerId: number): Promise<boolean> {
  const [row] = await db.select({ active: users.isActive }).from(users).where(eq(users.id, partnerId)).limit(1);
  return row?.active === true;
}
