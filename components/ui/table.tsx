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

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600', className)}
      {...props}
    />
  );
}

/** A column header; `numeric` right-aligns it like its figures. */
export function HeadCell({ className, numeric, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return <th scope="col" className={cn('px-4 py-3 font-semibold', numeric && 'text-right', className)} {...props} />;
}

export function Row({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-stone-100 last:border-0', className)} {...props} />;
}

/** A cell; `numeric` right-aligns tabular figures on one line. */
export function Cell({ className, numeric, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return (
    <td
      className={cn('px-4 py-3 align-middle', numeric && 'whitespace-nowrap text-right tabular-nums', className)}
      {...props}
    />
  );
}
