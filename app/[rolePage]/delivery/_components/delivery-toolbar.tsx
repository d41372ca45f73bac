'use client';

import { useState } from 'react';
import { Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useListQuery } from '@/components/data-table/use-list-query';
import { NativeSelect } from '@/components/ui/native-select';
import { todayInWib } from '@/lib/i18n/format';
import { shiftDate } from '@/lib/iso-dates';
import { LIST_PARAMS } from '@/lib/list-query';
import { deliveryTexts } from '@/lib/i18n/id/delivery';
import { DeliveryPackButton, LabelCreamButton } from './date-pdf-button';

interface Props {
  date: string;
  status: string;
  mine: boolean;
  showMine: boolean;
  statusOptions: { value: string; label: string }[];
  canPrintLabels: boolean;
  canPrintPack: boolean;
}

/**
 * The delivery date and filters, kept in the URL. The date field may be emptied while typing;
 * the list keeps showing the last date, and the label button then asks for a date (spec 5).
 */
export function DeliveryToolbar({ date, status, mine, showMine, statusOptions, canPrintLabels, canPrintPack }: Props) {
  // The URL's filters (lib/list-query.ts); they show the choice at once while the server renders.
  const { values, change, pending } = useListQuery(LIST_PARAMS.deliveries);
  const [typed, setTyped] = useState({ source: date, value: date });
  // A new date from the server (back button, quick buttons) replaces what was typed.
  const value = typed.source === date ? typed.value : date;
  // The URL is the truth; the page's own reading of it (an unknown status is all) wins when they differ.
  const shownStatus = statusOptions.some((o) => o.value === values.status) ? values.status : status;
  const shownMine = showMine && (values.mine === 'true' || mine);

  function pickDate(next: string) {
    setTyped({ source: date, value: next });
    if (next) change({ date: next });
  }

  const today = todayInWib();
  const tomorrow = shiftDate(today, 1);
  const quickDays = [
    { day: today, label: deliveryTexts.today },
    { day: tomorrow, label: deliveryTexts.tomorrow },
  ];

  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4" aria-busy={pending}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_1fr] sm:items-end">
        <Field id="delivery-date" label={deliveryTexts.date}>
          <Input id="delivery-date" type="date" value={value} onChange={(e) => pickDate(e.target.value)} />
        </Field>
        <Field id="delivery-status" label={deliveryTexts.status}>
          <NativeSelect
            id="delivery-status"
            value={shownStatus}
            onChange={(e) => change({ status: e.target.value || null })}
            placeholder={deliveryTexts.activeStatuses}
            options={statusOptions}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          {quickDays.map(({ day, label }) => (
            <Button
              key={label}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => pickDate(day)}
              aria-pressed={date === day}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {showMine ? (
        <div className="flex items-center gap-2">
          <input
            id="delivery-mine"
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={shownMine}
            onChange={(e) => change({ mine: e.target.checked ? 'true' : null })}
          />
          <label htmlFor="delivery-mine" className="text-sm text-stone-800">
            {deliveryTexts.mine}
          </label>
        </div>
      ) : null}
      {canPrintPack ? <DeliveryPackButton date={value} /> : null}
      {canPrintLabels ? <LabelCreamButton date={value} /> : null}
    </div>
  );
}
