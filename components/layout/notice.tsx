import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
};
export type NoticeTone = keyof typeof TONES;

/**
 * A note that stands on the page (not a toast): why a form is not shown, what a plan lacks, a
 * refusal that names what is short. `status` is read out politely, `alert` at once.
 */
export function Notice({
  children,
  tone = 'warning',
  role = 'status',
  className,
}: {
  children: ReactNode;
  tone?: NoticeTone;
  role?: 'status' | 'alert';
  className?: string;
}) {
  return (
    <p role={role} className={cn('rounded-md border px-4 py-3 text-sm', TONES[tone], className)}>
      {children}
    </p>
  );
}
