'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';

/** A delivery-date filter kept in the URL like QuerySelect; changing it returns to page 1. */
export function DateFilter({ name, label }: { name: string; label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [, startTransition] = useTransition();
  const id = `filter-${name}`;
  const value = params.get(name) ?? '';

  function go(next: string) {
    const query = new URLSearchParams(params.toString());
    query.delete('page');
    if (next) query.set(name, next);
    else query.delete(name);
    const s = query.toString();
    startTransition(() => router.push(s ? `${pathname}?${s}` : pathname));
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
        value={value}
        onChange={(e) => go(e.target.value)}
      />
      {value ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => go('')}>
          {t.order.clearDate}
        </Button>
      ) : null}
    </div>
  );
}
