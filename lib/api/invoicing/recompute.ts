import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceItems, invoices } from '../db/schema/invoices';
import { transactionOrders } from '../db/schema/orders';
import { computeTotals, type AmountType } from './totals';
import { sumOf } from '../db/raw';

/**
 * Recomputes an invoice from its orders and manual lines with its own discount and tax. Return
 * credits are negative lines; they never take the subtotal below zero (DOMAIN 18). Answers the new
 * total and what was paid, for a caller that must not take it below the payments. `now` is the
 * API's time: an invoice a credit covers is paid then.
 */
export async function recomputeInvoice(
  tx: Db,
  invoiceId: number,
  now: Date,
): Promise<{ total: number; paidAmount: number } | null> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!inv) return null;
  const [{ orders }] = await tx
    .select({ orders: sumOf(transactionOrders.total) })
    .from(transactionOrders)
    .where(eq(transactionOrders.invoiceId, invoiceId));
  const [{ manual }] = await tx
    .select({ manual: sumOf(sql`${invoiceItems.qty} * ${invoiceItems.price}`) })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId));
  const totals = computeTotals({
    subtotal: Math.max(0, Number(orders) + Number(manual)),
    discount: inv.discount,
    discountType: inv.discountType as AmountType,
    taxAmount: inv.taxAmount,
    taxType: inv.taxType as AmountType,
  });
  // A lower total (a return credit) can leave a partly paid invoice covered: it is then Lunas.
  const covered = inv.paidAmount > 0 && inv.status === 'belum_bayar' && inv.paidAmount >= totals.total;
  await tx
    .update(invoices)
    .set({
      ...totals,
      ...(covered ? { status: 'lunas', isAccepted: false, paidAt: now } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
  return { total: totals.total, paidAmount: inv.paidAmount };
}
