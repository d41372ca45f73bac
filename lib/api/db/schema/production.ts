import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productColumn, quantityColumn } from './columns';
import { timestamps } from './timestamps';

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
    /** The day the batch is baked (WIB); its finished goods' lot dates count from it (DOMAIN 15). */
    productionDate: date('production_date', { mode: 'string' }),
    /** Set when the batch was made from the production plan of this delivery date (DOMAIN 16). */
    planDeliveryDate: date('plan_delivery_date', { mode: 'string' }),
    /** The plan's lines when the document was last made from it, to show what changed since. */
    planSnapshot: jsonb('plan_snapshot').$type<{ productId: string; planned: number }[]>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('productions_status_idx').on(table.status, table.createdAt),
    index('productions_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    // At most one pending document per plan date: the plan updates it instead of making another.
    uniqueIndex('productions_pending_plan_idx')
      .on(table.planDeliveryDate)
      .where(sql`${table.status} = 'pending' and ${table.planDeliveryDate} is not null`),
  ],
);

export const productionItems = pgTable(
  'production_items',
  {
    id: serial('id').primaryKey(),
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    productId: productColumn(),
    /** Exact to 0.001 of the unit (DOMAIN 15); finished goods whole. */
    qty: quantityColumn(),
    unit: text('unit').notNull(),
    /** The size made (S, M, L) of a product with sizes; null = without a size. */
    size: text('size'),
    /** The product's type. */
    type: text('type').notNull(),
    /**
     * in: made (comes into stock on approval), out: used. Finished goods are made, raw materials
     * used; a semi-finished product may be both in one batch (made, then used by the next step).
     */
    direction: text('direction').notNull(),
  },
  (table) => [index('production_items_production_idx').on(table.productionId)],
);
