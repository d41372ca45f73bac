'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxis, formatValue, type ChartKind } from './chart-format';

/** Names longer than this are cut on the axis (the table beside the chart has them whole). */
const LABEL_CHARS = 16;
const cut = (s: string) => (s.length > LABEL_CHARS ? `${s.slice(0, LABEL_CHARS - 1)}…` : s);

/** Horizontal bars, largest first: top products, outlets, suppliers. */
export function RankingChart({
  rows,
  kind,
  label,
  color = '#8c4b1d',
}: {
  rows: { name: string; value: number }[];
  kind: ChartKind;
  label: string;
  color?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke="#e7e5e4" />
        <XAxis
          type="number"
          tickFormatter={(v: number) => formatAxis(kind, v)}
          tick={{ fontSize: 11 }}
          allowDecimals={false}
        />
        <YAxis type="category" dataKey="name" tickFormatter={cut} tick={{ fontSize: 11 }} width={112} />
        <Tooltip cursor={{ fill: '#f5f5f4' }} formatter={(v) => [formatValue(kind, Number(v)), label]} />
        <Bar dataKey="value" fill={color} radius={[0, 3, 3, 0]} barSize={18} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
