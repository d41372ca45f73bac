import { lineAmount } from '@/lib/quantities';
import { decimalOrNaN, wholeOrNaN } from '@/lib/typed-text';

/**
 * A line's running subtotal, as the API will store it (lineAmount): a decimal or empty value
 * (refused on its field) counts as nothing.
 */
export function lineSubtotal(line: { qty: string; price?: string }): number {
  const qty = decimalOrNaN(line.qty);
  const price = wholeOrNaN(line.price ?? '');
  return Number.isNaN(qty) || Number.isNaN(price) ? 0 : lineAmount(qty, price);
}

export const linesTotal = (lines: readonly { qty: string; price?: string }[]) =>
  lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
