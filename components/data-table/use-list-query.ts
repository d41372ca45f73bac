'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { createSerializer, useQueryStates, type UseQueryStatesKeysMap } from 'nuqs';
import { useMemo, useTransition } from 'react';
import { listParams } from '@/lib/list-query';

/**
 * Changes a list's state in the URL (docs/conventions.md): the server renders the page for the
 * new URL, `pending` is true meanwhile, and any change other than the page goes back to page 1.
 * `parsers` must be stable (a module constant, or memoised on the key's name).
 */
export function useListQuery<P extends UseQueryStatesKeysMap>(parsers: P) {
  const [pending, startTransition] = useTransition();
  const withPage = useMemo(() => ({ ...parsers, page: listParams.page }), [parsers]);
  const [values, setValues] = useQueryStates(withPage, { shallow: false, history: 'push', startTransition });
  return {
    values,
    pending,
    /** null (or the default) removes a value from the URL. */
    change(next: Partial<Record<keyof P, unknown>>) {
      void setValues({ ...next, page: null } as never);
    },
  };
}

const pageSerializer = createSerializer({ page: listParams.page });

/** The address of another page of the list shown, keeping its search and filters (real links). */
export function usePageHref() {
  const pathname = usePathname();
  const params = useSearchParams();
  return (page: number) => pageSerializer(`${pathname}?${params.toString()}`, { page: page > 1 ? page : null });
}
