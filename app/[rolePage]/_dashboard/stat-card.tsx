import { cn } from '@/lib/cn';

/** One headline figure; rendered inside a <dl> of figures. */
export function StatCard({
  label,
  value,
  hint,
  tone = 'neutral',
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'neutral' | 'success' | 'warning' | 'danger';
  testId?: string;
}) {
  const tones = {
    neutral: 'text-stone-900',
    success: 'text-green-800',
    warning: 'text-amber-800',
    danger: 'text-red-800',
  };
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className={cn('mt-1 text-xl font-bold tabular-nums sm:text-2xl', tones[tone])} data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-stone-600">{hint}</dd> : null}
    </div>
  );
}

export function StatGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
      {children}
    </dl>
  );
}
