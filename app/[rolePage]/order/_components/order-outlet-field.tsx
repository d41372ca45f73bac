'use client';

import { Store } from 'lucide-react';
import { Field, fieldAria } from '@/components/form/field';
import { ContentCard } from '@/components/ui/card';
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
  const hint = value ? orderTexts.outletHint : orderTexts.chooseOutletFirst;

  return (
    <div className="space-y-3">
      <ContentCard>
        {isPartner ? (
          <div className="flex items-center gap-3">
            <Store aria-hidden className="size-5 text-brand-700" />
            <div>
              <p className="text-xs text-stone-500">{orderTexts.orderingFor}</p>
              <p className="font-semibold">{options.outlet?.title ?? '-'}</p>
            </div>
          </div>
        ) : (
          <Field id="branchId" label={orderTexts.outlet} error={error} hint={hint}>
            <NativeSelect
              id="branchId"
              className="h-11 max-w-md text-base disabled:opacity-70 sm:text-sm"
              value={value}
              disabled={locked}
              onChange={(e) => onChange(e.target.value)}
              {...fieldAria('branchId', error, hint)}
              placeholder={listTexts.choose}
              options={choices.map((o) => ({ value: o.branchId, label: o.title }))}
            />
          </Field>
        )}
      </ContentCard>
      {inactive ? <Notice>{orderTexts.pageDisabled}</Notice> : null}
    </div>
  );
}
