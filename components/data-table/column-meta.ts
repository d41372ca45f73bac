import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Column options the shared DataTable reads.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and cells, e.g. 'hidden sm:table-cell' to drop it on phones. */
    className?: string;
  }
}

/** A column a phone does without: its value is shown stacked under the first column instead. */
export const WIDE_ONLY = { className: 'hidden sm:table-cell' } as const;
