import { cn } from '@/lib/cn';
import { COMPACT_FROM, formatRupiah, formatRupiahCompact } from '@/lib/i18n/format';

/**
 * One headline figure; rendered inside a <dl> of figures. A rupiah figure of ten million or more is
 * shown compact ("Rp1,9 M") with the exact amount on hover and for screen readers, so no card clips.
 */
export function StatCard({
  label,
  value,
  rupiah,
  hint,
  tone = 'neutral',
  testId,
}: {
  label: string;
  value?: string;
  rupiah?: number;
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
      <dd
        className={cn('mt-1 break-words text-xl font-bold tabular-nums sm:text-2xl', tones[tone])}
        data-testid={testId}
        title={rupiah !== undefined && Math.abs(rupiah) >= COMPACT_FROM ? formatRupiah(rupiah) : undefined}
      >
        {rupiah !== undefined && Math.abs(rupiah) >= COMPACT_FROM ? (
          <>
            <span aria-hidden>{formatRupiahCompact(rupiah)}</span>
            <span className="sr-only">{formatRupiah(rupiah)}</span>
          </>
        ) : rupiah !== undefined ? (
          formatRupiah(rupiah)
        ) : (
          value
        )}
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
