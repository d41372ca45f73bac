import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { reportTexts } from '@/lib/i18n/id/report';

/**
 * A chart with its text alternative: a visible caption that says what is drawn, and a table
 * of the same figures for screen readers (the drawing itself is hidden from them). With
 * `empty` the chart gives way to a sentence that says what to do.
 */
export function ChartFigure({
  title,
  caption,
  columns,
  rows,
  empty,
  height = 'h-64',
  children,
  footer,
}: {
  title: string;
  caption: string;
  columns: [string, string];
  rows: [string, string][];
  empty?: ReactNode;
  height?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="pb-3">
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {empty ? (
          <div className="text-sm text-stone-600">{empty}</div>
        ) : (
          <figure className="space-y-2">
            <figcaption className="text-sm text-stone-600">{caption}</figcaption>
            <div className={height} aria-hidden>
              {children}
            </div>
            <table className="sr-only">
              <caption>{`${reportTexts.chartTable}: ${title}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([a, b], i) => (
                  <tr key={i}>
                    <th scope="row">{a}</th>
                    <td>{b}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
