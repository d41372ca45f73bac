'use client';

import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/form/field';
import { linesTexts } from '@/lib/i18n/id/lines';
import { listTexts } from '@/lib/i18n/id/list';
import { useCatalogueSearch } from './use-catalogue-search';

const tl = linesTexts;

/** What every catalogue option has; each screen's option adds its own (unit, stock, type...). */
export interface CatalogueOption {
  productId: string;
  title: string;
}

interface Props<O extends CatalogueOption> {
  /** The input's id; the results list is `${id}-results`. */
  id: string;
  label?: string;
  /** The options the page was rendered with (the API's first 100), shown while nothing is typed. */
  initial: O[];
  /** The screen's own catalogue call; null when it failed. */
  fetchResults: (term: string) => Promise<O[] | null>;
  added: ReadonlySet<string>;
  onAdd: (option: O) => void;
  /** The second line under the title: code, unit, stock. */
  detail: (option: O) => string;
  badge?: (option: O) => ReactNode;
  /** For a catalogue of something other than products (a route's outlets). */
  placeholder?: string;
  noMatch?: string;
}

/**
 * The one catalogue search of every line-item form (docs/conventions.md): the server searches the
 * whole catalogue a moment after typing stops, and only the newest answer fills the list.
 */
export function CatalogueSearch<O extends CatalogueOption>({
  id,
  label = tl.search,
  initial,
  fetchResults,
  added,
  onAdd,
  detail,
  badge,
  placeholder = tl.searchPlaceholder,
  noMatch = tl.noMatch,
}: Props<O>) {
  const { term, results, loading, search } = useCatalogueSearch(initial, fetchResults);

  return (
    <div className="space-y-2">
      <Field id={id} label={label}>
        <Input
          id={id}
          type="search"
          value={term}
          onChange={(e) => search(e.target.value)}
          placeholder={placeholder}
          aria-controls={`${id}-results`}
          autoComplete="off"
        />
      </Field>
      <div aria-live="polite" className="sr-only">
        {loading ? tl.searching : ''}
      </div>
      <ul
        id={`${id}-results`}
        className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200"
        aria-busy={loading}
        aria-label={tl.results}
      >
        {results.length === 0 ? (
          <li className="px-3 py-4 text-sm text-stone-600">{loading ? listTexts.loading : noMatch}</li>
        ) : (
          results.map((option) => {
            const isAdded = added.has(option.productId);
            return (
              <li key={option.productId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{option.title}</p>
                  <p className="text-xs text-stone-500">{detail(option)}</p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {badge?.(option)}
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={isAdded}
                    onClick={() => onAdd(option)}
                    aria-label={isAdded ? tl.alreadyAddedOf(option.title) : tl.add(option.title)}
                  >
                    {isAdded ? (
                      tl.alreadyAdded
                    ) : (
                      <>
                        <Plus aria-hidden />
                        {listTexts.add}
                      </>
                    )}
                  </Button>
                </div>
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
