import { describe, expect, it } from 'vitest';
import { PROCUREMENT_FILTERS } from './api/schemas/procurement';
import { LIST_PARAMS, readList } from './list-query';

const read = <P extends Parameters<typeof readList>[0]>(parsers: P, params: Record<string, string>) =>
  readList(parsers, Promise.resolve(params));

describe('list state in the URL', () => {
  it('asks the API for nothing on the first page without a search', async () => {
    expect((await read(LIST_PARAMS.plain, {})).apiQuery).toBe('');
    expect((await read(LIST_PARAMS.plain, { page: '1', search: '   ' })).apiQuery).toBe('');
  });

  it('reads a page that is not a whole number from 1 as the first page', async () => {
    for (const page of ['0', '-2', 'abc', '1.5']) {
      const { values, apiQuery } = await read(LIST_PARAMS.plain, { page });
      expect(values.page).toBe(1);
      expect(apiQuery).toBe('');
    }
    expect((await read(LIST_PARAMS.plain, { page: '3' })).apiQuery).toBe('?page=3');
  });

  it('trims the search and keeps the first 100 characters the API takes', async () => {
    const { values } = await read(LIST_PARAMS.plain, { search: `  ${'r'.repeat(150)}  ` });
    expect(values.search).toHaveLength(100);
    expect((await read(LIST_PARAMS.plain, { search: ' roti tawar ' })).apiQuery).toBe('?search=roti+tawar');
  });

  it("passes a list's own filters and drops those of other lists", async () => {
    const { values, apiQuery } = await read(LIST_PARAMS.orders, {
      status: 'pending',
      deliveryDate: '2026-12-01',
      type: 'bahan_jadi',
    });
    expect(values).toMatchObject({ status: 'pending', deliveryDate: '2026-12-01', branchId: '' });
    expect(apiQuery).toBe('?status=pending&deliveryDate=2026-12-01');
  });

  it('shows everything for a procurement status the API does not know (an old bookmark)', async () => {
    const parsers = LIST_PARAMS.procurements(PROCUREMENT_FILTERS);
    expect((await read(parsers, { status: 'jatuh_tempo' })).apiQuery).toBe('?status=jatuh_tempo');
    expect((await read(parsers, { status: 'lama' })).apiQuery).toBe('');
  });
});
