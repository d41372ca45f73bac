'use client';

import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import type { Pagination } from '@/lib/api/envelope';
import { t } from '@/lib/i18n/id';
import { usePageHref } from './use-list-query';

/** The one pager under every list: what is shown of how many, and links to the pages beside. */
export function ListPagination({ pagination }: { pagination: Pagination }) {
  const hrefFor = usePageHref();
  return (
    <nav
      aria-label={t.list.pagination}
      className="flex flex-col items-center justify-between gap-2 text-sm text-stone-600 sm:flex-row"
    >
      <p>{pagination.total > 0 ? t.list.showing(pagination.from, pagination.to, pagination.total) : null}</p>
      <div className="flex items-center gap-2">
        {pagination.prevPage ? (
          <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} href={hrefFor(pagination.prevPage)}>
            {t.list.previous}
          </Link>
        ) : null}
        <span>{t.list.page(pagination.currentPage, pagination.pages)}</span>
        {pagination.nextPage ? (
          <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} href={hrefFor(pagination.nextPage)}>
            {t.list.next}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
