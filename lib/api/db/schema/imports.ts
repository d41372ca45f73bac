import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A previewed spreadsheet import: the rows as read and checked, kept until committed so the
 * commit applies exactly what the person saw (and checks it again against the database).
 */
export const dataImports = pgTable('data_imports', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  filename: text('filename'),
  rows: jsonb('rows').$type<Record<string, string>[]>().notNull(),
  /** Tier columns of a price import, as they stood in the header row. */
  columns: jsonb('columns').$type<string[]>().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
});
