'use client';

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { ListRows } from '@/lib/api/envelope';
import { listTexts } from '@/lib/i18n/id/list';
import { listParams } from '@/lib/list-query';
import './column-meta';
import { ListPagination } from './list-pagination';
import { useListQuery, usePageHref } from './use-list-query';

const SEARCH = { search: listParams.search };

/**
 * What a list says. A domain's texts object fits as it is (`texts={userTexts}`): the caption is
 * its `listTitle`, or its `title` where the screen is the list (Retur, Piutang).
 */
export type ListTexts = {
  /** Shown while the list has no rows at all. */
  empty: string;
  /** The search box's hint. A list without one has no search box (closed days, audit trail). */
  searchPlaceholder?: string;
} & ({ listTitle: string } | { title: string });

interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  /** The page's rows and where they stand: what the list's API call answered. */
  list: ListRows<T>;
  texts: ListTexts;
  /** In place of `texts.empty` where the page knows more (a filter is set, the user cannot add). */
  emptyText?: string;
  /** Buttons beside the search box (e.g. Tambah). */
  actions?: ReactNode;
  /** Extra filters rendered in the toolbar; they set their own query keys. */
  filters?: ReactNode;
}

/**
 * A server-paged list: search and page live in the URL (bookmarkable, back button works);
 * the server renders the page for that URL, this component only changes the URL.
 */
export function DataTable<T>({
  columns,
  list: { items: data, pagination },
  texts,
  emptyText = texts.empty,
  actions,
  filters,
}: DataTableProps<T>) {
  const { searchPlaceholder } = texts;
  const searchable = searchPlaceholder !== undefined;
  // The table's caption, read by screen readers.
  const caption = 'listTitle' in texts ? texts.listTitle : texts.title;
  const { values, pending, change } = useListQuery(SEARCH);
  const hrefFor = usePageHref();
  const currentSearch = values.search;
  const [search, setSearch] = useState(currentSearch);
  // No React Compiler here, so TanStack's unmemoizable table object is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  // ?page=99 of a 2-page list: say so and offer the last page, not "no data yet".
  const pastTheEnd = data.length === 0 && pagination.total > 0 && pagination.currentPage > pagination.pages;

  function submitSearch(event: React.FormEvent) {
    event.preventDefault();
    change({ search: search.trim() || null });
  }

  return (
    <div className="space-y-4">
      {searchable || filters || actions ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {searchable ? (
            <form role="search" onSubmit={submitSearch} className="flex w-full max-w-md gap-2">
              <label htmlFor="list-search" className="sr-only">
                {listTexts.search}
              </label>
              <Input
                id="list-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={searchPlaceholder}
              />
              <Button type="submit" variant="outline" aria-label={listTexts.search}>
                <Search />
              </Button>
            </form>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {filters}
            {actions}
          </div>
        </div>
      ) : null}

      <div
        className={cn('overflow-x-auto rounded-lg border border-stone-200 bg-white', pending && 'opacity-60')}
        aria-busy={pending}
      >
        <Table caption={caption}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeadCell key={header.id} className={header.column.columnDef.meta?.className}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </HeadCell>
                ))}
              </tr>
            ))}
          </TableHead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-stone-600">
                  {pastTheEnd ? (
                    <>
                      {listTexts.pastTheEnd(pagination.currentPage, pagination.pages)}{' '}
                      <Link
                        className="text-brand-700 underline-offset-4 hover:underline"
                        href={hrefFor(pagination.pages)}
                      >
                        {listTexts.toLastPage}
                      </Link>
                    </>
                  ) : currentSearch ? (
                    listTexts.emptySearch(currentSearch)
                  ) : (
                    emptyText
                  )}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Row key={row.id} className="hover:bg-stone-50">
                  {row.getVisibleCells().map((cell) => (
                    <Cell key={cell.id} className={cell.column.columnDef.meta?.className}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Cell>
                  ))}
                </Row>
              ))
            )}
          </tbody>
        </Table>
      </div>

      <ListPagination pagination={pagination} />
    </div>
  );
}
