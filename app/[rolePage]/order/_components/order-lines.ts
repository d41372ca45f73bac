import { isIsoDate } from '@/lib/iso-dates';
import { wholeOrNaN } from '@/lib/typed-text';
import { messageTexts } from '@/lib/i18n/id/messages';
import { orderTexts } from '@/lib/i18n/id/order';
import { orderWindowTexts } from '@/lib/i18n/id/order-window';
import type { EditorLine } from '@/components/lines/use-line-items';
import type { OrderDetail, OrderProduct } from './order-types';

/** One quantity of one product in one size; a sized product may have a line per size. */
export interface FormLine {
  key: string;
  productId: string;
  qty: string;
  size: string;
}

/** A product nobody has touched yet shows one empty line under the product's own id. */
export function emptyLine(productId: string): FormLine {
  return { key: productId, productId, qty: '', size: '' };
}

/** The lines of an order being edited; the first line of each product takes the product's id as key. */
export function linesOfOrder(order: OrderDetail | null): FormLine[] {
  const seen = new Set<string>();
  return (order?.items ?? []).map((item, n) => {
    const key = seen.has(item.productId) ? `${item.productId}#${n}` : item.productId;
    seen.add(item.productId);
    return { key, productId: item.productId, qty: String(item.qty), size: item.notes ?? '' };
  });
}

export function linesOfProduct(lines: FormLine[], productId: string): FormLine[] {
  const mine = lines.filter((l) => l.productId === productId);
  return mine.length > 0 ? mine : [emptyLine(productId)];
}

/** The quantity as typed: 0 when empty, NaN for a decimal (refused, never rounded or multiplied). */
export function qtyOf(line: FormLine): number {
  return wholeOrNaN(line.qty);
}

/** Spec 5: only lines with qty above 0 are sent (a decimal too, to be refused), in the queue order. */
export function linesToSend(lines: FormLine[], products: OrderProduct[]): { line: FormLine; product: OrderProduct }[] {
  return products.flatMap((product) =>
    linesOfProduct(lines, product.productId)
      .filter((l) => qtyOf(l) !== 0)
      .map((line) => ({ line, product })),
  );
}

/** Spec 5: a product with a default size (049, 050) gets it when none was chosen; unsized products send none. */
export function sizeToSend(line: FormLine, product: OrderProduct): string | null {
  if (product.sizes.length === 0) return null;
  return line.size || product.defaultSize || null;
}

export function orderTotal(lines: FormLine[], products: OrderProduct[]): number {
  return linesToSend(lines, products).reduce(
    (sum, { line, product }) => sum + (Number.isNaN(qtyOf(line)) ? 0 : qtyOf(line) * product.price),
    0,
  );
}

/**
 * Why a delivery date cannot be used, with the same words the API uses; null when it can. A date
 * from `tomorrow` on but before `minDate` is one whose order deadline has passed (DOMAIN 17).
 */
export function deliveryDateProblem(
  value: string,
  minDate: string,
  disabledDates: readonly string[],
  tomorrow?: string,
): string | null {
  if (!value || !isIsoDate(value)) return messageTexts.deliveryDateRequired;
  if (value < minDate) return tomorrow && value >= tomorrow ? orderWindowTexts.deadlinePassed : orderTexts.dateInPast;
  if (disabledDates.includes(value)) return orderTexts.dateClosed('');
  return null;
}

/** A suggested quantity (GET /transaction/order/suggest). */
export interface Suggestion {
  productId: string;
  size: string | null;
  qty: number;
}

/**
 * The form's lines filled from suggestions: one line per product and size, for products the
 * outlet can order now; the first line of a product keeps the product's id as key (linesOfOrder).
 */
export function linesFromSuggestions(
  suggestions: readonly Suggestion[],
  products: readonly OrderProduct[],
): FormLine[] {
  const orderable = new Set(products.map((p) => p.productId));
  const seen = new Set<string>();
  return suggestions
    .filter((s) => orderable.has(s.productId))
    .map((s, n) => {
      const key = seen.has(s.productId) ? `${s.productId}#s${n}` : s.productId;
      seen.add(s.productId);
      return { key, productId: s.productId, qty: String(s.qty), size: s.size ?? '' };
    });
}

/** An order's lines as the line editor holds them (quantity as text, the size kept per line). */
export function editorLinesOfOrder(order: OrderDetail): EditorLine[] {
  return order.items.map((l) => ({
    productId: l.productId,
    title: l.title,
    unit: l.unit,
    size: l.notes,
    qty: String(l.qty),
  }));
}
