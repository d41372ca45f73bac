'use client';

import { X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { amountInput, wholeOrNaN } from '@/lib/api/schemas/common';
import type { ProductTypeKey } from '@/lib/api/schemas/product';
import type { ProductionDetail, ProductionProductOption } from '@/lib/api/schemas/production';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import { ProductPicker, typeLabel } from './product-picker';
import { CharCounter } from '@/components/form/counted-textarea';

interface FormLine {
  productId: string;
  title: string;
  unit: string;
  type: ProductTypeKey;
  stock: number;
  qty: string;
}

/** Errors per line (by product, so removing a line does not move them) and for the whole form. */
type LineErrors = Record<string, string>;

function linesOf(production?: ProductionDetail): FormLine[] {
  return (production?.items ?? []).map((l) => ({
    productId: l.productId,
    title: l.title,
    unit: l.unit,
    type: l.type,
    stock: l.stock,
    qty: String(l.qty),
  }));
}

/**
 * Spec 5 "Production form": products are added from a search; each line needs a quantity, checked
 * here before anything is sent ("Data belum lengkap."). With no lines the server's refusal
 * ("Data produksi tidak boleh kosong.") is shown; its field errors come back to their lines.
 */
export function ProductionForm({
  role,
  initialOptions,
  production,
}: {
  role: RolePage;
  initialOptions: ProductionProductOption[];
  production?: ProductionDetail;
}) {
  const router = useRouter();
  const [lines, setLines] = useState<FormLine[]>(() => linesOf(production));
  const [notes, setNotes] = useState(production?.notes ?? '');
  const [errors, setErrors] = useState<LineErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const backHref = production ? `/${role}/productions/${production.productionId}` : `/${role}/productions`;

  function addLine(o: ProductionProductOption) {
    setLines((current) =>
      current.some((l) => l.productId === o.productId)
        ? current
        : [
            ...current,
            {
              productId: o.productId,
              title: o.title,
              unit: o.productUnit,
              type: o.productTypeKey,
              stock: o.stock,
              qty: '',
            },
          ],
    );
    setFormError(null);
    // The quantity is what comes next; its input exists after this render.
    requestAnimationFrame(() => document.getElementById(`qty-${o.productId}`)?.focus());
  }

  function removeLine(productId: string) {
    setLines((current) => current.filter((l) => l.productId !== productId));
    setErrors(({ [productId]: _removed, ...rest }) => rest);
  }

  function changeQty(productId: string, value: string) {
    setLines((current) => current.map((l) => (l.productId === productId ? { ...l, qty: amountInput(value) } : l)));
    setErrors(({ [productId]: _fixed, ...rest }) => rest);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const l of lines) {
      const qty = wholeOrNaN(l.qty);
      if (Number.isNaN(qty)) problems[l.productId] = t.validation.wholeNumber;
      else if (qty === 0) problems[l.productId] = t.validation.required;
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(t.errors.incomplete);
      toast.warning(t.errors.incomplete);
      return;
    }
    setSubmitting(true);
    const body = {
      items: lines.map((l) => ({ productId: l.productId, qty: l.qty, unit: l.unit, type: l.type })),
      notes,
    };
    const res = production
      ? await bff<ProductionDetail>(`/bff/api/production/update/${production.productionId}`, { method: 'PUT', body })
      : await bff<ProductionDetail>('/bff/api/production/store', { body });
    setSubmitting(false);
    if (!res) return;
    if (!res.success) {
      const next: LineErrors = {};
      if (res.error && typeof res.error === 'object') {
        for (const [key, message] of Object.entries(res.error as Record<string, unknown>)) {
          const match = /^items\.(\d+)\./.exec(key);
          const line = match ? lines[Number(match[1])] : undefined;
          if (line && typeof message === 'string') next[line.productId] ??= message;
        }
      }
      setErrors(next);
      setFormError(res.message);
      return void toast.warning(res.message);
    }
    toast.success(res.message || (production ? t.production.updated : t.production.created));
    router.push(`/${role}/productions/${res.data.productionId}`);
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Card>
        <CardContent className="pt-5">
          <ProductPicker
            initialOptions={initialOptions}
            chosen={new Set(lines.map((l) => l.productId))}
            onPick={addLine}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t.production.items}</CardTitle>
        </CardHeader>
        <CardContent>
          {lines.length === 0 ? <p className="text-sm text-stone-600">{t.production.noLines}</p> : null}
          <ul className="space-y-3">
            {lines.map((line) => {
              const error = errors[line.productId];
              const qtyId = `qty-${line.productId}`;
              return (
                <li
                  key={line.productId}
                  data-testid="production-line"
                  className={error ? 'rounded-md border border-red-600 p-3' : 'rounded-md border border-stone-200 p-3'}
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">{line.title}</p>
                      <p className="text-xs text-stone-500">
                        {line.productId} · {t.production.stock} {line.stock} {line.unit}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-1">
                      <Badge tone={line.type === 'bahan_jadi' ? 'success' : 'neutral'}>{typeLabel(line.type)}</Badge>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="text-red-700"
                        onClick={() => removeLine(line.productId)}
                        aria-label={t.production.removeLine(line.title)}
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <div className="mt-2 flex items-center gap-2">
                    <Label htmlFor={qtyId} className="sr-only">
                      {t.production.qtyOf(line.title)}
                    </Label>
                    <Input
                      id={qtyId}
                      inputMode="numeric"
                      className="w-32"
                      value={line.qty}
                      onChange={(e) => changeQty(line.productId, e.target.value)}
                      placeholder={t.production.qty}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${qtyId}-error` : undefined}
                    />
                    <span className="text-sm text-stone-600">{line.unit}</span>
                  </div>
                  {error ? (
                    <p id={`${qtyId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-1.5 pt-5">
          <Label htmlFor="production-notes">
            {t.production.notes} {t.list.optional}
          </Label>
          <Input
            id="production-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            aria-describedby="production-notes-hint"
          />
          <CharCounter value={notes} max={500} />
          <p id="production-notes-hint" className="text-xs text-stone-500">
            {t.production.notesHint}
          </p>
        </CardContent>
      </Card>

      {formError ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {formError}
        </p>
      ) : null}

      <div className="flex gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t.list.saving : t.list.save}
        </Button>
        <Button type="button" variant="outline" onClick={() => router.push(backHref)}>
          {t.list.cancel}
        </Button>
      </div>
    </form>
  );
}
