import { bigserial, numeric, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * The stock ledger: every change of stock is one row (DOMAIN 5). products.stock is kept equal
 * to the sum of a product's rows, in the same transaction as the rows.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Signed: positive comes in, negative goes out. */
    qty: numeric('qty', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    /** adjustment, procurement, production_in, production_out, order, order_cancel, order_adjustment */
    kind: text('kind').notNull(),
    /** The document it came from (e.g. procurement / PO number), null for a manual adjustment. */
    documentType: text('document_type'),
    documentId: text('document_id'),
    documentNumber: text('document_number'),
    notes: text('notes'),
    /** Stock after this movement, for the history screen. */
    balance: numeric('balance', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.createdAt, table.id),
    index('stock_movements_document_idx').on(table.documentType, table.documentId),
  ],
);
