'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { bff } from '@/lib/bff-client';
import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import type { InvoiceDetail, ManualInvoiceOptions, ProductOption } from './invoice-types';
import { ManualInvoiceLines, lineSubtotal, type FormLine } from './manual-invoice-lines';
import { ProductPicker } from './product-picker';
import { wholeOrNaN } from '@/lib/api/schemas/common';
import { CharCounter } from '@/components/form/counted-textarea';

const ti = t.invoice;
type Errors = Record<string, string>;

/** Spec 5: a chosen product needs both qty and price; every line missing one is flagged at once. */
function checkForm(branchId: string, lines: FormLine[]): Errors {
  const errors: Errors = {};
  if (!branchId) errors.branchId = ti.outletRequired;
  if (lines.length === 0) errors.items = ti.noLines;
  lines.forEach((line, i) => {
    const qty = wholeOrNaN(line.qty);
    if (Number.isNaN(qty)) errors[`items.${i}.qty`] = t.validation.wholeNumber;
    else if (qty <= 0) errors[`items.${i}.qty`] = ti.qtyRequired;
    if (line.price === '') errors[`items.${i}.price`] = ti.priceRequired;
    else if (Number.isNaN(wholeOrNaN(line.price))) errors[`items.${i}.price`] = t.validation.wholeNumber;
  });
  return errors;
}

/** Line errors are keyed by position (items.{i}.qty): once lines move they would point at the wrong line. */
const withoutLineErrors = (errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('items')));

/** Invoice Manual: goods sold outside orders, for one outlet; discount and tax come later by adjustment. */
export function ManualInvoiceForm({ role, options }: { role: RolePage; options: ManualInvoiceOptions }) {
  const router = useRouter();
  const [branchId, setBranchId] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<FormLine[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const subtotal = lines.reduce((sum, l) => sum + lineSubtotal(l), 0);
  const listHref = `/${role}/transaction`;

  function addLine(p: ProductOption) {
    setLines((current) =>
      current.some((l) => l.productId === p.productId)
        ? current
        : [...current, { productId: p.productId, title: p.title, unit: p.unit, qty: '', price: '' }],
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
    const found = checkForm(branchId, lines);
    setErrors(found);
    // Nothing is sent until every chosen line is complete.
    if (Object.keys(found).length > 0) return void toast.warning(t.errors.incomplete);

    setSaving(true);
    try {
      const body = {
        branchId: Number(branchId),
        notes,
        items: lines.map((l) => ({ productId: l.productId, qty: l.qty, price: l.price })),
      };
      const res = await bff<InvoiceDetail>('/bff/api/transaction/store', { body });
      if (!res) return;
      if (!res.success) {
        // Server field errors use the same keys as the form (branchId, items.{i}.qty, ...).
        if (res.error && typeof res.error === 'object') setErrors(res.error as Errors);
        return void toast.warning(res.message);
      }
      toast.success(res.message || ti.manualCreated);
      router.push(`${listHref}/${res.data.transactionId}`);
      router.refresh();
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="field-branchId">{ti.outlet}</Label>
            <select
              id="field-branchId"
              value={branchId}
              onChange={(e) => {
                setBranchId(e.target.value);
                setErrors(({ branchId: _, ...rest }) => rest);
              }}
              aria-invalid={errors.branchId ? true : undefined}
              aria-describedby={errors.branchId ? 'field-branchId-error' : undefined}
              className="flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm aria-invalid:border-red-600"
            >
              <option value="">{t.list.choose}</option>
              {options.outlets.map((o) => (
                <option key={o.branchId} value={o.branchId}>
                  {o.title}
                </option>
              ))}
            </select>
            {errors.branchId ? (
              <p id="field-branchId-error" role="alert" className="text-sm text-red-700">
                {errors.branchId}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="field-notes">{`${ti.notes} ${t.list.optional}`}</Label>
            <Input
              id="field-notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? 'field-notes-error' : undefined}
            />
            <CharCounter value={notes} max={500} />
            {errors.notes ? (
              <p id="field-notes-error" role="alert" className="text-sm text-red-700">
                {errors.notes}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{ti.items}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <ProductPicker initial={options.products} added={new Set(lines.map((l) => l.productId))} onAdd={addLine} />
          <ManualInvoiceLines lines={lines} errors={errors} onChange={changeLine} onRemove={removeLine} />
          {errors.items ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.items}
            </p>
          ) : null}
          <dl className="space-y-2 border-t border-stone-200 pt-4">
            <div className="flex items-center justify-between text-sm">
              <dt>{ti.subtotal}</dt>
              <dd>{formatRupiah(subtotal)}</dd>
            </div>
            <div className="flex items-center justify-between text-lg font-semibold">
              <dt>{ti.total}</dt>
              <dd data-testid="manual-invoice-total" aria-live="polite">
                {formatRupiah(subtotal)}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-stone-500">{ti.manualTotalsHint}</p>
        </CardContent>
      </Card>

      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t.list.saving : ti.saveManual}
        </Button>
        <Button type="button" variant="outline" onClick={() => router.push(listHref)}>
          {t.list.cancel}
        </Button>
      </div>
    </form>
  );
}
