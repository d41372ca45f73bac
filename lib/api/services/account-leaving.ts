import { and, count, eq, gte, ne, notExists, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { ROLE_IDS } from '../../roles';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { transactionOrders } from '../db/schema/orders';
import { deliveryProofs, dispatchRoutes } from '../db/schema/routes';
import { conflict } from '../errors';
import { revokeAllSessions, revokePartnerSessions } from './sessions';

/**
 * What an account leaves behind when it is deactivated, given another role or deleted, checked in
 * the same transaction as the change (DOMAIN 1): the bakery keeps an active owner, a driver hands
 * over their route and the drops still to make first, and the account's sessions end (a partner's
 * with its staff's, so that a later reactivation does not revive them).
 */
export async function leaveWork(
  tx: Db,
  target: { userId: number; roleId: number },
  change: { deactivated: boolean; roleChanged: boolean; deleted?: boolean },
  now: Date,
): Promise<void> {
  const leaving = change.deactivated || change.roleChanged || Boolean(change.deleted);
  if (!leaving) return;
  if (target.roleId === ROLE_IDS.owner) {
    // Two owners taking each other out at once: one after the other, the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owners'))`);
    const [{ others }] = await tx
      .select({ others: count() })
      .from(users)
      .where(and(eq(users.roleId, ROLE_IDS.owner), eq(users.isActive, true), ne(users.id, target.userId)));
    if (others === 0) throw conflict(t.user.lastOwner);
  }
  if (target.roleId === ROLE_IDS.delivery) {
    // The driver's row first: a route or an order given to them meanwhile (their checks share-lock
    // it) either committed before and is counted here, or waits and then finds them gone.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).for('update');
    const [route] = await tx
      .select({ name: dispatchRoutes.name })
      .from(dispatchRoutes)
      .where(eq(dispatchRoutes.driverId, target.userId))
      .limit(1);
    if (route) throw conflict(t.user.driverHasRoute(route.name));
    const [{ drops }] = await tx
      .select({ drops: count() })
      .from(transactionOrders)
      .where(
        and(
          eq(transactionOrders.driverId, target.userId),
          // Any order still to go, waiting ones too: confirming keeps the driver it was given.
          ne(transactionOrders.status, 'dibatalkan'),
          gte(transactionOrders.deliveryDate, todayInWib(now)),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(deliveryProofs)
              .where(eq(deliveryProofs.orderId, transactionOrders.id)),
          ),
        ),
      );
    if (drops > 0) throw conflict(t.user.driverHasDrops(drops));
  }
  if (change.deleted) return; // sessions go with the account
  if (target.roleId === ROLE_IDS.merchant && change.deactivated) await revokePartnerSessions(tx, target.userId);
  else await revokeAllSessions(tx, target.userId);
}

/**
 * Whether `driverId` is an active driver who may be given work (a route, an order). The row is
 * share-locked until the caller commits: the driver's deactivation waits, then sees the work.
 */
export async function activeDriver(tx: Db, driverId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, driverId), eq(users.roleId, ROLE_IDS.delivery), eq(users.isActive, true)))
    .for('share');
  return Boolean(row);
}
