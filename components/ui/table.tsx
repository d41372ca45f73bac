import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The table primitives every list and line table is built from (docs/conventions.md): one look for
 * headers, rows and cells, and the caption screen readers announce.
 */
export function Table({ caption, className, children, ...props }: ComponentProps<'table'> & { caption: string }) {
  return (
    <table className={cn('w-full text-left text-sm', className)} {...props}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
}

/** `dense`: a small table inside a card, flush with its text; a prop per part, as server components cannot read context. */
interface Dense {
  dense?: boolean;
}

const pad = (dense?: boolean) => (dense ? 'py-2 pr-3 last:pr-0' : 'px-4 py-3');

export function TableHead({ className, dense, ...props }: ComponentProps<'thead'> & Dense) {
  return (
    <thead
      className={cn(
        'border-b text-xs uppercase tracking-wide text-stone-600',
        dense ? 'border-stone-100' : 'border-stone-200 bg-stone-50',
        className,
      )}
      {...props}
    />
  );
}

/** A column header; `numeric` right-aligns it like its figures. */
export function HeadCell({
  className,
  numeric,
  dense,
  ...props
}: ComponentProps<'th'> & Dense & { numeric?: boolean }) {
  return <th scope="col" className={cn(pad(dense), 'font-semibold', numeric && 'text-right', className)} {...props} />;
}

/** A header column of `HeadRow`: its label, or the label with `numeric` and its own classes. */
export type HeadColumn = string | { label: string; numeric?: boolean; className?: string };

/**
 * A header made of labels only: `TableHead` with one row of `HeadCell`s. `cellClassName` goes on
 * every cell (a card's small table sets its weight so), a column's own `className` after it.
 */
export function HeadRow({
  columns,
  dense,
  className,
  cellClassName,
}: Dense & { columns: HeadColumn[]; className?: string; cellClassName?: string }) {
  return (
    <TableHead dense={dense} className={className}>
      <tr>
        {columns.map((column) => {
          const { label, numeric, className: own } = typeof column === 'string' ? { label: column } : column;
          return (
            <HeadCell key={label} dense={dense} numeric={numeric} className={cn(cellClassName, own)}>
              {label}
            </HeadCell>
          );
        })}
      </tr>
    </TableHead>
  );
}

/** A row's own header: the name the row is about (a product, a tier) or a total's label. */
export function RowHead({ className, dense, ...props }: ComponentProps<'th'> & Dense) {
  return <th scope="row" className={cn(pad(dense), 'align-middle font-medium', className)} {...props} />;
}

export function Row({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-stone-100 last:border-0', className)} {...props} />;
}

/** A cell; `numeric` right-aligns tabular figures on one line. */
export function Cell({ className, numeric, dense, ...props }: ComponentProps<'td'> & Dense & { numeric?: boolean }) {
  return (
    <td
      className={cn(pad(dense), 'align-middle', numeric && 'whitespace-nowrap text-right tabular-nums', className)}
      {...props}
    />
  );
}
