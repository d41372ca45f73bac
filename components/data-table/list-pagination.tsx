'use client';

import { ButtonLink } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import { listTexts } from '@/lib/i18n/id/list';
import { usePageHref } from './use-list-query';

/** The one pager under every list: what is shown of how many, and links to the pages beside. */
export function ListPagination({ pagination }: { pagination: Pagination }) {
  const hrefFor = usePageHref();
  return (
    <nav
      aria-label={listTexts.pagination}
      className="flex flex-col items-center justify-between gap-2 text-sm text-stone-600 sm:flex-row"
    >
      <p>{pagination.total > 0 ? listTexts.showing(pagination.from, pagination.to, pagination.total) : null}</p>
      <div className="flex items-center gap-2">
        {pagination.prevPage ? (
          <ButtonLink variant="outline" size="sm" href={hrefFor(pagination.prevPage)}>
            {listTexts.previous}
          </ButtonLink>
        ) : null}
        <span>{listTexts.page(pagination.currentPage, pagination.pages)}</span>
        {pagination.nextPage ? (
          <ButtonLink variant="outline" size="sm" href={hrefFor(pagination.nextPage)}>
            {listTexts.next}
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
