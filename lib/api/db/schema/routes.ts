import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { outlets } from './outlets';
import { transactionOrders } from './orders';
import { timestamps } from './timestamps';

/** A delivery route (Rute): a driver and the outlets they visit, in order (DOMAIN 18). */
export const dispatchRoutes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A delivery-role user; orders of the route's outlets take this driver unless reassigned. */
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('routes_name_idx').on(sql`lower(${table.name})`)],
);

/** The stops of a route. An outlet is on at most one route (the unique index says so). */
export const dispatchRouteStops = pgTable(
  'route_stops',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => dispatchRoutes.id, { onDelete: 'cascade' }),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** 1-based order of the stop on the route. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.routeId, table.position] }),
    uniqueIndex('route_stops_outlet_idx').on(table.outletId),
    index('route_stops_route_idx').on(table.routeId),
  ],
);

/**
 * Proof of delivery (DOMAIN 18): who received an order, when, a photo and where. One per order;
 * `clientKey` is the phone's key for the confirmation, so a retry after a lost answer does nothing.
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => transactionOrders.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    recipientName: text('recipient_name').notNull(),
    photo: text('photo').notNull(),
    photoPath: text('photo_path').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }),
    /** Per line: what was delivered and why less, as the driver confirmed it. */
    lines: jsonb('lines')
      .$type<{ itemId: number; qty: number; deliveredQty: number; reason: string | null }[]>()
      .notNull(),
    deliveredBy: integer('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    /**
     * When the proof reached the API (null before it was kept): a proof sent late from the phone's
     * outbox is delivered earlier, but the partner's 24 hours to object start when it is told.
     */
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('delivery_proofs_client_key_idx').on(table.clientKey)],
);

/** A partner's objection to a delivery, within 24 hours; staff resolve it (with an adjustment). */
export const deliveryDisputes = pgTable(
  'delivery_disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => transactionOrders.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** open -> resolved */
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('delivery_disputes_order_idx').on(table.orderId),
    index('delivery_disputes_status_idx').on(table.status, table.createdAt),
    // At most one open dispute per order.
    uniqueIndex('delivery_disputes_open_idx')
      .on(table.orderId)
      .where(sql`status = 'open'`),
  ],
);
