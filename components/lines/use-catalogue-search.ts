'use client';

import { useEffect, useState } from 'react';
import { createCatalogueSearch, type SearchState } from './catalogue-search-engine';

/** The search box's state: what is typed, what the catalogue answered, and whether it is asking. */
export function useCatalogueSearch<O>(initial: O[], fetchResults: (term: string) => Promise<O[] | null>) {
  const [term, setTerm] = useState('');
  const [state, setState] = useState<SearchState<O>>({ results: initial, loading: false });
  // One engine for the form's life: the fetcher is a module-level function of the screen, never an inline arrow.
  const [engine] = useState(() =>
    createCatalogueSearch<O>({
      initial,
      fetchResults,
      onState: (change) => setState((current) => ({ ...current, ...change })),
    }),
  );
  useEffect(() => () => engine.dispose(), [engine]);

  return {
    term,
    ...state,
    search(value: string) {
      setTerm(value);
      engine.search(value);
    },
  };
}
