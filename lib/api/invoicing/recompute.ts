import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FieldChange } from '../db/schema/audit';
import { invoiceItems, invoices } from '../db/schema/invoices';
import { transactionOrders } from '../db/schema/orders';
import { computeTotals, type AmountType } from './totals';
import { sumOf } from '../db/raw';
import { fieldChanges, recordAudit, type AuditActor } from '../services/audit';

/** What a recompute may change on an invoice, and so what its audit row names (DOMAIN 20). */
const RECOMPUTED = ['subtotal', 'total', 'status'] as const;

/**
 * The invoice row, locked for this transaction. Everything that changes what an invoice says (a
 * payment, an adjustment, the month close, a return credit, an order's shortfall) takes it first,
 * so none of them writes totals from a status or a paid amount another has changed meanwhile.
 */
export async function lockInvoice(tx: Db, id: number): Promise<typeof invoices.$inferSelect> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/**
 * Recomputes an invoice from its orders and manual lines with its own discount and tax. Return
 * credits are negative lines; they never take the subtotal below zero (DOMAIN 18). Answers the new
 * total, what was paid (for a caller that must not take it below the payments) and what changed,
 * for the caller's audit row. `now` is the API's time: an invoice a credit covers is paid then.
 */
export async function recomputeInvoice(
  tx: Db,
  invoiceId: number,
  now: Date,
): Promise<{ total: number; paidAmount: number; changes: FieldChange[] } | null> {
  const inv = await lockInvoice(tx, invoiceId);
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
  const status = covered ? 'lunas' : inv.status;
  await tx
    .update(invoices)
    .set({
      ...totals,
      ...(covered ? { status, isAccepted: false, paidAt: now } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
  return {
    total: totals.total,
    paidAmount: inv.paidAmount,
    changes: fieldChanges({ ...inv }, { ...totals, status }, RECOMPUTED),
  };
}

/**
 * Recomputes an invoice because something outside it changed (an order's quantities, a return's
 * credit) and writes the invoice's own audit row with the old and new totals, so its Riwayat shows
 * why its total moved.
 */
export async function recomputeAudited(
  tx: Db,
  actor: AuditActor,
  invoiceId: number,
  action: string,
  cause: Record<string, unknown>,
) {
  const result = await recomputeInvoice(tx, invoiceId, actor.now);
  if (result && result.changes.length > 0)
    await recordAudit(tx, actor, action, 'invoice', invoiceId, cause, result.changes);
  return result;
}
