import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/** A production batch: finished goods made (bahan_jadi) and raw materials used (bahan_baku). */
export const productions = pgTable(
  'productions',
  {
    id: serial('id').primaryKey(),
    /** PRD/YYYY/MM/NNNN */
    number: text('number').notNull().unique(),
    /** pending -> disetujui */
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('productions_status_idx').on(table.status, table.createdAt),
    index('productions_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);

export const productionItems = pgTable(
  'production_items',
  {
    id: serial('id').primaryKey(),
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    /** bahan_jadi lines are produced, bahan_baku lines consumed. */
    type: text('type').notNull(),
  },
  (table) => [index('production_items_production_idx').on(table.productionId)],
);
