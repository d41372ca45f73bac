'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import { Input } from '@/components/ui/input';
import { computeTotals } from '@/lib/api/invoicing/totals';
import { formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { listTexts } from '@/lib/i18n/id/list';
import { AMOUNT_TYPES } from '@/lib/api/schemas/invoice';
import { plainAmount, type AmountType, type InvoiceDetail } from './invoice-types';
import { CharCounter } from '@/components/form/counted-textarea';
import { useFieldErrors, type FieldMessages } from '@/lib/client/use-field-errors';
import { ChoiceField } from '@/components/form/choice-field';
import { Field, fieldAria } from '@/components/form/field';

const ti = invoiceTexts;

/** "10.50" as stored -> "10,5" as typed; the API takes a comma or a dot for decimals. */
const asTyped = (value: string) => plainAmount(value).replace('.', ',');

/** Digits and one decimal separator (spec 5 strips everything else from numbers). */
function amountOnly(value: string): string {
  const cleaned = value.replace(/[^\d.,]/g, '');
  const at = cleaned.search(/[.,]/);
  return at === -1 ? cleaned : `${cleaned.slice(0, at + 1)}${cleaned.slice(at + 1).replace(/[.,]/g, '')}`;
}

/** The same arithmetic the API uses, for a preview; a half-typed number shows no preview. */
function previewTotal(
  subtotal: number,
  discount: string,
  discountType: AmountType,
  taxAmount: string,
  taxType: AmountType,
): number | null {
  try {
    return computeTotals({ subtotal, discount: discount || '0', discountType, taxAmount: taxAmount || '0', taxType })
      .total;
  } catch {
    return null;
  }
}

function check(
  subtotal: number,
  discount: string,
  discountType: AmountType,
  taxAmount: string,
  taxType: AmountType,
  note: string,
): FieldMessages {
  const errors: FieldMessages = {};
  const valid = /^\d{1,12}([.,]\d{1,2})?$/;
  if (discount && !valid.test(discount)) errors.discount = ti.amountInvalid;
  else if (discountType === 'persen' && Number(discount.replace(',', '.')) > 100) errors.discount = ti.percentTooHigh;
  else if (discountType === 'nominal' && Number(discount.replace(',', '.')) > subtotal)
    errors.discount = ti.discountOverSubtotal(formatRupiah(subtotal));
  if (taxAmount && !valid.test(taxAmount)) errors.taxAmount = ti.amountInvalid;
  else if (taxType === 'persen' && Number(taxAmount.replace(',', '.')) > 100) errors.taxAmount = ti.percentTooHigh;
  if (!note.trim()) errors.adjustmentNote = ti.adjustmentNoteRequired;
  return errors;
}

/** Penyesuaian: discount and tax with a reason, while the invoice is not paid; the totals are recomputed by the API. */
export function AdjustmentDialog({ invoice }: { invoice: InvoiceDetail }) {
  const { dialog, busy, run } = useActionDialog();
  const [discount, setDiscount] = useState(() => asTyped(invoice.discount));
  const [discountType, setDiscountType] = useState<AmountType>(
    invoice.discountType === 'persen' ? 'persen' : 'nominal',
  );
  const [taxAmount, setTaxAmount] = useState(() => asTyped(invoice.taxAmount));
  const [taxType, setTaxType] = useState<AmountType>(invoice.taxType === 'nominal' ? 'nominal' : 'persen');
  const [note, setNote] = useState(invoice.adjustmentNote ?? '');
  const { errors, passes, refused } = useFieldErrors();
  // The preview says what is wrong instead of showing a total the API would refuse (e.g. Rp0).
  const liveDiscountError = check(invoice.subtotal, discount, discountType, '0', 'persen', 'x').discount;
  const preview = liveDiscountError
    ? null
    : previewTotal(invoice.subtotal, discount.replace(',', '.'), discountType, taxAmount.replace(',', '.'), taxType);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check(invoice.subtotal, discount, discountType, taxAmount, taxType, note);
    if (!passes(found)) return;
    const body = {
      transactionId: invoice.transactionId,
      discount: discount || '0',
      discountType,
      taxAmount: taxAmount || '0',
      taxType,
      adjustmentNote: note,
    };
    await run<InvoiceDetail>(
      '/bff/api/transaction/adjustment-invoice',
      { body },
      {
        success: ti.adjusted,
        onRefused: refused,
      },
    );
  }

  const amountField = (name: string, label: string, value: string, onChange: (v: string) => void) => (
    <Field id={`adjust-${name}`} label={label} error={errors[name]}>
      <Input
        id={`adjust-${name}`}
        inputMode="decimal"
        value={value}
        placeholder="0"
        onChange={(e) => onChange(amountOnly(e.target.value))}
        {...fieldAria(`adjust-${name}`, errors[name])}
      />
    </Field>
  );
  const typeSelect = (id: string, label: string, value: AmountType, onChange: (v: AmountType) => void) => (
    <ChoiceField
      id={id}
      label={label}
      choices={AMOUNT_TYPES}
      labels={ti.amountTypes}
      value={value}
      onChange={onChange}
    />
  );

  return (
    <ActionDialog
      {...dialog}
      tall
      title={ti.adjustTitle}
      description={ti.adjustText}
      trigger={{ label: ti.adjust, icon: <SlidersHorizontal aria-hidden />, outline: true }}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {amountField('discount', ti.discount, discount, setDiscount)}
        {typeSelect('adjust-discountType', ti.discountType, discountType, setDiscountType)}
        {amountField('taxAmount', ti.tax, taxAmount, setTaxAmount)}
        {typeSelect('adjust-taxType', ti.taxType, taxType, setTaxType)}
      </div>
      <Field id="adjust-adjustmentNote" label={ti.adjustmentNote} error={errors.adjustmentNote}>
        <Input
          id="adjust-adjustmentNote"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...fieldAria('adjust-adjustmentNote', errors.adjustmentNote)}
        />
        <CharCounter value={note} max={500} />
      </Field>
      <p className="flex items-center justify-between rounded-md bg-stone-50 px-3 py-2 text-sm" aria-live="polite">
        <span>{ti.previewTotal}</span>
        <span className="font-semibold" data-testid="adjust-preview-total">
          {liveDiscountError ?? (preview === null ? '-' : formatRupiah(preview))}
        </span>
      </p>
      <DialogSubmitRow busy={busy} label={listTexts.save} />
    </ActionDialog>
  );
}
