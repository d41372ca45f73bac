import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A list's column from its header and what a row shows in it:
 * `column(orderTexts.outlet, (r) => <TwoLines main={r.outlet} sub={r.owner} />, WIDE_ONLY)`.
 * The header names the column (TanStack's id), so two columns of one list never share a header.
 */
export function column<T>(
  header: string,
  cell: (row: T) => ReactNode,
  meta?: ColumnMeta<T, unknown>,
): ColumnDef<T, unknown> {
  return { header, meta, cell: ({ row }) => cell(row.original) };
}
