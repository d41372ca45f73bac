import { and, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { ROLE_IDS, type RolePage } from '../../roles';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { notifications } from '../db/schema/notifications';

export interface NotificationInput {
  /** What happened: order_held, order_released, payment_rejected, reminder, change_request, dispute, ... */
  kind: string;
  /** The Indonesian text, complete in itself (it is shown without the record). */
  message: string;
  /** Below the recipient's role page, e.g. "/order/detail/12". */
  link?: string | null;
  entity?: string | null;
  entityId?: string | number | null;
}

/**
 * Tells these users something, inside the caller's transaction: the notification exists exactly
 * when the change that caused it was committed.
 */
export async function notifyUsers(db: Db, userIds: readonly number[], input: NotificationInput): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((userId) => ({
      userId,
      kind: input.kind,
      message: input.message,
      link: input.link ?? null,
      entity: input.entity ?? null,
      entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    })),
  );
}

/** Tells every active account that `who` picks. */
async function notifyActive(db: Db, who: SQL | undefined, input: NotificationInput): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), who));
  await notifyUsers(
    db,
    rows.map((r) => r.id),
    input,
  );
}

/** Tells a partner and its staff (admin-merchant accounts), active accounts only. */
export async function notifyPartner(db: Db, partnerId: number, input: NotificationInput): Promise<void> {
  await notifyActive(
    db,
    or(eq(users.id, partnerId), and(eq(users.partnerId, partnerId), eq(users.roleId, ROLE_IDS['admin-merchant']))),
    input,
  );
}

/** Tells every active account of these staff roles (e.g. a dispute: owner, admin, production). */
export async function notifyRoles(db: Db, roles: readonly RolePage[], input: NotificationInput): Promise<void> {
  await notifyActive(
    db,
    inArray(
      users.roleId,
      roles.map((r) => ROLE_IDS[r]),
    ),
    input,
  );
}

/**
 * A notification that asks staff for work (a return to process, a request to decide, a held order,
 * a dispute) is read once the work is done, by whoever did it: the other staff's bell no longer
 * counts it. The partner's own notices stay as they are (a held order's partner was told too).
 * Call it in the transaction that did the work, before telling the partner of the outcome.
 */
export async function settleNotifications(
  db: Db,
  about: { kind: string; entity: string; entityId: string | number },
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.kind, about.kind),
        eq(notifications.entity, about.entity),
        eq(notifications.entityId, String(about.entityId)),
        isNull(notifications.readAt),
        inArray(
          notifications.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(notInArray(users.roleId, [ROLE_IDS.merchant, ROLE_IDS['admin-merchant']])),
        ),
      ),
    );
}
