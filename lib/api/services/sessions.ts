import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/accounts';
import type { Actor } from '../actor';
import { rolePageOf } from '../../roles';

const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const SHORT_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token (256 bits); only its hash is stored. */
export async function issueToken(
  db: Db,
  userId: number,
  opts: { remember: boolean; branchId: number | null; now?: Date; expiresAt?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    branchId: opts.branchId,
    remember: opts.remember,
    // Both on the API's clock, so a session's length is what the rule says under any clock.
    createdAt: opts.now ?? new Date(),
    expiresAt:
      opts.expiresAt ?? new Date((opts.now ?? new Date()).getTime() + (opts.remember ? REMEMBER_MS : SHORT_MS)),
  });
  return token;
}

const partnerAccount = alias(users, 'partner_account');

/**
 * The caller behind a token, or null when the token is unknown, expired, revoked, or its account (or,
 * for a partner's staff, the partner) inactive.
 */
export async function resolveToken(
  db: Db,
  token: string,
  context: { now: Date; clientAddress: string } = { now: new Date(), clientAddress: 'unknown' },
): Promise<Actor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      branchId: sessions.branchId,
      remember: sessions.remember,
      userId: users.id,
      roleId: users.roleId,
      name: users.name,
      isNew: users.isNew,
      partnerId: users.partnerId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(partnerAccount, eq(partnerAccount.id, users.partnerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, context.now),
        eq(users.isActive, true),
        or(isNull(users.partnerId), eq(partnerAccount.isActive, true)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const role = rolePageOf(row.roleId);
  if (!role) return null;
  return { ...row, role, now: context.now, clientAddress: context.clientAddress };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends the sessions of a partner and of every staff account it has (deactivation). */
export async function revokePartnerSessions(db: Db, partnerId: number): Promise<void> {
  const staff = db.select({ id: users.id }).from(users).where(eq(users.partnerId, partnerId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(or(eq(sessions.userId, partnerId), inArray(sessions.userId, staff)), isNull(sessions.revokedAt)));
}

/**
 * Replaces the caller's token by a new one carrying `branchId` (set-outlet, change-profile). The
 * new token ends when the old one would have: changing outlets again and again never stretches a
 * session past the password it was signed in with.
 */
export async function rotateToken(db: Db, actor: Actor, branchId: number | null): Promise<string> {
  const [current] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  await revokeSession(db, actor.sessionId);
  return issueToken(db, actor.userId, {
    remember: actor.remember,
    branchId,
    now: actor.now,
    expiresAt: current?.expiresAt,
  });
}
