import { describe, expect, it } from 'vitest';
import { pagination } from './envelope';
import { containsPattern, listQuery } from './list';

describe('lists', () => {
  it("paginates from page 1 with the spec's fields", () => {
    expect(pagination(1, 10, 23, 10)).toEqual({
      currentPage: 1,
      from: 1,
      limit: 10,
      nextPage: 2,
      pages: 3,
      prevPage: null,
      to: 10,
      total: 23,
    });
    expect(pagination(3, 10, 23, 3)).toEqual({
      currentPage: 3,
      from: 21,
      limit: 10,
      nextPage: null,
      pages: 3,
      prevPage: 2,
      to: 23,
      total: 23,
    });
    expect(pagination(1, 10, 0, 0)).toEqual({
      currentPage: 1,
      from: 0,
      limit: 10,
      nextPage: null,
      pages: 1,
      prevPage: null,
      to: 0,
      total: 0,
    });
  });

  it('defaults page 1, limit 10, empty search; refuses nonsense', () => {
    expect(listQuery.parse({})).toEqual({ page: 1, limit: 10, search: '' });
    expect(listQuery.parse({ page: '2', limit: '5', search: '  roti ' })).toEqual({
      page: 2,
      limit: 5,
      search: 'roti',
    });
    expect(listQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(listQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });

  it('escapes LIKE wildcards in search terms', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
