import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  smallint,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { users } from './accounts';
import { outlets } from './outlets';
import { productColumn } from './columns';
import { createdAtColumn, timestamps } from './timestamps';

/** Closed days (schedule-close): no deliveries, so no orders, from startDate to endDate inclusive. */
export const scheduleClosures = pgTable(
  'schedule_closures',
  {
    id: serial('id').primaryKey(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('schedule_closures_range_idx').on(table.startDate, table.endDate)],
);

/**
 * An outlet's usual order for one weekday (Order Rutin, DOMAIN 17): the generator turns it into an
 * ordinary pending order for each coming date on that weekday, unless paused through `pausedUntil`.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: serial('id').primaryKey(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** ISO weekday of the delivery date: 1 = Senin .. 7 = Minggu. */
    weekday: smallint('weekday').notNull(),
    /** The usual lines, as the order form sends them: [{productId, qty, notes}]. */
    items: jsonb('items').$type<{ productId: string; qty: number; notes: string | null }[]>().notNull(),
    /** No orders are made for delivery dates up to and including this one (e.g. Lebaran). */
    pausedUntil: date('paused_until'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('standing_orders_outlet_weekday_idx').on(table.outletId, table.weekday)],
);

/**
 * The generator's one decision per (standing order, delivery date): the order it made, or why it made
 * none. Claimed by an INSERT only one process can win, so two generators at once make one order, and
 * a date the partner was told about (quota gone) is not tried again every few minutes.
 */
export const standingOrderDates = pgTable(
  'standing_order_dates',
  {
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date').notNull(),
    /** dibuat (an order was made) | kosong (no line could be ordered) | sudah_ada (the outlet had ordered) */
    outcome: text('outcome').notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => transactionOrders.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.standingOrderId, table.deliveryDate] })],
);

/** An outlet's order for a delivery date (the spec's transactionOrder). */
export const transactionOrders = pgTable(
  'transaction_orders',
  {
    id: serial('id').primaryKey(),
    /** ORD/YYYY/MM/NNNN */
    number: text('number').notNull().unique(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    /** Who placed it: the partner, or staff ordering on the outlet's behalf. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryDate: date('delivery_date').notNull(),
    /** A delivery-role user. */
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** pending (Menunggu) -> berhasil (Berhasil) | dibatalkan (Dibatalkan); ditahan (Ditahan, credit hold) -> pending */
    status: text('status').notNull().default('pending'),
    /** Spec 4: confirming sets it false; the partner has not acknowledged the delivery yet. */
    isAccepted: boolean('is_accepted'),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    adjustmentNotes: text('adjustment_notes'),
    adjustmentAuthorId: integer('adjustment_author_id').references(() => users.id, { onDelete: 'set null' }),
    adjustmentCreatedAt: timestamp('adjustment_created_at', { withTimezone: true }),
    /** The invoice it is on (at most one, ever). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why staff cancelled it (optional); the partner sees it on the order. */
    cancelReason: text('cancel_reason'),
    /** Why the partner's credit rules hold it (status ditahan, DOMAIN 19); kept after release for the record. */
    holdReason: text('hold_reason'),
    /** The standing order it was made from; with the date unique, so a date gets it once. */
    standingOrderId: integer('standing_order_id').references(() => standingOrders.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('transaction_orders_standing_date_idx').on(table.standingOrderId, table.deliveryDate),
    index('transaction_orders_outlet_idx').on(table.outletId, table.deliveryDate),
    index('transaction_orders_delivery_idx').on(table.deliveryDate, table.status),
    index('transaction_orders_status_idx').on(table.status, table.createdAt, table.id),
    index('transaction_orders_created_idx').on(table.createdAt, table.id),
    index('transaction_orders_invoice_idx').on(table.invoiceId),
    index('transaction_orders_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);

/** One line of an order, priced from the outlet's tier when saved (the snapshot stays). */
export const transactionOrderItems = pgTable(
  'transaction_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => transactionOrders.id, { onDelete: 'cascade' }),
    productId: productColumn(),
    title: text('title').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    /** The size (the spec's line notes): S, M, L, or null. */
    size: text('size'),
    price: bigint('price', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    type: text('type').notNull(),
    /** The quantity as ordered, kept when an adjustment changes qty. */
    orderedQty: bigint('ordered_qty', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('transaction_order_items_order_idx').on(table.orderId),
    index('transaction_order_items_product_idx').on(table.productId),
  ],
);

/**
 * A partner's request to change an order after its deadline (DOMAIN 17): the wanted lines and why.
 * Staff approve it (applied as their change, every order rule checked again) or reject it with a
 * reason. menunggu -> disetujui | ditolak.
 */
export const orderChangeRequests = pgTable(
  'order_change_requests',
  {
    id: serial('id').primaryKey(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    /** The order to change; null asks for a new order for the date. */
    orderId: integer('order_id').references(() => transactionOrders.id, { onDelete: 'set null' }),
    deliveryDate: date('delivery_date').notNull(),
    /** The wanted lines, as the order form sends them: [{productId, qty, notes}]. */
    items: jsonb('items').$type<{ productId: string; qty: number; notes: string | null }[]>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('menunggu'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected; shown to the partner. */
    decisionReason: text('decision_reason'),
    /** The order the approval changed or made. */
    resultOrderId: integer('result_order_id').references(() => transactionOrders.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('order_change_requests_status_idx').on(table.status, table.deliveryDate),
    index('order_change_requests_outlet_idx').on(table.outletId, table.createdAt),
  ],
);
