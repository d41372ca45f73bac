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
 * A document's number, linking to its page, first in its row; under it its muted `details` and,
 * on a phone, `onPhone`: the columns hidden there, stacked so that nothing scrolls sideways.
 */
export function NumberCell({
  href,
  number,
  details = [],
  onPhone,
}: {
  href: string;
  number: string;
  details?: ReactNode[];
  onPhone?: ReactNode;
}) {
  return (
    <div>
      <Link href={href} className="whitespace-nowrap font-medium text-brand-700 underline-offset-4 hover:underline">
        {number}
      </Link>
      {details.map((detail, i) => (
        <p key={i} className="text-xs text-stone-500">
          {detail}
        </p>
      ))}
      {onPhone ? <div className="mt-1 space-y-1 text-sm sm:hidden">{onPhone}</div> : null}
    </div>
  );
}
