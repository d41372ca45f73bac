import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { notFound } from '../errors';
import { listPage } from '../list';

/**
 * The bell (DOMAIN 19): a user reads and marks only their own notifications. Marking one read is
 * the reader's own state, so every role (the viewer too) may do it.
 */
export async function listNotifications(db: Db, actor: Actor, query: { page: number; limit: number; unread: boolean }) {
  const own = eq(notifications.userId, actor.userId);
  const unreadOnly = and(own, isNull(notifications.readAt));
  const where = query.unread ? unreadOnly : own;
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(unreadOnly);
  return listPage(
    query,
    async () => (query.unread ? unread : await db.$count(notifications, own)),
    async (offset, limit) => {
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        message: row.message,
        link: row.link,
        read: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
    { unread },
  );
}

export async function markNotificationRead(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: actor.now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId)))
    .returning({ id: notifications.id });
  // Another user's notification is simply not found.
  if (!row) throw notFound(t.notification.notFound);
}

export async function markAllNotificationsRead(db: Db, actor: Actor) {
  const rows = await db
    .update(notifications)
    .set({ readAt: actor.now })
    .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}
