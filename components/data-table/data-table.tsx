'use client';

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { Pagination } from '@/lib/api/envelope';
import { t } from '@/lib/i18n/id';
import './column-meta';

interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  pagination: Pagination;
  searchPlaceholder?: string;
  emptyText: string;
  /** Buttons beside the search box (e.g. Tambah). */
  actions?: ReactNode;
  /** Extra filters rendered in the toolbar; they set their own query keys. */
  filters?: ReactNode;
  caption: string;
}

/**
 * A server-paged list: search and page live in the URL (bookmarkable, back button works);
 * the server renders the page for that URL, this component only changes the URL.
 */
export function DataTable<T>({
  columns,
  data,
  pagination,
  searchPlaceholder = t.list.searchPlaceholder,
  emptyText,
  actions,
  filters,
  caption,
}: DataTableProps<T>) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const currentSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(currentSearch);
  // No React Compiler here, so TanStack's unmemoizable table object is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  // ?page=99 of a 2-page list: say so and offer the last page, not "no data yet".
  const pastTheEnd = data.length === 0 && pagination.total > 0 && pagination.currentPage > pagination.pages;

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params.toString());
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const s = next.toString();
    return s ? `${pathname}?${s}` : pathname;
  };

  function submitSearch(event: React.FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params.toString());
    next.delete('page');
    if (search.trim()) next.set('search', search.trim());
    else next.delete('search');
    const s = next.toString();
    startTransition(() => router.push(s ? `${pathname}?${s}` : pathname));
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <form role="search" onSubmit={submitSearch} className="flex w-full max-w-md gap-2">
          <label htmlFor="list-search" className="sr-only">
            {t.list.search}
          </label>
          <Input
            id="list-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={searchPlaceholder}
          />
          <Button type="submit" variant="outline" aria-label={t.list.search}>
            <Search />
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-2">
          {filters}
          {actions}
        </div>
      </div>

      <div
        className={cn('overflow-x-auto rounded-lg border border-stone-200 bg-white', pending && 'opacity-60')}
        aria-busy={pending}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn('px-4 py-3 font-semibold', header.column.columnDef.meta?.className)}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-stone-600">
                  {pastTheEnd ? (
                    <>
                      {t.list.pastTheEnd(pagination.currentPage, pagination.pages)}{' '}
                      <Link
                        className="text-brand-700 underline-offset-4 hover:underline"
                        href={hrefFor(pagination.pages)}
                      >
                        {t.list.toLastPage}
                      </Link>
                    </>
                  ) : currentSearch ? (
                    t.list.emptySearch(currentSearch)
                  ) : (
                    emptyText
                  )}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b border-stone-100 last:border-0 hover:bg-stone-50">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cn('px-4 py-3 align-middle', cell.column.columnDef.meta?.className)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

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
    </div>
  );
}
