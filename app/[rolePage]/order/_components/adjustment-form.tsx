'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CountedTextarea, overLimitError } from '@/components/form/counted-textarea';
import { amountInput, wholeOrNaN } from '@/lib/api/schemas/common';
import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import type { OrderDetail } from './order-types';
import type { Envelope } from '@/lib/api-client-types';
import { useBffAction } from '@/lib/client/use-bff-action';

interface Props {
  order: OrderDetail;
  /** Spec 2/6: finance goes to the invoices after an adjustment, others back to the order. */
  afterSaveHref: string;
  cancelHref: string;
}

/**
 * Penyesuaian: the quantities the outlet really received (short delivery, returns) with a
 * required reason. Every line is sent with its size, so the API matches the right line.
 */
/** The API's limit for adjustment notes. */
const NOTES_MAX = 500;

export function AdjustmentForm({ order, afterSaveHref, cancelHref }: Props) {
  const router = useRouter();
  const [quantities, setQuantities] = useState(() => order.items.map((l) => String(l.qty)));
  const [notes, setNotes] = useState('');
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [notesError, setNotesError] = useState<string | null>(null);
  const { run, busy } = useBffAction();
  const [leaving, setLeaving] = useState(false);
  const submitting = busy || leaving;
  const qtys = quantities.map(wholeOrNaN);
  const total = order.items.reduce((sum, l, i) => sum + (Number.isNaN(qtys[i]) ? 0 : qtys[i] * l.price), 0);

  function changeQty(index: number, value: string) {
    setQuantities((current) => current.map((q, i) => (i === index ? amountInput(value) : q)));
    setLineErrors(({ [index]: _fixed, ...rest }) => rest);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const empty: Record<number, string> = {};
    quantities.forEach((q, i) => {
      if (q === '') empty[i] = t.validation.required;
      else if (Number.isNaN(qtys[i])) empty[i] = t.validation.wholeNumber;
    });
    const missingNotes = notes.trim() ? overLimitError(notes, NOTES_MAX) : t.order.adjustmentNotesRequired;
    if (Object.keys(empty).length || missingNotes) {
      setLineErrors(empty);
      setNotesError(missingNotes);
      toast.warning(missingNotes ?? t.errors.incomplete);
      document.getElementById(missingNotes ? 'adjustmentNotes' : `adjust-qty-${Object.keys(empty)[0]}`)?.focus();
      return;
    }
    const res = await run<OrderDetail>(
      `/bff/api/transaction/order/store-adjustment/${order.transactionOrderId}`,
      {
        body: {
          adjustmentNotes: notes.trim(),
          deliveryDate: order.deliveryDate,
          items: order.items.map((l, i) => ({
            productId: l.productId,
            qty: qtys[i],
            notes: l.notes,
            subtotal: qtys[i] * l.price,
          })),
        },
      },
      { success: t.order.adjusted, then: { push: afterSaveHref }, onRefused },
    );
    if (res) setLeaving(true); // the button stays busy while the next page loads

    function onRefused(refusal: Envelope<OrderDetail>) {
      const errors =
        refusal.error && typeof refusal.error === 'object' ? (refusal.error as Record<string, unknown>) : {};
      const lines: Record<number, string> = {};
      for (const [key, value] of Object.entries(errors)) {
        const match = /^items\.(\d+)\./.exec(key);
        if (match && typeof value === 'string') lines[Number(match[1])] ??= value;
      }
      setLineErrors(lines);
      setNotesError(typeof errors.adjustmentNotes === 'string' ? errors.adjustmentNotes : null);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <Card>
        <CardContent className="pt-5">
          <ul className="divide-y divide-stone-100">
            {order.items.map((line, i) => {
              const id = `adjust-qty-${i}`;
              const error = lineErrors[i];
              return (
                <li
                  key={`${line.productId}-${line.notes ?? ''}`}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                  data-testid="adjust-line"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      {line.title}
                      {line.notes ? ` · ${line.notes}` : ''}
                    </p>
                    <p className="text-xs text-stone-500">
                      {t.order.currentQty} {line.qty} {line.unit}
                      {line.orderedQty !== line.qty ? ` (${t.order.orderedWas(line.orderedQty)})` : ''} ·{' '}
                      {formatRupiah(line.price)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Label htmlFor={id} className="sr-only">
                      {t.order.newQtyOf(line.title, line.notes)}
                    </Label>
                    <Input
                      id={id}
                      inputMode="numeric"
                      autoComplete="off"
                      className="h-11 w-24 text-base"
                      value={quantities[i]}
                      onChange={(e) => changeQty(i, e.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    <span className="w-28 text-right text-sm tabular-nums">
                      {formatRupiah(Number(quantities[i] || 0) * line.price)}
                    </span>
                  </div>
                  {error ? (
                    <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex justify-between border-t border-stone-200 pt-3 font-semibold">
            <span>{t.order.newTotal}</span>
            <span aria-live="polite">{formatRupiah(total)}</span>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-1.5 pt-5">
          <Label htmlFor="adjustmentNotes">{t.order.adjustmentNotes}</Label>
          <CountedTextarea
            id="adjustmentNotes"
            rows={3}
            max={NOTES_MAX}
            value={notes}
            error={notesError}
            onChange={(e) => {
              setNotes(e.target.value);
              setNotesError(null);
            }}
          />
        </CardContent>
      </Card>

      <div className="flex gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t.list.saving : t.order.saveAdjustment}
        </Button>
        <Button type="button" variant="outline" onClick={() => router.push(cancelHref)}>
          {t.list.cancel}
        </Button>
      </div>
    </form>
  );
}
