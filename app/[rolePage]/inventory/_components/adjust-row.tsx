'use client';

import { AmountInput } from '@/components/form/amount-input';
import { Label } from '@/components/ui/label';
import { decimalOrNaN } from '@/lib/typed-text';
import { cn } from '@/lib/cn';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { linesTexts } from '@/lib/i18n/id/lines';
import { NativeSelect } from '@/components/ui/native-select';
import { labelled } from '@/lib/labelled';
import { formatQty, stockOfSize, type StockFormItem } from './stock-types';
import { FieldError } from '@/components/form/field';

export type Direction = 'add' | 'subtract';
export interface Line {
  direction: Direction;
  /** Digits only (spec 5); '' means no change. */
  qty: string;
  /** For a product with sizes: the size counted; '' = stock without a size. */
  size: string;
}

export const EMPTY_LINE: Line = { direction: 'add', qty: '', size: '' };

/** The signed change a line asks for: Kurangi makes it negative; NaN when it cannot be read, refused on its row. */
export function signedQty(line: Line): number {
  const n = decimalOrNaN(line.qty);
  return line.direction === 'subtract' ? -n : n;
}

const segment =
  'flex h-10 cursor-pointer items-center px-3 text-sm font-medium text-stone-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-inset';

/** The chosen direction: coloured once a quantity is typed, quietly marked before that. */
function selectedTone(direction: Direction, active: boolean): string {
  if (!active) return 'bg-stone-200 text-stone-900';
  return direction === 'add' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900';
}

/** One product of the adjust form: its stock, Tambah/Kurangi, the quantity, and what it becomes. */
export function AdjustRow({
  product,
  line,
  error,
  onChange,
}: {
  product: StockFormItem;
  line: Line;
  error?: string;
  onChange: (line: Line) => void;
}) {
  const id = `qty-${product.productId}`;
  const delta = signedQty(line);
  // A product with sizes is counted one size at a time: what that size holds is what changes.
  const stockNow = stockOfSize(product, line.size || null);
  const after = stockNow + delta;
  return (
    <li
      className={cn(
        'flex flex-col gap-3 border-b border-stone-100 px-4 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between',
        delta !== 0 && 'bg-brand-50',
      )}
    >
      <div className="min-w-0">
        <p className="font-medium">{product.title}</p>
        <p className="text-xs text-stone-500">
          {product.productId} · {product.productType} ·{' '}
          {inventoryTexts.stockNow(formatQty(stockNow), product.productUnit)}
        </p>
        {delta !== 0 ? (
          <p className={cn('text-xs font-medium', after < 0 ? 'text-red-700' : 'text-stone-700')}>
            {after < 0 ? inventoryTexts.belowZero : inventoryTexts.after(formatQty(after), product.productUnit)}
          </p>
        ) : null}
        <FieldError message={error} />
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {product.sizes.length > 0 ? (
          <>
            <Label htmlFor={`size-${product.productId}`} className="sr-only">
              {inventoryTexts.sizeOf(product.title)}
            </Label>
            <NativeSelect
              id={`size-${product.productId}`}
              className="w-36"
              value={line.size}
              onChange={(e) => onChange({ ...line, size: e.target.value })}
              placeholder={linesTexts.withoutSize}
              options={labelled(product.sizes, linesTexts.sizeLabel)}
            />
          </>
        ) : null}
        <fieldset className="flex overflow-hidden rounded-md border border-stone-300 bg-white">
          <legend className="sr-only">{inventoryTexts.directionOf(product.title)}</legend>
          {(['add', 'subtract'] as const).map((direction) => (
            <label
              key={direction}
              className={cn(
                segment,
                direction === 'subtract' && 'border-l border-stone-300',
                line.direction === direction && selectedTone(direction, delta !== 0),
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`direction-${product.productId}`}
                value={direction}
                checked={line.direction === direction}
                onChange={() => onChange({ ...line, direction })}
              />
              {direction === 'add' ? inventoryTexts.add : inventoryTexts.subtract}
            </label>
          ))}
        </fieldset>
        <Label htmlFor={id} className="sr-only">
          {inventoryTexts.qtyOf(product.title)}
        </Label>
        <AmountInput
          id={id}
          decimal
          placeholder="0"
          className="w-24 text-right"
          value={line.qty}
          aria-invalid={error ? true : undefined}
          onAmount={(kept) => onChange({ ...line, qty: kept.replace(/^0+(?=\d)/, '').slice(0, 12) })}
        />
        <span className="w-12 text-sm text-stone-600">{product.productUnit}</span>
      </div>
    </li>
  );
}
