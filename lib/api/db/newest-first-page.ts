import { desc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table listed newest first: by creation time, the id breaking ties, both in one index. */
type NewestFirstTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * One page of a list newest first, in two steps: the page's ids from the index alone, then the
 * columns (and any per-row subqueries) of just those rows, so that nothing is computed for the
 * rows a deep page skips. Select with `where(onPage)` and `orderBy(...newestFirst)`.
 */
export function newestFirstPage(
  db: Db,
  table: NewestFirstTable,
  where: SQL | undefined,
  offset: number,
  limit: number,
) {
  const newestFirst = [desc(table.createdAt), desc(table.id)];
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return { onPage: inArray(table.id, pageIds), newestFirst };
}
