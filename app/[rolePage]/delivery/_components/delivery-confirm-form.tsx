'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { TextField } from '@/components/form/text-field';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { labelled } from '@/lib/labelled';
import { deliveryConfirmBody, SHORTFALL_REASONS } from '@/lib/api/schemas/route';
import { dropDelivery, keepDelivery, sendDelivery } from '@/lib/client/delivery-outbox';
import { placeFieldErrors } from '@/lib/client/use-bff-action';
import { MAX_UPLOAD_BYTES } from '@/lib/upload-limits';
import { errorsTexts } from '@/lib/i18n/id/core';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { orderTexts } from '@/lib/i18n/id/order';
import type { OrderDetail } from '../../order/_components/order-types';
import { Field, fieldAria } from '@/components/form/field';

const tp = dispatchTexts.proof;

interface Values {
  lines: { itemId: number; deliveredQty: number; reason: string | null }[];
  recipientName: string;
  photo: string;
  lat: number | null;
  lng: number | null;
  clientKey: string;
}

/** The phone's position if it gives one within a few seconds; a proof does not wait for it. */
function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 60_000 },
    );
  });
}

/**
 * Terkirim (DOMAIN 18), on the driver's phone: per line what the outlet received (all by default)
 * and why less, who received it, and a photo. The proof goes through the phone's outbox
 * (lib/client/delivery-outbox.ts): without network it is kept and sent when the network is back.
 * One `clientKey` per form: a retry is the same delivery, never a second one.
 */
export function DeliveryConfirmForm({
  order,
  backHref,
  owner,
}: {
  order: OrderDetail;
  backHref: string;
  /** The driver signed in (username): the proof is theirs to send, also later from the outbox. */
  owner: string;
}) {
  const router = useRouter();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const form = useForm<Values>({
    resolver: zodResolver(deliveryConfirmBody) as unknown as Resolver<Values>,
    defaultValues: {
      lines: order.items.map((l) => ({ itemId: l.itemId, deliveredQty: l.qty, reason: null })),
      recipientName: '',
      photo: '',
      lat: null,
      lng: null,
      clientKey: `kirim-${order.transactionOrderId}-${crypto.randomUUID()}`,
    },
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors;

  async function onSubmit(values: Values) {
    if (!photo) {
      form.setError('photo', { type: 'required', message: tp.photoRequired });
      toast.warning(errorsTexts.incomplete);
      return;
    }
    const position = await currentPosition();
    const entry = {
      clientKey: values.clientKey,
      owner,
      orderId: order.transactionOrderId,
      number: order.number,
      body: {
        lines: values.lines,
        recipientName: values.recipientName,
        lat: position?.lat ?? null,
        lng: position?.lng ?? null,
        clientKey: values.clientKey,
      },
      photo,
      photoName: photo.name,
      uploaded: null,
      savedAt: new Date().toISOString(),
    };
    // Kept on the phone first: nothing the driver recorded is lost if the network drops now.
    await keepDelivery(entry);
    const result = await sendDelivery(entry);
    if (result.kind === 'offline' || result.kind === 'kept') {
      // Kept on the phone and sent by the outbox later; the driver is told why when the bakery said.
      if (result.kind === 'kept') toast.warning(result.message);
      setQueued(true);
      return;
    }
    await dropDelivery(entry.clientKey);
    if (result.kind === 'refused') {
      placeFieldErrors(form, result.error);
      toast.warning(result.message);
      return;
    }
    toast.success(tp.done);
    router.push(backHref);
    router.refresh();
  }

  if (queued)
    return (
      <div className="space-y-4">
        <p
          role="status"
          data-testid="delivery-queued"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
        >
          {tp.queued}
        </p>
        <Link href={backHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {tp.backToList}
        </Link>
      </div>
    );

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <SectionCard title={orderTexts.items}>
        <ol className="space-y-3">
          {order.items.map((item, i) => {
            const short = Number(lines?.[i]?.deliveredQty) < item.qty;
            const qtyError = errors.lines?.[i]?.deliveredQty?.message;
            const reasonError = errors.lines?.[i]?.reason?.message;
            const qtyId = `delivered-${item.itemId}`;
            const reasonId = `reason-${item.itemId}`;
            return (
              <li key={item.itemId} className="rounded-lg border border-stone-200 p-4" data-testid="proof-line">
                <p className="font-medium">{item.notes ? `${item.title} (${item.notes})` : item.title}</p>
                <p className="text-xs text-stone-500">{tp.ordered(item.qty, item.unit)}</p>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <Field
                    id={qtyId}
                    label={
                      <>
                        {tp.received}
                        <span className="sr-only">{` ${item.title}`}</span>
                      </>
                    }
                    error={qtyError}
                  >
                    <Input
                      id={qtyId}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={item.qty}
                      {...fieldAria(qtyId, qtyError)}
                      {...form.register(`lines.${i}.deliveredQty`, { valueAsNumber: true })}
                    />
                  </Field>
                  {short ? (
                    <Field
                      id={reasonId}
                      label={
                        <>
                          {tp.reason}
                          <span className="sr-only">{` ${item.title}`}</span>
                        </>
                      }
                      error={reasonError}
                    >
                      <NativeSelect
                        id={reasonId}
                        {...fieldAria(reasonId, reasonError)}
                        {...form.register(`lines.${i}.reason`, { setValueAs: (v) => v || null })}
                        placeholder={tp.chooseReason}
                        options={labelled(SHORTFALL_REASONS, tp.reasons)}
                      />
                    </Field>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </SectionCard>
      <ContentCard className="space-y-4">
        <TextField form={form} name="recipientName" label={tp.recipient} autoComplete="off" />
        <Field id="proof-photo" label={tp.photoTake} error={errors.photo?.message}>
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local picture, not yet uploaded
            <img src={preview} alt={tp.photo} className="max-h-48 rounded-md border border-stone-200 object-contain" />
          ) : null}
          <Input
            id="proof-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            {...fieldAria('proof-photo', errors.photo?.message)}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (file && file.size > MAX_UPLOAD_BYTES) {
                form.setError('photo', { type: 'size', message: tp.photoTooLarge });
                return;
              }
              setPhoto(file);
              setPreview(file ? URL.createObjectURL(file) : null);
              form.clearErrors('photo');
            }}
          />
        </Field>
      </ContentCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} submitLabel={tp.save} />
    </ValidatedForm>
  );
}
