'use client';

import { useState } from 'react';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import { Input } from '@/components/ui/input';
import type { ProcurementDetail } from '@/lib/api/schemas/procurement';
import { todayInWib } from '@/lib/i18n/format';
import { listTexts } from '@/lib/i18n/id/list';
import { procurementTexts } from '@/lib/i18n/id/procurement';
import { ReceiptUpload, type UploadedReceipt } from '@/components/form/file-upload';
import { CharCounter } from '@/components/form/counted-textarea';
import { useFieldErrors, type FieldMessages } from '@/lib/client/use-field-errors';
import { Field, fieldAria } from '@/components/form/field';

const tp = procurementTexts;

/** The two acceptance steps differ only in their field names and texts. */
const KINDS = {
  delivery: {
    trigger: tp.acceptDelivery,
    title: tp.acceptDeliveryTitle,
    text: tp.acceptDeliveryText,
    path: 'accept-delivery',
    text1: { name: 'deliveryName', label: tp.deliveryName, required: true },
    date: { name: 'deliveryDate', label: tp.deliveryDate },
    receipt: { name: 'deliveryReceipt', label: tp.deliveryReceipt },
  },
  payment: {
    trigger: tp.acceptPayment,
    title: tp.acceptPaymentTitle,
    text: tp.acceptPaymentText,
    path: 'accept-payment',
    text1: { name: 'paymentNote', label: `${tp.paymentNote} ${listTexts.optional}`, required: false },
    date: { name: 'paymentDate', label: tp.paymentDate },
    receipt: { name: 'paymentReceipt', label: tp.paymentReceipt },
  },
} as const;

/**
 * Terima Barang / Konfirmasi Pembayaran: a dialog with a name or note, the date (today in WIB
 * by default) and the uploaded receipt. The page is refreshed from the server afterwards, so
 * the statuses shown are the ones stored.
 */
export function AcceptanceDialog({
  kind,
  procurementId,
  seenUpdatedAt,
}: {
  kind: keyof typeof KINDS;
  procurementId: number;
  /** The procurement as the page showed it: changed since, receiving is refused. */
  seenUpdatedAt: string;
}) {
  const k = KINDS[kind];
  const { dialog, busy, run } = useActionDialog();
  const [text, setText] = useState('');
  const [date, setDate] = useState(todayInWib);
  const [receipt, setReceipt] = useState<UploadedReceipt | null>(null);
  const { errors, passes, clear, refused } = useFieldErrors();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: FieldMessages = {};
    if (k.text1.required && !text.trim()) found[k.text1.name] = tp.nameRequired;
    if (!date) found[k.date.name] = tp.dateRequired;
    if (!receipt) found[k.receipt.name] = tp.receiptRequired;
    if (!passes(found)) return;

    const body = {
      [k.text1.name]: text,
      [k.date.name]: date,
      [k.receipt.name]: receipt?.filename,
      [`${k.receipt.name}Path`]: receipt?.path,
      ...(kind === 'delivery' ? { seenUpdatedAt } : {}),
    };
    await run<ProcurementDetail>(
      `/bff/api/procurement/${k.path}/${procurementId}`,
      { body },
      {
        onRefused: refused,
        // A procurement changed meanwhile: the page is read again, so its lines are the new ones.
        keepRefusal: true,
      },
    );
  }

  const textId = `${kind}-${k.text1.name}`;
  const dateId = `${kind}-${k.date.name}`;

  return (
    <ActionDialog
      {...dialog}
      tall
      title={k.title}
      description={k.text}
      trigger={{ label: k.trigger }}
      onSubmit={submit}
    >
      <Field id={textId} label={k.text1.label} error={errors[k.text1.name]}>
        <Input
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...fieldAria(textId, errors[k.text1.name])}
        />
        <CharCounter value={text} max={kind === 'delivery' ? 100 : 500} />
      </Field>
      <Field id={dateId} label={k.date.label} error={errors[k.date.name]}>
        <Input
          id={dateId}
          type="date"
          value={date}
          max={todayInWib()}
          onChange={(e) => setDate(e.target.value)}
          {...fieldAria(dateId, errors[k.date.name])}
        />
      </Field>
      <ReceiptUpload
        label={k.receipt.label}
        value={receipt}
        onChange={(file) => {
          setReceipt(file);
          // "Bukti wajib diunggah." goes once a file is there.
          if (file) clear(k.receipt.name);
        }}
        error={errors[k.receipt.name]}
      />
      <DialogSubmitRow busy={busy} label={tp.confirm} />
    </ActionDialog>
  );
}
