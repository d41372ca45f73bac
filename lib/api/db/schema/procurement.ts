import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { suppliers } from './suppliers';
import { productColumn, quantityColumn } from './columns';
import { timestamps } from './timestamps';

/** A purchase from a supplier: ordered -> received (stock in), unpaid -> paid. */
export const procurements = pgTable(
  'procurements',
  {
    id: serial('id').primaryKey(),
    /** PO/YYYY/MM/NNNN */
    number: text('number').notNull().unique(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    paymentDueOn: date('payment_due_on'),
    /** dipesan -> diterima */
    deliveryStatus: text('delivery_status').notNull().default('dipesan'),
    /** belum_bayar -> lunas */
    statusPayment: text('status_payment').notNull().default('belum_bayar'),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    deliveryName: text('delivery_name'),
    deliveryReceipt: text('delivery_receipt'),
    deliveryReceiptPath: text('delivery_receipt_path'),
    deliveryDate: date('delivery_date'),
    paymentNote: text('payment_note'),
    paymentReceipt: text('payment_receipt'),
    paymentReceiptPath: text('payment_receipt_path'),
    paymentDate: date('payment_date'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('procurements_status_idx').on(table.deliveryStatus, table.statusPayment, table.createdAt),
    index('procurements_supplier_idx').on(table.supplierId),
    index('procurements_due_idx').on(table.statusPayment, table.paymentDueOn),
    index('procurements_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);

export const procurementItems = pgTable(
  'procurement_items',
  {
    id: serial('id').primaryKey(),
    procurementId: integer('procurement_id')
      .notNull()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    productId: productColumn(),
    /** Exact to 0.001 of the unit (DOMAIN 15). */
    qty: quantityColumn(),
    /** Whole rupiah per unit. */
    price: bigint('price', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
  },
  (table) => [index('procurement_items_procurement_idx').on(table.procurementId)],
);
