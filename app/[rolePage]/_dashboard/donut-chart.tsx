'use client';

import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatValue, type ChartKind } from './chart-format';

/** Parts of a whole (paid / in process / unpaid), with a legend under the ring. */
export function DonutChart({
  parts,
  kind,
}: {
  parts: { name: string; value: number; color: string }[];
  kind: ChartKind;
}) {
  // Empty parts would still draw a padding gap in the ring; the table beside it lists all of them.
  // The ring is hidden from assistive technology (ChartFigure), so it must not take the focus either.
  const shown = parts.filter((p) => p.value > 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={shown}
          dataKey="value"
          nameKey="name"
          rootTabIndex={-1}
          innerRadius="55%"
          outerRadius="80%"
          paddingAngle={shown.length > 1 ? 1 : 0}
          isAnimationActive={false}
        >
          {shown.map((p) => (
            <Cell key={p.name} fill={p.color} />
          ))}
        </Pie>
        <Tooltip formatter={(v, name) => [formatValue(kind, Number(v)), String(name)]} />
        <Legend verticalAlign="bottom" iconType="circle" wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}
