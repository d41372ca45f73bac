import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { loginDevices, loginFailures, users } from '../db/schema/accounts';
import { ApiError } from '../errors';
import { readAll } from '../db/read-all';

/**
 * Online password guessing, bounded without letting a stranger lock anyone out (OWASP's
 * "device cookies"):
 * - a browser that has signed in to an account holds a device token; its attempts count only
 *   against that device (DEVICE failures per window), never against the account;
 * - any other attempt is limited per (username, address) and per address, and the account's
 *   failures from unknown browsers add a growing delay (1 s, 2 s, 4 s ... at most DELAY_CAP_MS)
 *   before the next unknown browser may try, instead of a hard lock.
 * The attempt is counted before the password is checked (see reserveAttempt), so parallel guesses
 * cannot get past a limit.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LIMITS = { pair: 5, address: 50, device: 10, usernameBeforeDelay: 20 } as const;
export const DELAY_CAP_MS = 60_000;
/** What the BFF sends when it cannot tell the client's address (lib/bff/request-guards.ts). */
export const UNKNOWN_ADDRESS = 'unknown';
/** Failures are kept this long (the cleanup job removes older ones); devices unused this long expire. */
export const FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;
export const DEVICE_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

export interface Attempt {
  username: string;
  clientAddress: string;
  /** The device token the browser sent, if any. */
  deviceToken?: string | null;
  now: Date;
}

export interface Reservation {
  failureId: number;
  /** The known device of this account that made the attempt, if any. */
  deviceId: number | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The delay an unknown browser waits after `failures` recent failures of one account. */
export function accountDelayMs(failures: number): number {
  if (failures < LIMITS.usernameBeforeDelay) return 0;
  return Math.min(DELAY_CAP_MS, 1000 * 2 ** (failures - LIMITS.usernameBeforeDelay));
}

function throttled(retryAfterMs: number): ApiError {
  const err = new ApiError(429, t.login.throttled, 'throttled');
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return err;
}

async function knownDevice(db: Db, username: string, token: string | null | undefined): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(and(eq(loginDevices.tokenHash, hashToken(token)), eq(sql`lower(${users.username})`, username)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Counts this attempt as a failure before the password is checked, or refuses it (429) when a
 * limit is reached. One short transaction under a per-username advisory lock, so the check and
 * the count are one step for parallel requests.
 */
export async function reserveAttempt(db: Db, attempt: Attempt): Promise<Reservation> {
  const { username, clientAddress, now } = attempt;
  const deviceId = await knownDevice(db, username, attempt.deviceToken);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'login:' + username}))`);
    const recent = gt(loginFailures.createdAt, since);
    if (deviceId !== null) {
      const [mine] = await tx
        .select({ n: count(), last: max(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.deviceId, deviceId), recent));
      if (mine.n >= LIMITS.device) throw throttled(mine.last!.getTime() + THROTTLE_WINDOW_MS - now.getTime());
    } else {
      const [[pair], [byAddress], [byUser]] = await readAll(tx, [
        () =>
          tx
            .select({ n: count(), first: sql<Date>`min(${loginFailures.createdAt})`.mapWith(loginFailures.createdAt) })
            .from(loginFailures)
            .where(and(eq(loginFailures.username, username), eq(loginFailures.clientAddress, clientAddress), recent)),
        () =>
          tx
            .select({ n: count() })
            .from(loginFailures)
            .where(and(eq(loginFailures.clientAddress, clientAddress), recent)),
        () =>
          tx
            .select({ n: count(), last: max(loginFailures.createdAt) })
            .from(loginFailures)
            .where(and(eq(loginFailures.username, username), isNull(loginFailures.deviceId), recent)),
      ]);
      // Without the client's address (a server started without serve.mjs, a proxy not declared in
      // TRUST_PROXY) every browser would share one: the per-address limits would let one stranger
      // lock everybody out, so only the account's growing delay bounds the guessing then.
      if (clientAddress !== UNKNOWN_ADDRESS) {
        if (pair.n >= LIMITS.pair) throw throttled(pair.first.getTime() + THROTTLE_WINDOW_MS - now.getTime());
        if (byAddress.n >= LIMITS.address) throw throttled(THROTTLE_WINDOW_MS);
      }
      const wait = byUser.last ? byUser.last.getTime() + accountDelayMs(byUser.n) - now.getTime() : 0;
      if (wait > 0) throw throttled(wait);
    }
    const [row] = await tx
      .insert(loginFailures)
      .values({ username, clientAddress, deviceId, createdAt: now })
      .returning({ id: loginFailures.id });
    return { failureId: row.id, deviceId };
  });
}

/**
 * The password was right: the reservation is withdrawn, this address's failures for the account
 * are forgiven, and the browser gets (or keeps) its device token.
 */
export async function attemptSucceeded(
  db: Db,
  attempt: Attempt,
  reservation: Reservation,
  userId: number,
): Promise<{ deviceToken: string }> {
  return db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.id, reservation.failureId));
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.username, attempt.username), eq(loginFailures.clientAddress, attempt.clientAddress)));
    if (reservation.deviceId !== null && attempt.deviceToken) {
      await tx.update(loginDevices).set({ lastUsedAt: attempt.now }).where(eq(loginDevices.id, reservation.deviceId));
      return { deviceToken: attempt.deviceToken };
    }
    const deviceToken = randomBytes(32).toString('base64url');
    await tx
      .insert(loginDevices)
      .values({ userId, tokenHash: hashToken(deviceToken), createdAt: attempt.now, lastUsedAt: attempt.now });
    return { deviceToken };
  });
}

/** The password was checked without a reservation being needed any more (e.g. change-password succeeded). */
export async function withdrawReservation(db: Db, reservation: Reservation): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, reservation.failureId));
}

/** For the cleanup job: old failures and devices nobody has used for a year. */
export async function pruneThrottle(db: Db, now: Date): Promise<{ failures: number; devices: number }> {
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_RETENTION_MS)))
    .returning({ id: loginFailures.id });
  const devices = await db
    .delete(loginDevices)
    .where(lt(loginDevices.lastUsedAt, new Date(now.getTime() - DEVICE_RETENTION_MS)))
    .returning({ id: loginDevices.id });
  return { failures: failures.length, devices: devices.length };
}
