import { z } from 'zod';
import { pagination, type ListRows } from './envelope';
import './../i18n/zod-id';

/** Spec 7/9: list calls take page (from 1), limit (10 by default) and search. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).default(''),
});
export type ListQuery = z.output<typeof listQuery>;
/** A list without a search box: its page and page size only. */
export const pageQuery = listQuery.omit({ search: true });

/** A search term as an ILIKE pattern; %, _ and \ in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListPage<T, O = Record<string, never>> extends ListRows<T> {
  options: O;
}

/** Runs the count and the page query of one list, and wraps them in the spec's envelope. */
export async function listPage<T, O = Record<string, never>>(
  query: Pick<ListQuery, 'page' | 'limit'>,
  count: () => Promise<number>,
  rows: (offset: number, limit: number) => Promise<T[]>,
  options?: O,
): Promise<ListPage<T, O>> {
  const offset = (query.page - 1) * query.limit;
  const [total, items] = await Promise.all([count(), rows(offset, query.limit)]);
  return { items, options: (options ?? {}) as O, pagination: pagination(query.page, query.limit, total, items.length) };
}

export const paginationSchema = z.object({
  currentPage: z.number(),
  from: z.number(),
  limit: z.number(),
  nextPage: z.number().nullable(),
  pages: z.number(),
  prevPage: z.number().nullable(),
  to: z.number(),
  total: z.number(),
});

export const listSchema = <T extends z.ZodType, O extends z.ZodType>(item: T, options: O) =>
  z.object({ items: z.array(item), options, pagination: paginationSchema });
