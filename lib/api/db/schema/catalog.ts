import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { branchGroups } from './outlets';
import { timestamps } from './timestamps';

/** bahan_baku (raw material), setengah_jadi (semi-finished: dough, cream) and bahan_jadi (finished goods). */
export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const productUnits = pgTable('product_units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A product; its id is the zero-padded code the bakery uses ("013", "049"). */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    productUnitId: integer('product_unit_id')
      .notNull()
      .references(() => productUnits.id),
    minOrder: integer('min_order').notNull().default(0),
    /** Most that all outlets together may order for one delivery date; null = no limit. */
    quota: integer('quota'),
    isPublish: boolean('is_publish').notNull().default(true),
    /** Used only by the central bakery, never offered to outlets. */
    isCenterOnly: boolean('is_center_only').notNull().default(false),
    thumbnail: text('thumbnail'),
    thumbnailPath: text('thumbnail_path'),
    /** Display order in order forms and exports. */
    queue: integer('queue').notNull().default(0),
    /** Sizes an order line may carry (S, M, L); empty = no size. */
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizeRequired: boolean('size_required').notNull().default(false),
    /** Size used when an order line names none (049, 050: S). */
    defaultSize: text('default_size'),
    /** Gets a label in export-label-cream. */
    hasLabel: boolean('has_label').notNull().default(false),
    /**
     * Current stock; equals the sum of the stock ledger. Exact to 0.001 of the unit (DOMAIN 15: raw
     * materials are weighed); finished goods stay whole, which the services check.
     */
    stock: numeric('stock', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** bahan_jadi: days a batch stays good after its production date; null = not tracked (DOMAIN 15). */
    shelfLifeDays: integer('shelf_life_days'),
    ...timestamps(),
  },
  (table) => [
    index('products_queue_idx').on(table.queue, table.id),
    index('products_type_idx').on(table.productTypeId),
    index('products_search_trgm_idx').using('gin', sql`(${table.id} || ' ' || ${table.title}) gin_trgm_ops`),
  ],
);

/** One price per product and price tier (the product form's "batch" prices), whole rupiah. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchGroupId: integer('branch_group_id')
      .notNull()
      .references(() => branchGroups.id),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.branchGroupId] })],
);
