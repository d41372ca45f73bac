import { limitTexts } from '../i18n/id/ops';
import { invalid } from './errors';
import { lineAmount } from '../quantities';

export { lineAmount };

/**
 * The largest amounts a document may carry (issue 11). Far above anything a bakery types, and small
 * enough that every product of them and every sum of a document's lines is a whole number that
 * JavaScript holds exactly (below 2^53) and PostgreSQL's bigint stores as typed.
 */
export const LIMITS = {
  /** Pieces, kilograms, litres on one line. */
  qty: 1_000_000,
  /** Rupiah per unit: Rp 1 miliar. */
  price: 1_000_000_000,
  /** Rupiah per line and per document (order, invoice, procurement): Rp 100 miliar. */
  documentTotal: 100_000_000_000,
} as const;

/** Refuses a document whose lines add up past the limit, on the field the form shows it. */
export function assertDocumentTotal(lines: readonly { qty: number; price: number }[], field = 'items'): number {
  const total = lines.reduce((sum, l) => sum + BigInt(lineAmount(l.qty, l.price)), BigInt(0));
  if (total > BigInt(LIMITS.documentTotal))
    throw invalid(limitTexts.totalTooLarge, { [field]: limitTexts.totalTooLarge });
  return Number(total);
}
