import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/accounts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures in the window that lock a (username, address) pair, a username from anywhere, or an address for every username. */
export const LIMITS = { pair: 5, username: 20, address: 50 } as const;

/** True when this login attempt must be refused without even checking the password. */
export async function isThrottled(db: Db, username: string, clientAddress: string): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const recent = gt(loginFailures.createdAt, since);
  const [[pair], [byUser], [byAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), eq(loginFailures.clientAddress, clientAddress), recent)),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), recent)),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientAddress, clientAddress), recent)),
  ]);
  return pair.n >= LIMITS.pair || byUser.n >= LIMITS.username || byAddress.n >= LIMITS.address;
}

export async function recordFailure(db: Db, username: string, clientAddress: string): Promise<void> {
  await db.insert(loginFailures).values({ username, clientAddress });
}

export async function clearFailures(db: Db, username: string, clientAddress: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.clientAddress, clientAddress)));
}
