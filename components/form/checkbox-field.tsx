'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A labelled checkbox bound to react-hook-form. */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
}) {
  const id = `field-${String(name)}`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...form.register(name)} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      </div>
    </div>
  );
}
