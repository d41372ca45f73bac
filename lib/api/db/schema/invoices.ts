import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { outlets } from './outlets';
import { returns } from './returns';
import { productColumn } from './columns';
import { createdAtColumn, timestamps } from './timestamps';

/** A monthly invoice of one outlet (the spec's transaction), or a manual one. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** INV/YYYY/MM/NNNN */
    number: text('number').notNull().unique(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    /** YYYY-MM: the month of the delivered orders; null for a manual invoice. */
    periode: text('periode'),
    /** belum_bayar -> proses -> lunas */
    status: text('status').notNull().default('belum_bayar'),
    isAccepted: boolean('is_accepted'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** persen | nominal */
    discountType: text('discount_type').notNull().default('nominal'),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** persen | nominal */
    taxType: text('tax_type').notNull().default('persen'),
    taxValue: bigint('tax_value', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /** Sum of the accepted payments (invoice_payments), kept in the same transaction as they change. */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    adjustmentNote: text('adjustment_note'),
    notes: text('notes'),
    paymentMethod: text('payment_method'),
    paymentReceipt: text('payment_receipt'),
    paymentReceiptPath: text('payment_receipt_path'),
    paymentDate: date('payment_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why finance sent the last payment proof back; cleared when a new proof is sent. */
    paymentRejection: text('payment_rejection'),
    /** Issue date + the tier's payment term (DOMAIN 19), fixed when the invoice is issued. */
    dueDate: date('due_date').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('invoices_outlet_idx').on(table.outletId, table.periode),
    index('invoices_status_idx').on(table.status, table.createdAt, table.id),
    index('invoices_periode_idx').on(table.periode, table.id),
    index('invoices_due_idx').on(table.status, table.dueDate),
    index('invoices_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);

/**
 * Manual invoice lines (goods sold outside orders). Order-based invoices take their lines from their
 * orders; their only lines here are return credits (negative qty, `returnId` set, DOMAIN 18).
 */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    productId: productColumn(),
    title: text('title').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    /** The return this credit line comes from; null for a sold line. */
    returnId: integer('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'set null' }),
  },
  (table) => [index('invoice_items_invoice_idx').on(table.invoiceId)],
);

/**
 * One payment towards an invoice (issue 17): a transfer proof waiting for finance (proses), accepted
 * (diterima) or sent back (ditolak). An invoice has at most one proof waiting at a time.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** transfer | tunai | midtrans */
    method: text('method').notNull(),
    paymentDate: date('payment_date').notNull(),
    receipt: text('receipt'),
    receiptPath: text('receipt_path'),
    /** proses | diterima | ditolak */
    status: text('status').notNull().default('proses'),
    rejection: text('rejection'),
    notes: text('notes'),
    /** The Midtrans order id of an online payment. */
    onlineOrderId: text('online_order_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.id),
    uniqueIndex('invoice_payments_one_waiting_idx')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'proses'`),
  ],
);

/** One row per Midtrans Snap attempt; order_id is unique per attempt. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    redirectUrl: text('redirect_url'),
    /** The last transaction_status Midtrans told us. */
    status: text('status').notNull().default('created'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('payment_attempts_order_id_idx').on(table.orderId)],
);

/** Midtrans notifications already applied: a replay changes nothing (idempotency across processes). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    transactionStatus: text('transaction_status').notNull(),
    /** '' when Midtrans sends none: a challenged capture and its accepted capture are two notifications. */
    fraudStatus: text('fraud_status').notNull().default(''),
    /** What Midtrans says was refunded ('' when it says nothing): each partial refund is news once. */
    refundAmount: text('refund_amount').notNull().default(''),
    statusCode: text('status_code').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_notifications_unique_idx').on(
      table.orderId,
      table.transactionId,
      table.transactionStatus,
      table.fraudStatus,
      table.refundAmount,
    ),
  ],
);

/**
 * A payment reminder (DOMAIN 19): one per unpaid invoice and level (days from the due date), made
 * by the job timer; finance sends it by WhatsApp and marks it sent.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Days from the due date (negative: before it). */
    level: integer('level').notNull(),
    /** The day the level was reached: due date + level. */
    remindOn: date('remind_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_reminders_level_idx').on(table.invoiceId, table.level),
    index('payment_reminders_queue_idx').on(table.sentAt, table.remindOn),
  ],
);
