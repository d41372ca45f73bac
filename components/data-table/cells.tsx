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
