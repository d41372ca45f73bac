/** How long typing must pause before the catalogue is asked: one request per word, not per key. */
export const SEARCH_DELAY_MS = 250;

export interface SearchState<O> {
  results: O[];
  loading: boolean;
}

interface EngineOptions<O> {
  /** What an empty search shows: the options the page was rendered with. */
  initial: O[];
  /** Asks the server; null when the call failed (bff() has said why), which keeps the last results. */
  fetchResults: (term: string) => Promise<O[] | null>;
  onState: (change: Partial<SearchState<O>>) => void;
  delayMs?: number;
}

/**
 * The catalogue search without React, so its two rules are tested alone: a request only after
 * typing pauses, and an older answer arriving after a newer search never replaces it.
 */
export function createCatalogueSearch<O>({
  initial,
  fetchResults,
  onState,
  delayMs = SEARCH_DELAY_MS,
}: EngineOptions<O>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  return {
    search(raw: string) {
      clearTimeout(timer);
      const term = raw.trim();
      const ticket = ++latest;
      if (!term) return onState({ results: initial, loading: false });
      onState({ loading: true });
      timer = setTimeout(async () => {
        const found = await fetchResults(term);
        if (ticket !== latest) return;
        onState(found ? { results: found, loading: false } : { loading: false });
      }, delayMs);
    },
    /** Stops a pending search: the form is gone, or a newer engine took over. */
    dispose() {
      clearTimeout(timer);
      latest++;
    },
  };
}
