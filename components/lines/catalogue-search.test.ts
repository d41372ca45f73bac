import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueSearch, SEARCH_DELAY_MS, type SearchState } from './catalogue-search-engine';

type Option = { productId: string };

function setup(fetchResults: (term: string) => Promise<Option[] | null>) {
  let state: SearchState<Option> = { results: [{ productId: 'awal' }], loading: false };
  const engine = createCatalogueSearch<Option>({
    initial: [{ productId: 'awal' }],
    fetchResults,
    onState: (change) => (state = { ...state, ...change }),
  });
  return { engine, state: () => state };
}

describe('catalogue search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once typing pauses, not on every key', async () => {
    const fetchResults = vi.fn(async (term: string) => [{ productId: term }]);
    const { engine, state } = setup(fetchResults);
    for (const typed of ['t', 'te', 'tep']) engine.search(typed);
    expect(state().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    expect(fetchResults).toHaveBeenCalledWith('tep');
    expect(state()).toEqual({ results: [{ productId: 'tep' }], loading: false });
  });

  it('keeps the newest answer when an older one arrives later', async () => {
    const answers: Record<string, (value: Option[]) => void> = {};
    const { engine, state } = setup((term) => new Promise((resolve) => (answers[term] = resolve)));
    engine.search('roti');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    engine.search('donat');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    answers.donat([{ productId: 'donat' }]);
    await Promise.resolve();
    answers.roti([{ productId: 'roti' }]);
    await Promise.resolve();
    expect(state().results).toEqual([{ productId: 'donat' }]);
  });

  it('shows the first options again when the box is cleared, without asking', async () => {
    const fetchResults = vi.fn(async () => [{ productId: 'x' }]);
    const { engine, state } = setup(fetchResults);
    engine.search('x');
    engine.search('  ');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    expect(fetchResults).not.toHaveBeenCalled();
    expect(state()).toEqual({ results: [{ productId: 'awal' }], loading: false });
  });

  it('keeps the last results when the call fails, and stops when disposed', async () => {
    const fetchResults = vi.fn(async () => null);
    const { engine, state } = setup(fetchResults);
    engine.search('gagal');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(state()).toEqual({ results: [{ productId: 'awal' }], loading: false });
    engine.search('lagi');
    engine.dispose();
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(fetchResults).toHaveBeenCalledTimes(1);
  });
});
