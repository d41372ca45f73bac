import { numeric, text } from 'drizzle-orm/pg-core';
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
