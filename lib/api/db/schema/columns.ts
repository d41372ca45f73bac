import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * The product a line or a ledger row is of. There is no cascade: a product with history cannot
 * be deleted (it is made inactive instead), so its documents keep their lines.
 */
export function productColumn(name = 'product_id') {
  return text(name)
    .notNull()
    .references(() => products.id);
}

/** A quantity exact to 0.001 of its unit (DOMAIN 15): raw materials by weight, goods whole. */
export function quantityColumn(name = 'qty') {
  return numeric(name, { precision: 14, scale: 3, mode: 'number' }).notNull();
}

/** When the row was made, by the database's clock. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/** When the row was made and last changed; a service sets updatedAt on every change. */
export function timestamps() {
  return {
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
