'use client';

import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import { Input } from '@/components/ui/input';
import { wholeOrNaN } from '@/lib/typed-text';
import { formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { listTexts } from '@/lib/i18n/id/list';
import { messageTexts } from '@/lib/i18n/id/messages';
import type { InvoiceDetail } from './invoice-types';
import { CharCounter } from '@/components/form/counted-textarea';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { PaymentAmountField } from './payment-amount-field';
import { Field, fieldAria } from '@/components/form/field';

const ti = invoiceTexts;

/**
 * Terima Pembayaran: finance accepts the proof waiting (its amount, or what actually arrived) or
 * cash paid without one (default: all that is left). The invoice is Lunas once payments cover it;
 * that cannot be undone, so it asks first. The note is optional. The page then shows the result.
 */
export function AcceptPaymentDialog({
  transactionId,
  number,
  remaining,
  waiting,
}: {
  transactionId: number;
  number: string;
  remaining: number;
  /** The proof waiting for finance, if one waits: accepted by its id, so another is never taken for it. */
  waiting: { paymentId: number; amount: number } | null;
}) {
  const waitingAmount = waiting?.amount ?? null;
  const { dialog, busy, run } = useActionDialog();
  const [amount, setAmount] = useState(String(Math.min(waitingAmount ?? remaining, remaining)));
  const [notes, setNotes] = useState('');
  const { errors, clear, refused } = useFieldErrors();
  const typed = wholeOrNaN(amount);
  const left = Number.isNaN(typed) ? remaining : Math.max(0, remaining - typed);

  async function accept(event: React.FormEvent) {
    event.preventDefault();
    await run<InvoiceDetail>(
      `/bff/api/transaction/accept-payment/${transactionId}`,
      // Null: cash without a proof, as the screen showed; a proof that came in since is refused.
      { body: { amount, notes, paymentId: waiting?.paymentId ?? null } },
      {
        success: messageTexts.paymentConfirmed,
        onRefused: refused,
      },
    );
  }

  return (
    <ActionDialog
      {...dialog}
      alert
      title={ti.acceptTitle}
      description={left > 0 ? ti.acceptTextPartial(number, formatRupiah(left)) : ti.acceptText(number)}
      trigger={{ label: ti.acceptPayment, icon: <CheckCircle2 aria-hidden /> }}
      onSubmit={accept}
    >
      <PaymentAmountField
        id="accept-amount"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          clear('amount');
        }}
        error={errors.amount}
        hint={
          waitingAmount !== null
            ? ti.acceptAmountHint(formatRupiah(waitingAmount))
            : ti.amountHint(formatRupiah(remaining))
        }
      />
      <Field id="accept-notes" label={`${ti.acceptNotes} ${listTexts.optional}`} error={errors.notes}>
        <Input
          id="accept-notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          {...fieldAria('accept-notes', errors.notes)}
        />
        <CharCounter value={notes} max={500} />
      </Field>
      <DialogSubmitRow busy={busy} label={ti.acceptConfirm} />
    </ActionDialog>
  );
}
