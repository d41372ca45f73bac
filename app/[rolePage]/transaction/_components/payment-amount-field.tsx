'use client';

import { AmountInput } from '@/components/form/amount-input';
import { Field, fieldAria } from '@/components/form/field';
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
      <AmountInput id={id} value={value} onAmount={onChange} {...fieldAria(id, error, hint)} />
    </Field>
  );
}
