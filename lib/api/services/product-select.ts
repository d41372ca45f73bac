import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { products, productTypes, productUnits } from '../db/schema/catalog';

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
