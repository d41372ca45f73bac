import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The native select styled like the inputs, for forms not bound to react-hook-form (SelectField is). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn('flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm', className)}
      {...props}
    />
  );
}
