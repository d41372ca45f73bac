import { count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { products, productTypes, productUnits } from '../db/schema/catalog';
import { containsPattern } from '../list';

/** What the select below joins, all of it inner (every product has a type and a unit). */
type WithTypeAndUnit = Record<'products' | 'product_types' | 'product_units', 'not-null'>;

/**
 * `columns` of products joined to their type and unit, for the caller to filter, order and page
 * (or to join further). Drizzle cannot infer a join over a generic selection, so the type it would
 * infer for the caller's own columns is stated here.
 */
export function selectProducts<T extends SelectedFields>(
  db: Db,
  columns: T,
): PgSelectBase<'products', T, 'partial', WithTypeAndUnit> {
  return db
    .select(columns as SelectedFields)
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId)) as unknown as PgSelectBase<
    'products',
    T,
    'partial',
    WithTypeAndUnit
  >;
}

/** A product search: uses the trigram index on id || ' ' || title, so a code and a name are found alike. */
export function productSearch(search: string): SQL | undefined {
  return search ? ilike(sql`${products.id} || ' ' || ${products.title}`, containsPattern(search)) : undefined;
}

/** How many products `where` picks (it may name the product type). */
export async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(where);
  return row.n;
}
