import { bigserial, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { productions } from './production';

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

/**
 * A lot (DOMAIN 15): what one approved batch made of a product whose shelf life is tracked, with
 * its dates and what is left of it. Stock that came some other way (opening stock, adjustments,
 * cancellations) has no lot and counts as good; the lots of a product never add up to more than
 * its stock (the ledger takes from them in the same transaction).
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productionId: integer('production_id').references(() => productions.id, { onDelete: 'set null' }),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    /** production date + shelf life: the lot is good before this day ("Baik digunakan sebelum"), expired from it. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stock_lots_product_idx').on(table.productId, table.expiresOn, table.id)],
);
