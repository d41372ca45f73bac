'use client';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { amountInput } from '@/lib/api/schemas/common';
import { t } from '@/lib/i18n/id';

/**
 * Jumlah Dibayar (issue 17): a whole rupiah amount as people type it (spec 5 strips the rest), with
 * the API's refusal on the field or, while there is none, what the amount is measured against.
 */
export function PaymentAmountField({
  id,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t.invoice.paymentAmount}</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(amountInput(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
