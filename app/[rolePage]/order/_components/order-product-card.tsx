'use client';

import { Package, Plus, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AmountInput } from '@/components/form/amount-input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { fileUrl } from '@/lib/file-url';
import { formatRupiah } from '@/lib/i18n/format';
import { orderTexts } from '@/lib/i18n/id/order';
import { qtyOf, type FormLine } from './order-lines';
import type { OrderProduct } from './order-types';
import { FieldError } from '@/components/form/field';

interface Props {
  product: OrderProduct;
  lines: FormLine[];
  errors: Record<string, string>;
  /** quotaLeft is for the chosen date only once a date is chosen. */
  dateChosen: boolean;
  onChange: (key: string, patch: Partial<Pick<FormLine, 'qty' | 'size'>>) => void;
  onAddLine: (productId: string) => void;
  onRemoveLine: (key: string) => void;
}

/** One orderable product: picture, price for the outlet's tier, hints, and a quantity (and size) per line. */
export function OrderProductCard({ product: p, lines, errors, dateChosen, onChange, onAddLine, onRemoveLine }: Props) {
  const src = fileUrl(p.thumbnailPath, p.thumbnail);
  const subtotal = lines.reduce((s, l) => s + (Number.isNaN(qtyOf(l)) ? 0 : qtyOf(l)) * p.price, 0);
  const hasError = lines.some((l) => errors[l.key]);
  const canAddSize = p.sizes.length > 1 && lines.length < p.sizes.length;

  return (
    <li
      data-testid="order-product"
      className={cn(
        'rounded-lg border p-3',
        hasError ? 'border-red-600' : subtotal > 0 ? 'border-brand-500 bg-brand-50/40' : 'border-stone-200',
      )}
    >
      <div className="flex gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-stone-100">
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by the BFF to signed-in users
            <img src={src} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <Package aria-hidden className="size-5 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-medium leading-tight">{p.title}</h3>
          <p className="text-sm text-stone-700">{orderTexts.perUnit(formatRupiah(p.price), p.unit)}</p>
          <div className="mt-1 flex flex-wrap gap-1 text-xs">
            <span className="text-stone-500">{p.productId}</span>
            {p.minOrder > 0 ? <Badge>{orderTexts.minOrderHint(p.minOrder, p.unit)}</Badge> : null}
            {p.quotaLeft !== null && dateChosen ? (
              <Badge tone={p.quotaLeft === 0 ? 'danger' : 'warning'}>
                {orderTexts.quotaLeftHint(p.quotaLeft, p.unit)}
              </Badge>
            ) : null}
            {p.quota !== null && !dateChosen ? <Badge>{orderTexts.quotaHint(p.quota, p.unit)}</Badge> : null}
            {p.sizeRequired ? <Badge tone="warning">{orderTexts.sizeRequiredHint}</Badge> : null}
            {p.defaultSize && !p.sizeRequired ? <Badge>{orderTexts.defaultSizeHint(p.defaultSize)}</Badge> : null}
          </div>
        </div>
      </div>

      <ul className="mt-3 space-y-3">
        {lines.map((line, index) => {
          const n = index + 1;
          const qtyId = `qty-${line.key}`;
          const error = errors[line.key];
          return (
            <li key={line.key} className="space-y-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="flex items-center gap-2">
                  <Label htmlFor={qtyId} className="sr-only">
                    {orderTexts.qtyOf(p.title, n)}
                  </Label>
                  <AmountInput
                    id={qtyId}
                    className="h-11 w-24 text-base"
                    placeholder="0"
                    value={line.qty}
                    onAmount={(qty) => onChange(line.key, { qty })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${qtyId}-error` : undefined}
                  />
                  <span className="text-sm text-stone-600" aria-hidden>
                    {p.unit}
                  </span>
                </div>
                {p.sizes.length > 0 ? (
                  <fieldset className="flex items-center gap-1">
                    <legend className="sr-only">{orderTexts.sizeOf(p.title, n)}</legend>
                    <span className="mr-1 text-sm text-stone-600" aria-hidden>
                      {orderTexts.size}
                    </span>
                    {p.sizes.map((size) => (
                      <label key={size} className="relative">
                        <input
                          type="radio"
                          name={`size-${line.key}`}
                          value={size}
                          checked={line.size === size}
                          onChange={() => onChange(line.key, { size })}
                          className="peer sr-only"
                        />
                        <span className="flex size-11 cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white text-sm font-medium peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                          {size}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                {index > 0 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-red-700"
                    aria-label={orderTexts.removeLine(p.title, n)}
                    onClick={() => onRemoveLine(line.key)}
                  >
                    <X aria-hidden />
                  </Button>
                ) : null}
              </div>
              <FieldError id={`${qtyId}-error`} message={error} />
            </li>
          );
        })}
      </ul>

      <div className="mt-2 flex items-center justify-between gap-2">
        {canAddSize ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={orderTexts.addSizeFor(p.title)}
            onClick={() => onAddLine(p.productId)}
          >
            <Plus aria-hidden />
            {orderTexts.addSize}
          </Button>
        ) : (
          <span />
        )}
        {subtotal > 0 ? (
          <p className="text-sm font-medium" aria-live="polite">
            {orderTexts.subtotal} {formatRupiah(subtotal)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
