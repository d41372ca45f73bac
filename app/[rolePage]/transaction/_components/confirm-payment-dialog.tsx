'use client';

import { Upload } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import { Input } from '@/components/ui/input';
import { formatRupiah, todayInWib } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import type { RolePage } from '@/lib/roles';
import type { InvoiceDetail } from './invoice-types';
import { ReceiptUpload, type UploadedReceipt } from '@/components/form/file-upload';
import { useFieldErrors, type FieldMessages } from '@/lib/client/use-field-errors';
import { PaymentAmountField } from './payment-amount-field';
import { ChoiceField } from '@/components/form/choice-field';
import { Field, fieldAria } from '@/components/form/field';

const ti = invoiceTexts;
type Method = 'transfer' | 'tunai';

/**
 * Konfirmasi Pembayaran: the partner (or staff for it) says how and when it paid and uploads
 * the receipt; the invoice waits in Proses for finance. Spec 2: afterwards, the invoice list.
 */
export function ConfirmPaymentDialog({
  role,
  transactionId,
  remaining,
}: {
  role: RolePage;
  transactionId: number;
  /** What is left to pay: the amount's default, and its upper bound (the API checks it). */
  remaining: number;
}) {
  const { dialog, busy, run } = useActionDialog();
  const [uploading, setUploading] = useState(false);
  const [paymentDate, setPaymentDate] = useState(todayInWib);
  const [paymentMethod, setPaymentMethod] = useState<Method>('transfer');
  const [amount, setAmount] = useState(String(remaining));
  const [receipt, setReceipt] = useState<UploadedReceipt | null>(null);
  const { errors, passes, clear, refused } = useFieldErrors();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: FieldMessages = {};
    if (!amount.trim()) found.amount = ti.amountRequired;
    if (!paymentDate) found.paymentDate = ti.dateRequired;
    if (!receipt) found.paymentReceipt = ti.receiptRequired;
    if (!passes(found)) return;

    const body = {
      amount,
      paymentDate,
      paymentMethod,
      paymentReceipt: receipt?.filename,
      paymentReceiptPath: receipt?.path,
    };
    await run<InvoiceDetail>(
      `/bff/api/transaction/confirm-payment/${transactionId}`,
      { body },
      {
        success: ti.paymentSent,
        then: { push: `/${role}/transaction` },
        onRefused: refused,
      },
    );
  }

  return (
    <ActionDialog
      {...dialog}
      tall
      title={ti.confirmPayment}
      description={ti.confirmPaymentText}
      trigger={{ label: ti.confirmPayment, icon: <Upload aria-hidden /> }}
      onSubmit={submit}
    >
      <PaymentAmountField
        id="pay-amount"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          clear('amount');
        }}
        error={errors.amount}
        hint={ti.amountHint(formatRupiah(remaining))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="pay-paymentDate" label={ti.paymentDate} error={errors.paymentDate}>
          <Input
            id="pay-paymentDate"
            type="date"
            value={paymentDate}
            max={todayInWib()}
            onChange={(e) => {
              setPaymentDate(e.target.value);
              clear('paymentDate');
            }}
            {...fieldAria('pay-paymentDate', errors.paymentDate)}
          />
        </Field>
        <ChoiceField
          id="pay-paymentMethod"
          label={ti.paymentMethod}
          choices={['transfer', 'tunai'] as const}
          labels={ti.paymentMethods}
          value={paymentMethod}
          onChange={setPaymentMethod}
        />
      </div>
      <ReceiptUpload
        label={ti.receiptLabel}
        value={receipt}
        onChange={(file) => {
          setReceipt(file);
          if (file) clear('paymentReceipt');
        }}
        onBusyChange={setUploading}
        error={errors.paymentReceipt}
      />
      <DialogSubmitRow busy={busy} label={ti.send} busyLabel={ti.sending} disabled={uploading} />
    </ActionDialog>
  );
}
