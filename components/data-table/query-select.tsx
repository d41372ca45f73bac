'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';

/** A list filter kept in the URL (e.g. ?type=bahan_jadi); changing it returns to page 1. */
export function QuerySelect({
  name,
  label,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  allLabel: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [, startTransition] = useTransition();
  const id = `filter-${name}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <select
        id={id}
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
        value={params.get(name) ?? ''}
        onChange={(e) => {
          const next = new URLSearchParams(params.toString());
          next.delete('page');
          if (e.target.value) next.set(name, e.target.value);
          else next.delete(name);
          const s = next.toString();
          startTransition(() => router.push(s ? `${pathname}?${s}` : pathname));
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
