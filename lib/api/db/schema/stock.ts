import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { transactionOrderItems } from './orders';
import { productions } from './production';
import { productColumn, quantityColumn } from './columns';
import { createdAtColumn } from './timestamps';

/**
 * The stock ledger: every change of stock is one row (DOMAIN 5). products.stock is kept equal
 * to the sum of a product's rows, in the same transaction as the rows.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: productColumn(),
    /** Signed: positive comes in, negative goes out. */
    qty: quantityColumn(),
    unit: text('unit').notNull(),
    /** The size the movement is of (S, M, L) for a product with sizes; null = without a size (stock-sizes.ts). */
    size: text('size'),
    /** adjustment, procurement, production_in, production_out, order, order_cancel, order_adjustment */
    kind: text('kind').notNull(),
    /** The document it came from (e.g. procurement / PO number), null for a manual adjustment. */
    documentType: text('document_type'),
    documentId: text('document_id'),
    documentNumber: text('document_number'),
    notes: text('notes'),
    /** Stock after this movement, for the history screen. */
    balance: quantityColumn('balance'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.createdAt, table.id),
    index('stock_movements_document_idx').on(table.documentType, table.documentId),
    // A search of one product's history (document number or notes) reads its matches from these
    // instead of walking the product's whole ledger: btree_gin keeps the product beside the trigrams.
    index('stock_movements_document_number_trgm_idx').using(
      'gin',
      table.productId,
      sql`${table.documentNumber} gin_trgm_ops`,
    ),
    index('stock_movements_notes_trgm_idx').using('gin', table.productId, sql`${table.notes} gin_trgm_ops`),
  ],
);

/**
 * The number of each product's ledger rows, kept by statement-level triggers (migration 0025):
 * the stock history shows its exact total without counting a product's tens of thousands of rows
 * on every page (8 ms of a 9 ms page at a large franchise). Movements of a product are written
 * under its product row's lock already, so the count row adds no new wait.
 */
export const stockMovementCounts = pgTable('stock_movement_counts', {
  productId: text('product_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

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
    productId: productColumn(),
    productionId: integer('production_id').references(() => productions.id, { onDelete: 'set null' }),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    /** production date + shelf life: the lot is good before this day ("Baik digunakan sebelum"), expired from it. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The size the batch made (S, M, L); null = without a size. */
    size: text('size'),
    qty: quantityColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('stock_lots_product_idx').on(table.productId, table.expiresOn, table.id)],
);

/**
 * Stock per size of a product with sizes (DOMAIN 16: the plan counts per product and size). One
 * row per size that has ever moved; what products.stock holds beyond the rows is stock without a
 * size (counted before sizes were kept, or a batch's surplus), usable for any size. Kept by the
 * ledger only, in the same transaction as products.stock, under the product row's lock.
 */
export const stockSizes = pgTable(
  'stock_sizes',
  {
    productId: productColumn(),
    size: text('size').notNull(),
    qty: quantityColumn().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check('stock_sizes_qty_check', sql`${table.qty} >= 0`),
  ],
);

/**
 * Which lots an order line's goods were taken from when the order was confirmed (DOMAIN 15,
 * FEFO): the cream label prints the dates of the goods in the crate, and goods that come back (a
 * cancellation, a shortfall, a return to stock) go back to their own lot and keep its expiry.
 * `qty` is what of the line is still out of the lot: it falls as goods go back.
 */
export const orderItemLots = pgTable(
  'order_item_lots',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => transactionOrderItems.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id, { onDelete: 'cascade' }),
    qty: quantityColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.orderItemId, table.lotId] }),
    index('order_item_lots_lot_idx').on(table.lotId),
    check('order_item_lots_qty_check', sql`${table.qty} >= 0`),
  ],
);
