import Link from 'next/link';
import type { ReactNode } from 'react';

/** A cell's main line and a muted second line under it (an outlet and its partner); `strong` for a row's name. */
export function TwoLines({ main, sub, strong = false }: { main: ReactNode; sub: ReactNode; strong?: boolean }) {
  return (
    <div>
      <p className={strong ? 'font-medium' : undefined}>{main}</p>
      <p className="text-xs text-stone-500">{sub}</p>
    </div>
  );
}

/** A date or an amount, kept on one line however narrow the column. */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

/**
 * A document's number, linking to its page, first in its row; under it what the caller adds (a
 * muted detail and, on a phone, the columns that are hidden there).
 */
export function NumberCell({ href, number, children }: { href: string; number: string; children?: ReactNode }) {
  return (
    <div>
      <Link href={href} className="whitespace-nowrap font-medium text-brand-700 underline-offset-4 hover:underline">
        {number}
      </Link>
      {children}
    </div>
  );
}
