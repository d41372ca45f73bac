import type { ReactNode } from 'react';

/** A list filter in the toolbar: its label beside its control (not above it, as in a form). */
export function FilterLabel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      {children}
    </div>
  );
}
