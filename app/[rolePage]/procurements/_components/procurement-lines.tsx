'use client';

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { amountInput, wholeOrNaN } from '@/lib/api/schemas/common';
import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';

const tp = t.procurement;

/** One line of the form; qty and price stay text so that a half-typed value is kept as typed. */
export interface FormLine {
  productId: string;
  title: string;
  unit: string;
  stock: number | null;
  qty: string;
  price: string;
}

/** The running subtotal: a decimal (refused on its field) counts as nothing until corrected. */
export const lineSubtotal = (line: FormLine) => {
  const value = wholeOrNaN(line.qty) * wholeOrNaN(line.price);
  return Number.isNaN(value) ? 0 : value;
};

interface Props {
  lines: FormLine[];
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<FormLine>) => void;
  onRemove: (index: number) => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** The ordered lines as cards: readable at 390 px, where a five-column table is not. */
export function ProcurementLines({ lines, errors, onChange, onRemove }: Props) {
  if (lines.length === 0)
    return (
      <p className="rounded-md border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        {tp.noLines}
      </p>
    );
  return (
    <ol className="space-y-3">
      {lines.map((line, i) => {
        const qtyId = `line-${line.productId}-qty`;
        const priceId = `line-${line.productId}-price`;
        const qtyError = errors[`items.${i}.qty`];
        const priceError = errors[`items.${i}.price`];
        const lineError = errors[`items.${i}.productId`] ?? errors[`items.${i}.unit`];
        const invalid = Boolean(qtyError || priceError || lineError);
        return (
          <li
            key={line.productId}
            data-testid="procurement-line"
            className={`rounded-lg border p-4 ${invalid ? 'border-red-300 bg-red-50/40' : 'border-stone-200'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{line.title}</p>
                <p className="text-xs text-stone-500">{`${line.productId} · ${tp.unit} ${line.unit}${line.stock === null ? '' : ` · ${tp.stock} ${line.stock}`}`}</p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="shrink-0 text-red-700"
                onClick={() => onRemove(i)}
                aria-label={tp.removeLine(line.title)}
              >
                <Trash2 />
              </Button>
            </div>
            <FieldError id={`line-${line.productId}-error`} message={lineError} />
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              <div className="space-y-1.5">
                <Label htmlFor={qtyId}>
                  {`${tp.qty} (${line.unit})`}
                  <span className="sr-only">{` ${line.title}`}</span>
                </Label>
                <Input
                  id={qtyId}
                  inputMode="numeric"
                  value={line.qty}
                  onChange={(e) => onChange(i, { qty: amountInput(e.target.value) })}
                  aria-invalid={qtyError ? true : undefined}
                  aria-describedby={qtyError ? `${qtyId}-error` : undefined}
                />
                <FieldError id={`${qtyId}-error`} message={qtyError} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={priceId}>
                  {tp.price}
                  <span className="sr-only">{` ${line.title}`}</span>
                </Label>
                <Input
                  id={priceId}
                  inputMode="numeric"
                  value={line.price}
                  placeholder="0"
                  onChange={(e) => onChange(i, { price: amountInput(e.target.value) })}
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? `${priceId}-error` : `${priceId}-rupiah`}
                />
                <p id={`${priceId}-rupiah`} className="text-xs text-stone-500">
                  {line.price && !Number.isNaN(wholeOrNaN(line.price))
                    ? `${formatRupiah(wholeOrNaN(line.price))} / ${line.unit}`
                    : '-'}
                </p>
                <FieldError id={`${priceId}-error`} message={priceError} />
              </div>
              <div className="space-y-1.5">
                <p className="text-sm font-medium text-stone-800">{tp.subtotal}</p>
                <p className="flex h-10 items-center font-semibold" aria-live="polite" data-testid="line-subtotal">
                  {formatRupiah(lineSubtotal(line))}
                </p>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
