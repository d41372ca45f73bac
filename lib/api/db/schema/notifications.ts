import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn } from './timestamps';

/**
 * What a user is told (the bell in the header): held and released orders, decided change
 * requests, rejected payments, reminders, disputes, expiring stock. One row per recipient.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, for filtering and icons: order_held, payment_rejected, reminder, ... */
    kind: text('kind').notNull(),
    /** The Indonesian text shown, complete in itself. */
    message: text('message').notNull(),
    /** Where the bell's item leads, below the recipient's role page ("/order/detail/12"). */
    link: text('link'),
    entity: text('entity'),
    entityId: text('entity_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt, table.id),
    // Work done settles the notices still unread about its record (notify.ts settleNotifications).
    index('notifications_unread_about_idx')
      .on(table.entity, table.entityId, table.kind)
      .where(sql`${table.readAt} is null`),
  ],
);
