import Link from 'next/link';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { reportTexts } from '@/lib/i18n/id/report';

/**
 * A "needs attention" list: a title with how many there are, up to ten rows, a sentence when
 * there is nothing, and a link to the screen where the work is done.
 */
export function AttentionCard({
  title,
  count,
  empty,
  link,
  summary,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  link: { href: string; label: string } | null;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const shown = Array.isArray(children) ? children.length : children ? 1 : 0;
  return (
    <Card aria-labelledby={`${id}-title`} className="flex flex-col">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle id={`${id}-title`} className="text-base">
          {title}
        </CardTitle>
        <Badge tone={count > 0 ? 'warning' : 'success'}>{count}</Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 pt-3">
        {summary}
        {count === 0 ? (
          <p className="text-sm text-stone-600">{empty}</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">{children}</ul>
        )}
        {count > shown && shown > 0 ? (
          <p className="text-xs text-stone-600">{reportTexts.more(count - shown)}</p>
        ) : null}
        {link ? (
          <Link
            href={link.href}
            className="mt-auto text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One row of an attention list: what, and a detail on the right. */
export function AttentionRow({
  primary,
  secondary,
  aside,
  tone,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  aside?: ReactNode;
  tone?: 'danger';
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium">{primary}</p>
        {secondary ? (
          <p className={tone === 'danger' ? 'text-xs font-medium text-red-800' : 'text-xs text-stone-600'}>
            {secondary}
          </p>
        ) : null}
      </div>
      {aside ? <div className="shrink-0 text-right tabular-nums">{aside}</div> : null}
    </li>
  );
}
