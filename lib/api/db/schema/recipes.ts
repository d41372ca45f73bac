import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { productColumn, quantityColumn } from './columns';

/**
 * A recipe (Resep) of a bahan_jadi or setengah_jadi product (DOMAIN 15): one batch yields
 * `batchYield` whole units, of which `lossPercent` are expected rejects.
 */
export const recipes = pgTable(
  'recipes',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchYield: integer('batch_yield').notNull(),
    lossPercent: numeric('loss_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('recipes_batch_yield_check', sql`${table.batchYield} >= 1`),
    check('recipes_loss_percent_check', sql`${table.lossPercent} >= 0 and ${table.lossPercent} <= 50`),
  ],
);

/** One ingredient of a recipe, per batch, in the ingredient's own unit (up to 3 decimals). */
export const recipeItems = pgTable(
  'recipe_items',
  {
    id: serial('id').primaryKey(),
    recipeProductId: text('recipe_product_id')
      .notNull()
      .references(() => recipes.productId, { onDelete: 'cascade' }),
    ingredientId: productColumn('ingredient_id'),
    qty: quantityColumn(),
  },
  (table) => [
    unique('recipe_items_line_unique').on(table.recipeProductId, table.ingredientId),
    index('recipe_items_ingredient_idx').on(table.ingredientId),
    check('recipe_items_qty_check', sql`${table.qty} > 0`),
  ],
);
