'use client';

import { usePathname, useRouter } from 'next/navigation';
import { NativeSelect } from '@/components/ui/native-select';
import { listTexts } from '@/lib/i18n/id/list';
import type { OrderFormOptions } from './order-types';
import { Field, fieldAria } from '@/components/form/field';

type Outlet = OrderFormOptions['outlets'][number];

/**
 * The outlet a document is for: a partner with one outlet (or an edited document) sees it; staff
 * and partners with several choose one, which reloads the page for that outlet's catalogue and
 * prices (?branchId=).
 */
export function OutletChoice({
  id,
  label,
  outlet,
  outlets,
  error,
}: {
  id: string;
  label: string;
  outlet: Outlet | null;
  /** The outlets to choose from; one or none shows the outlet as text. */
  outlets: Outlet[];
  error?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  if (outlets.length <= 1)
    return (
      <div>
        <p className="text-xs text-stone-500">{label}</p>
        <p className="font-semibold">{outlet?.title ?? '-'}</p>
      </div>
    );
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        value={outlet ? String(outlet.branchId) : ''}
        {...fieldAria(id, error)}
        onChange={(e) => router.replace(`${pathname}?branchId=${e.target.value}`)}
        placeholder={listTexts.choose}
        options={outlets.map((o) => ({ value: o.branchId, label: o.title }))}
      />
    </Field>
  );
}
