import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a hand-written query. PGlite and node-postgres both answer `{ rows }`, but drizzle
 * types the result per driver; this is the one place that says so.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A column's sum that is 0, not null, over no rows (as text: numeric sums are exact, read with Number). */
export const sumOf = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;
