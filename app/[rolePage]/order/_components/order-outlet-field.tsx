'use client';

import { Store } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n/id';
import type { OrderFormOptions } from './order-types';

interface Props {
  isPartner: boolean;
  options: OrderFormOptions;
  value: string;
  onChange: (branchId: string) => void;
  /** An order keeps its outlet when edited. */
  locked: boolean;
  error?: string;
}

/**
 * Which outlet the order is for. A partner orders for its selected outlet (switched in the
 * header); staff pick any active outlet. An outlet that may not order says so instead of a form.
 */
export function OrderOutletField({ isPartner, options, value, onChange, locked, error }: Props) {
  const inactive = options.pageDisable && (isPartner || Boolean(options.outlet));
  // The order's own outlet stays listed even if it is no longer among the choosable ones.
  const choices =
    options.outlet && !options.outlets.some((o) => o.branchId === options.outlet?.branchId)
      ? [options.outlet, ...options.outlets]
      : options.outlets;

  return (
    <div className="space-y-3">
      <Card>
        <CardContent className="pt-5">
          {isPartner ? (
            <div className="flex items-center gap-3">
              <Store aria-hidden className="size-5 text-brand-700" />
              <div>
                <p className="text-xs text-stone-500">{t.order.orderingFor}</p>
                <p className="font-semibold">{options.outlet?.title ?? '-'}</p>
              </div>
            </div>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor="branchId">{t.order.outlet}</Label>
              <select
                id="branchId"
                className="flex h-11 w-full max-w-md rounded-md border border-stone-300 bg-white px-3 text-base aria-invalid:border-red-600 disabled:opacity-70 sm:text-sm"
                value={value}
                disabled={locked}
                onChange={(e) => onChange(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'branchId-error' : 'branchId-hint'}
              >
                <option value="">{t.list.choose}</option>
                {choices.map((o) => (
                  <option key={o.branchId} value={o.branchId}>
                    {o.title}
                  </option>
                ))}
              </select>
              {error ? (
                <p id="branchId-error" role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              ) : (
                <p id="branchId-hint" className="text-xs text-stone-500">
                  {value ? t.order.outletHint : t.order.chooseOutletFirst}
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      {inactive ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t.order.pageDisabled}
        </p>
      ) : null}
    </div>
  );
}
