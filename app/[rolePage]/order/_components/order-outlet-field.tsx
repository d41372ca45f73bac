'use client';

import { Store } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { listTexts } from '@/lib/i18n/id/list';
import { orderTexts } from '@/lib/i18n/id/order';
import type { OrderFormOptions } from './order-types';
import { Notice } from '@/components/layout/notice';

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
                <p className="text-xs text-stone-500">{orderTexts.orderingFor}</p>
                <p className="font-semibold">{options.outlet?.title ?? '-'}</p>
              </div>
            </div>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor="branchId">{orderTexts.outlet}</Label>
              <NativeSelect
                id="branchId"
                className="h-11 max-w-md text-base disabled:opacity-70 sm:text-sm"
                value={value}
                disabled={locked}
                onChange={(e) => onChange(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'branchId-error' : 'branchId-hint'}
              >
                <option value="">{listTexts.choose}</option>
                {choices.map((o) => (
                  <option key={o.branchId} value={o.branchId}>
                    {o.title}
                  </option>
                ))}
              </NativeSelect>
              {error ? (
                <p id="branchId-error" role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              ) : (
                <p id="branchId-hint" className="text-xs text-stone-500">
                  {value ? orderTexts.outletHint : orderTexts.chooseOutletFirst}
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      {inactive ? <Notice>{orderTexts.pageDisabled}</Notice> : null}
    </div>
  );
}
