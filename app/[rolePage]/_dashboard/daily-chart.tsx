import type { ReactNode } from 'react';
import { formatDate } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import type { ChartKind } from './chart-format';
import { ChartFigure } from './chart-figure';
import { LazyDailyBarChart } from './lazy-charts';

/**
 * A month's days as bars, with the table a screen reader reads: one row a day that had orders,
 * the date beside what `text` says of it.
 */
export function DailyChart<D extends { date: string; count: number }>({
  title,
  caption,
  days,
  label,
  kind,
  value,
  text,
  empty,
  color,
}: {
  title: string;
  caption: string;
  days: D[];
  /** What a bar measures: the table's second column and the tooltip's name. */
  label: string;
  kind: ChartKind;
  value: (day: D) => number;
  text: (day: D) => string;
  empty?: ReactNode;
  color?: string;
}) {
  return (
    <ChartFigure
      title={title}
      caption={caption}
      columns={[reportTexts.date, label]}
      rows={days.filter((d) => d.count > 0).map((d) => [formatDate(d.date), text(d)])}
      empty={empty}
    >
      <LazyDailyBarChart
        data={days.map((d) => ({ date: d.date, value: value(d) }))}
        kind={kind}
        label={label}
        color={color}
      />
    </ChartFigure>
  );
}
