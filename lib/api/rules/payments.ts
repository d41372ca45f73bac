import { formatRupiah } from '../../i18n/format';
import { t } from '../../i18n/id';

/**
 * Partial payments (issue 17), pure so that the services, Midtrans and the screens agree: what is
 * left to pay, which amount a payment may carry, and the invoice's status from its payments.
 */

export const PAYMENT_STATUSES = ['proses', 'diterima', 'ditolak'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What is still owed: the total less the accepted payments (never below zero). */
export function remainingOf(invoice: { total: number; paidAmount: number }): number {
  return Math.max(0, invoice.total - invoice.paidAmount);
}

/** Why a payment of `amount` against `remaining` is refused, or null when it may be recorded. */
export function paymentAmountProblem(amount: number, remaining: number): string | null {
  if (!Number.isInteger(amount) || amount < 1) return t.invoice.amountRequired;
  if (amount > remaining) return t.invoice.amountOverRemaining(formatRupiah(remaining));
  return null;
}

/**
 * Lunas once accepted payments cover the total (a zero invoice is settled by finance's word alone,
 * `settledByHand`); Proses while a proof waits for finance; otherwise Belum Bayar, partly paid or not.
 */
export function invoiceStatusOf(input: {
  total: number;
  paidAmount: number;
  waiting: boolean;
  settledByHand?: boolean;
}): 'belum_bayar' | 'proses' | 'lunas' {
  const covered = input.total > 0 ? input.paidAmount >= input.total : Boolean(input.settledByHand);
  if (covered) return 'lunas';
  return input.waiting ? 'proses' : 'belum_bayar';
}
