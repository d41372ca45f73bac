import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoices } from './invoices';
import { outlets } from './outlets';
import { productColumn } from './columns';
import { createdAtColumn } from './timestamps';

/**
 * A return (Retur, DOMAIN 18): goods an outlet gives back on a date, recorded by the driver at
 * pick-up, the partner or staff, then processed by staff (disposition per line and the credit).
 * menunggu -> diproses.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    /** RET/YYYY/MM/NNNN */
    number: text('number').notNull().unique(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    returnDate: date('return_date').notNull(),
    status: text('status').notNull().default('menunggu'),
    photo: text('photo'),
    photoPath: text('photo_path'),
    /** The phone's key for this record: the same key again is the same return. */
    clientKey: text('client_key').notNull().unique(),
    /** What the outlet is credited, by its tier's return policy, once processed. */
    creditTotal: bigint('credit_total', { mode: 'number' }).notNull().default(0),
    /** The invoice the credit landed on; null while it waits for the next month close. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('returns_outlet_idx').on(table.outletId, table.returnDate),
    index('returns_status_idx').on(table.status, table.returnDate),
    // The list's order (newest first) and its month filter, without sorting every return.
    index('returns_date_idx').on(table.returnDate.desc(), table.id.desc()),
  ],
);

/** One returned product and size, with its reason, and once processed its disposition and credit. */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    productId: productColumn(),
    title: text('title').notNull(),
    size: text('size'),
    unit: text('unit').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    /** sisa | kedaluwarsa | rusak | cacat_produksi */
    reason: text('reason').notNull(),
    /** buang (waste) | stok (back to stock); null until processed. */
    disposition: text('disposition'),
    /** How many of qty are credited, and at which price (the outlet's tier price when processed). */
    creditQty: bigint('credit_qty', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('return_items_return_idx').on(table.returnId),
    index('return_items_product_idx').on(table.productId),
    // A product and size once per return: processing books each line to its lots once (returns.ts).
    uniqueIndex('return_items_line_idx').on(table.returnId, table.productId, sql`coalesce(${table.size}, '')`),
  ],
);
