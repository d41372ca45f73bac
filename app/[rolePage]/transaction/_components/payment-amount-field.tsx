'use client';

import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/form/field';
import { amountInput } from '@/lib/typed-text';
import { invoiceTexts } from '@/lib/i18n/id/invoice';

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
    <Field id={id} label={invoiceTexts.paymentAmount} error={error} hint={hint}>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(amountInput(e.target.value))}
        {...fieldAria(id, error, hint)}
      />
    </Field>
  );
}
