'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useOptimistic, useState, useTransition } from 'react';
import { addDays, format, parseISO } from 'date-fns';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { todayInWib } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
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
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [typed, setTyped] = useState({ source: date, value: date });
  // A new date from the server (back button, quick buttons) replaces what was typed.
  const value = typed.source === date ? typed.value : date;

  // The filters show the choice at once, while the server renders the list for it.
  const [shownStatus, setShownStatus] = useOptimistic(status);
  const [shownMine, setShownMine] = useOptimistic(mine);

  function go(changes: Record<string, string | null>, optimistic?: () => void) {
    const next = new URLSearchParams(params.toString());
    next.delete('page');
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    startTransition(() => {
      optimistic?.();
      router.push(`${pathname}?${next}`);
    });
  }

  function pickDate(next: string) {
    setTyped({ source: date, value: next });
    if (next) go({ date: next });
  }

  const today = todayInWib();
  const tomorrow = format(addDays(parseISO(today), 1), 'yyyy-MM-dd');

  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4" aria-busy={pending}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_1fr] sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="delivery-date">{t.delivery.date}</Label>
          <Input id="delivery-date" type="date" value={value} onChange={(e) => pickDate(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="delivery-status">{t.delivery.status}</Label>
          <select
            id="delivery-status"
            className="flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm"
            value={shownStatus}
            onChange={(e) => {
              const next = e.target.value;
              go({ status: next || null }, () => setShownStatus(next));
            }}
          >
            <option value="">{t.delivery.activeStatuses}</option>
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => pickDate(today)}
            aria-pressed={date === today}
          >
            {t.delivery.today}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => pickDate(tomorrow)}
            aria-pressed={date === tomorrow}
          >
            {t.delivery.tomorrow}
          </Button>
        </div>
      </div>
      {showMine ? (
        <div className="flex items-center gap-2">
          <input
            id="delivery-mine"
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={shownMine}
            onChange={(e) => {
              const next = e.target.checked;
              go({ mine: next ? 'true' : null }, () => setShownMine(next));
            }}
          />
          <label htmlFor="delivery-mine" className="text-sm text-stone-800">
            {t.delivery.mine}
          </label>
        </div>
      ) : null}
      {canPrintPack ? <DeliveryPackButton date={value} /> : null}
      {canPrintLabels ? <LabelCreamButton date={value} /> : null}
    </div>
  );
}
