import type { Context } from 'hono';

/** The spec's answer shape: {success, data, error, message}. */
export function ok<T>(c: Context, data: T, message = 'OK') {
  return c.json({ success: true as const, message, error: null, data }, 200);
}

export interface Pagination {
  currentPage: number;
  from: number;
  limit: number;
  nextPage: number | null;
  pages: number;
  prevPage: number | null;
  to: number;
  total: number;
}

/** A page of a list as a screen shows it: its rows and where they stand in the whole list. */
export interface ListRows<T> {
  items: T[];
  pagination: Pagination;
}

/** What a list shows when its page could not be read (the refusal is shown above it): nothing, one page. */
export const emptyPagination = (limit = 10): Pagination => pagination(1, limit, 0, 0);
export const emptyList = <T>(limit = 10): ListRows<T> => ({ items: [], pagination: emptyPagination(limit) });

/** The spec's list pagination; pages start at 1. */
export function pagination(page: number, limit: number, total: number, shown: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 || shown === 0 ? 0 : (page - 1) * limit + 1;
  return {
    currentPage: page,
    from,
    limit,
    nextPage: page < pages ? page + 1 : null,
    pages,
    prevPage: page > 1 ? page - 1 : null,
    to: from === 0 ? 0 : from + shown - 1,
    total,
  };
}
