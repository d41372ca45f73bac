'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDayLabel } from '@/lib/i18n/id/report';
import { formatAxis, formatValue, type ChartKind } from './chart-format';

/**
 * One bar per day of the month. Drawn for sighted readers only: the figure around it carries a
 * caption and a table with the same numbers, so the SVG stays out of the accessibility tree.
 */
export function DailyBarChart({
  data,
  kind,
  label,
  color = '#b06221',
}: {
  data: { date: string; value: number }[];
  kind: ChartKind;
  label: string;
  color?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="#e7e5e4" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => String(Number(d.slice(8)))}
          tick={{ fontSize: 11 }}
          interval="preserveStartEnd"
          minTickGap={4}
        />
        <YAxis
          tickFormatter={(v: number) => formatAxis(kind, v)}
          tick={{ fontSize: 11 }}
          width={kind === 'rupiah' ? 64 : 40}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ fill: '#f5f5f4' }}
          labelFormatter={(d) => shortDayLabel(String(d))}
          formatter={(v) => [formatValue(kind, Number(v)), label]}
        />
        <Bar dataKey="value" fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
