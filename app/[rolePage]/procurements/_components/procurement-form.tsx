'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProcurementDetail, ProcurementFormOptions, ProductOption } from '@/lib/api/schemas/procurement';
import { bff } from '@/lib/bff-client';
import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import { ProcurementLines, lineSubtotal, type FormLine } from './procurement-lines';
import { ProductPicker } from './product-picker';
import { wholeOrNaN } from '@/lib/api/schemas/common';
import { CharCounter } from '@/components/form/counted-textarea';

const tp = t.procurement;
type Errors = Record<string, string>;

interface Props {
  role: RolePage;
  options: ProcurementFormOptions;
  procurement?: ProcurementDetail;
}

/** Spec 5: a chosen product needs both qty and price; every line missing one is flagged at once. */
function checkForm(supplierId: string, lines: FormLine[]): Errors {
  const errors: Errors = {};
  if (!supplierId) errors.supplierId = tp.supplierRequired;
  if (lines.length === 0) errors.items = tp.itemsRequired;
  lines.forEach((line, i) => {
    const qty = wholeOrNaN(line.qty);
    if (Number.isNaN(qty)) errors[`items.${i}.qty`] = t.validation.wholeNumber;
    else if (qty <= 0) errors[`items.${i}.qty`] = tp.qtyRequired;
    if (line.price === '') errors[`items.${i}.price`] = tp.priceRequired;
    else if (Number.isNaN(wholeOrNaN(line.price))) errors[`items.${i}.price`] = t.validation.wholeNumber;
  });
  return errors;
}

/** Line errors are keyed by position (items.{i}.qty): once lines move they would point at the wrong line. */
const withoutLineErrors = (errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('items')));

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Create and edit a procurement: supplier, due date, notes and the ordered lines. */
export function ProcurementForm({ role, options, procurement }: Props) {
  const router = useRouter();
  const [supplierId, setSupplierId] = useState(procurement ? String(procurement.supplierId) : '');
  const [paymentDueOn, setPaymentDueOn] = useState(procurement?.paymentDueOn ?? '');
  const [notes, setNotes] = useState(procurement?.notes ?? '');
  const [lines, setLines] = useState<FormLine[]>(
    procurement?.items.map((l) => ({
      productId: l.productId,
      title: l.title,
      unit: l.unit,
      stock: null,
      qty: String(l.qty),
      price: String(l.price),
    })) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const total = lines.reduce((sum, l) => sum + lineSubtotal(l), 0);
  const cancelHref = procurement ? `/${role}/procurements/${procurement.procurementId}` : `/${role}/procurements`;

  function addLine(p: ProductOption) {
    setLines((current) =>
      current.some((l) => l.productId === p.productId)
        ? current
        : [
            ...current,
            { productId: p.productId, title: p.title, unit: p.productUnit, stock: p.stock, qty: '', price: '' },
          ],
    );
    setErrors(withoutLineErrors);
  }

  function removeLine(index: number) {
    setLines((current) => current.filter((_, i) => i !== index));
    setErrors(withoutLineErrors);
  }

  function changeLine(index: number, patch: Partial<FormLine>) {
    setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[`items.${index}.${key}`];
      return next;
    });
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found = checkForm(supplierId, lines);
    setErrors(found);
    if (Object.keys(found).length > 0) return void toast.warning(t.errors.incomplete);

    const body = {
      supplierId,
      paymentDueOn,
      notes,
      items: lines.map((l) => ({ productId: l.productId, qty: l.qty, price: l.price, unit: l.unit })),
    };
    setSaving(true);
    try {
      const res = procurement
        ? await bff<ProcurementDetail>(`/bff/api/procurement/update/${procurement.procurementId}`, {
            method: 'PUT',
            body,
          })
        : await bff<ProcurementDetail>('/bff/api/procurement/store', { body });
      if (!res) return;
      if (!res.success) {
        if (res.error && typeof res.error === 'object') setErrors(res.error as Errors);
        return void toast.warning(res.message);
      }
      toast.success(res.message || (procurement ? tp.updated : tp.created));
      // Spec 2 sends the old app to /transaction after this form; the procurement's own detail is where the next step (receiving) happens.
      router.push(`/${role}/procurements/${res.data.procurementId}`);
      router.refresh();
    } finally {
      setSaving(false);
    }
  }

  const describedBy = (id: string, hint?: boolean) =>
    errors[id] ? `field-${id}-error` : hint ? `field-${id}-hint` : undefined;

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
          <Field id="field-supplierId" label={tp.supplier} error={errors.supplierId}>
            <select
              id="field-supplierId"
              value={supplierId}
              onChange={(e) => {
                setSupplierId(e.target.value);
                setErrors(({ supplierId: _, ...rest }) => rest);
              }}
              aria-invalid={errors.supplierId ? true : undefined}
              aria-describedby={describedBy('supplierId')}
              className="flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm aria-invalid:border-red-600"
            >
              <option value="">{t.list.choose}</option>
              {options.suppliers.map((s) => (
                <option key={s.supplierId} value={s.supplierId}>
                  {s.company}
                </option>
              ))}
            </select>
          </Field>
          <Field id="field-paymentDueOn" label={tp.paymentDueOn} error={errors.paymentDueOn} hint={tp.paymentDueOnHint}>
            <Input
              id="field-paymentDueOn"
              type="date"
              value={paymentDueOn}
              onChange={(e) => setPaymentDueOn(e.target.value)}
              aria-invalid={errors.paymentDueOn ? true : undefined}
              aria-describedby={describedBy('paymentDueOn', true)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id="field-notes" label={`${tp.notes} ${t.list.optional}`} error={errors.notes}>
              <Input
                id="field-notes"
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                aria-invalid={errors.notes ? true : undefined}
                aria-describedby={describedBy('notes')}
              />
              <CharCounter value={notes} max={1000} />
            </Field>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{tp.items}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <ProductPicker initial={options.products} added={new Set(lines.map((l) => l.productId))} onAdd={addLine} />
          <ProcurementLines lines={lines} errors={errors} onChange={changeLine} onRemove={removeLine} />
          {errors.items || errors.total ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.items ?? errors.total}
            </p>
          ) : null}
          <div className="flex items-center justify-between border-t border-stone-200 pt-4 text-lg font-semibold">
            <span>{tp.total}</span>
            <span data-testid="procurement-total" aria-live="polite">
              {formatRupiah(total)}
            </span>
          </div>
        </CardContent>
      </Card>

      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t.list.saving : t.list.save}
        </Button>
        <Button type="button" variant="outline" onClick={() => router.push(cancelHref)}>
          {t.list.cancel}
        </Button>
      </div>
    </form>
  );
}
