import { decimalOrNaN, wholeOrNaN } from '@/lib/typed-text';

/** A line's running subtotal: a decimal or empty value (refused on its field) counts as nothing. */
export function lineSubtotal(line: { qty: string; price?: string }): number {
  const value = decimalOrNaN(line.qty) * wholeOrNaN(line.price ?? '');
  return Number.isNaN(value) ? 0 : Math.round(value);
}

export const linesTotal = (lines: readonly { qty: string; price?: string }[]) =>
  lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
