import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatRupiah, todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { invoicePayments, invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { conflict, invalid } from '../errors';
import { invoiceStatusOf, paymentAmountProblem, remainingOf } from '../rules/payments';
import type { acceptPaymentBody, confirmPaymentBody } from '../schemas/invoice';
import type { rejectPaymentBody } from '../schemas/receivables';
import { recordAudit, systemActor, type AuditActor } from './audit';
import { auditLog, type FieldChange } from '../db/schema/audit';
import { partnerOfInvoice, releaseHeldAfterPayment } from './credit';
import { attachableFile } from './file-usage';
import { findInvoice } from './invoice-queries';
import { lockInvoice } from '../invoicing/recompute';

type Invoice = typeof invoices.$inferSelect;
import { notifyPartner, notifyRoles } from './notify';
import { rolesAllowed } from '../policy';

async function waitingPayment(tx: Db, invoiceId: number) {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.status, 'proses')))
    .limit(1);
  return row ?? null;
}

function refuseAmount(amount: number, remaining: number) {
  const problem = paymentAmountProblem(amount, remaining);
  if (problem) throw invalid(problem, { amount: problem });
}

/**
 * The receipt must be the caller's own upload (or its partner's accounts'), not attached to another
 * document: a stored file is not a receipt just because its name is known (issue 11).
 */
async function assertReceipt(tx: Db, actor: Actor, filename: string, invoiceId: number) {
  const file = await attachableFile(tx, actor, filename, { entity: 'invoice', id: invoiceId });
  if (!file) throw invalid(t.invoice.receiptNotFound, { paymentReceipt: t.invoice.receiptNotFound });
  return file.path;
}

type LatestProof = Pick<
  typeof invoices.$inferInsert,
  'paymentMethod' | 'paymentReceipt' | 'paymentReceiptPath' | 'paymentDate' | 'paymentRejection'
>;

/**
 * The invoice keeps the latest proof's method, date and file (the spec's fields on its detail), or
 * why it was sent back, beside the status the proof puts it in.
 */
async function setLatestProof(tx: Db, id: number, status: 'proses' | 'belum_bayar', proof: LatestProof) {
  await tx
    .update(invoices)
    .set({ status, ...proof, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/**
 * The partner (or staff) sends a transfer proof for all or part of what is left: the invoice waits
 * in Proses for finance. One proof at a time, so finance never decides two against the same balance.
 */
export async function confirmPayment(db: Db, actor: Actor, id: number, input: z.output<typeof confirmPaymentBody>) {
  await db.transaction(async (tx) => {
    await findInvoice(tx, actor, id);
    const inv = await lockInvoice(tx, id);
    const path = await assertReceipt(tx, actor, input.paymentReceipt, id);
    if (inv.status === 'lunas') throw conflict(t.invoice.alreadyPaid);
    if (inv.status !== 'belum_bayar') throw conflict(t.invoice.paymentWaiting);
    const remaining = remainingOf(inv);
    if (remaining <= 0) throw conflict(t.invoice.nothingToPay);
    // A transfer is proved after it was made: a date ahead of today (WIB) is a typing slip.
    if (input.paymentDate > todayInWib(actor.now))
      throw invalid(t.invoice.paymentDateAhead, { paymentDate: t.invoice.paymentDateAhead });
    const amount = input.amount ?? remaining;
    refuseAmount(amount, remaining);
    await tx.insert(invoicePayments).values({
      invoiceId: id,
      amount,
      method: input.paymentMethod,
      paymentDate: input.paymentDate,
      receipt: input.paymentReceipt,
      receiptPath: path,
      status: 'proses',
      createdBy: actor.userId,
      createdAt: actor.now,
    });
    await setLatestProof(tx, id, 'proses', {
      paymentMethod: input.paymentMethod,
      paymentReceipt: input.paymentReceipt,
      paymentReceiptPath: path,
      paymentDate: input.paymentDate,
      paymentRejection: null,
    });
    await recordAudit(
      tx,
      actor,
      'confirm-payment',
      'invoice',
      id,
      { amount, remaining, paymentMethod: input.paymentMethod, paymentDate: input.paymentDate },
      [
        { field: 'status', old: inv.status, new: 'proses' },
        { field: 'proofAmount', old: null, new: amount },
      ],
    );
  });
}

/**
 * Adds an accepted payment to the invoice's paid amount and sets its status from it; once the
 * partner owes less, its held orders may go through by themselves (DOMAIN 19).
 */
async function applyAcceptedPayment(tx: Db, actor: AuditActor, inv: Invoice, amount: number) {
  const { now } = actor;
  const paidAmount = inv.paidAmount + amount;
  const waiting = (await waitingPayment(tx, inv.id)) !== null;
  const status = invoiceStatusOf({ total: inv.total, paidAmount, waiting, settledByHand: true });
  await tx
    .update(invoices)
    .set({
      paidAmount,
      status,
      ...(status === 'lunas' ? { isAccepted: false, paidAt: now } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, inv.id));
  // Paid in full by another payment (an online payment made before a transfer proof was sent):
  // the proof still waiting is superseded, with why, so nobody decides it against a paid invoice.
  if (status === 'lunas' && waiting)
    await tx
      .update(invoicePayments)
      .set({ status: 'ditolak', rejection: t.invoice.supersededProof, decidedAt: now })
      .where(and(eq(invoicePayments.invoiceId, inv.id), eq(invoicePayments.status, 'proses')));
  const partnerId = await partnerOfInvoice(tx, inv.id);
  const remaining = remainingOf({ total: inv.total, paidAmount });
  // The partner hears that its money arrived, and what is still owed (a zero invoice settled by hand: nothing).
  if (amount > 0)
    await notifyPartner(tx, partnerId, {
      kind: 'payment_accepted',
      message: t.receivables.acceptedNotice(
        inv.number,
        formatRupiah(amount),
        status === 'lunas' ? null : formatRupiah(remaining),
      ),
      link: `/transaction/${inv.id}`,
      entity: 'invoice',
      entityId: inv.id,
    });
  await releaseHeldAfterPayment(tx, actor, partnerId);
  return { paidAmount, status, remaining };
}

/** What a payment changed on the invoice, field by field, for its Riwayat. */
function paidChanges(before: Invoice, after: { paidAmount: number; status: string }): FieldChange[] {
  const changes: FieldChange[] = [{ field: 'paidAmount', old: before.paidAmount, new: after.paidAmount }];
  if (after.status !== before.status) changes.push({ field: 'status', old: before.status, new: after.status });
  return changes;
}

/**
 * Finance accepts a payment: the proof waiting (its amount, or the amount finance saw arrive), or
 * cash paid without a proof (default: all that is left). Lunas (isAccepted false, spec 4) once the
 * accepted payments cover the total; otherwise the invoice stays Belum Bayar, partly paid.
 */
export async function acceptPayment(db: Db, actor: Actor, id: number, input: z.output<typeof acceptPaymentBody>) {
  await db.transaction(async (tx) => {
    await findInvoice(tx, actor, id);
    const inv = await lockInvoice(tx, id);
    if (inv.status === 'lunas') throw conflict(t.invoice.alreadyPaid);
    const remaining = remainingOf(inv);
    const waiting = await waitingPayment(tx, id);
    // Cash as the screen showed it, but a proof came in since: finance looks at it first.
    if (input.paymentId === null && waiting) throw conflict(t.invoice.proofArrived);
    if (input.paymentId != null && input.paymentId !== waiting?.id) throw conflict(t.invoice.paymentNotWaiting);
    let amount = 0;
    if (waiting) {
      amount = input.amount ?? Math.min(waiting.amount, remaining);
      refuseAmount(amount, remaining);
      await tx
        .update(invoicePayments)
        .set({ status: 'diterima', amount, notes: input.notes, decidedBy: actor.userId, decidedAt: actor.now })
        .where(eq(invoicePayments.id, waiting.id));
    } else if (remaining > 0) {
      amount = input.amount ?? remaining;
      refuseAmount(amount, remaining);
      await tx.insert(invoicePayments).values({
        invoiceId: id,
        amount,
        method: 'tunai',
        paymentDate: todayInWib(actor.now),
        status: 'diterima',
        notes: input.notes,
        createdBy: actor.userId,
        createdAt: actor.now,
        decidedBy: actor.userId,
        decidedAt: actor.now,
      });
    }
    if (input.notes) await tx.update(invoices).set({ notes: input.notes }).where(eq(invoices.id, id));
    const after = await applyAcceptedPayment(tx, actor, inv, amount);
    await recordAudit(
      tx,
      actor,
      'accept-payment',
      'invoice',
      id,
      { amount, paymentId: waiting?.id ?? null, remaining: after.remaining, notes: input.notes },
      paidChanges(inv, after),
    );
  });
}

/**
 * Finance sends a payment proof back (a wrong amount, an unreadable receipt): the invoice returns to
 * Belum Bayar (earlier accepted payments stay), the proof is marked Ditolak and the partner is told why.
 */
export async function rejectPayment(db: Db, actor: Actor, id: number, input: z.output<typeof rejectPaymentBody>) {
  await db.transaction(async (tx) => {
    await findInvoice(tx, actor, id);
    const inv = await lockInvoice(tx, id);
    const waiting = await waitingPayment(tx, id);
    if (!waiting || (input.paymentId !== undefined && input.paymentId !== waiting.id))
      throw conflict(inv.status === 'lunas' ? t.invoice.alreadyPaid : t.invoice.notAwaitingPayment);
    await tx
      .update(invoicePayments)
      .set({ status: 'ditolak', rejection: input.reason, decidedBy: actor.userId, decidedAt: actor.now })
      .where(eq(invoicePayments.id, waiting.id));
    await setLatestProof(tx, id, 'belum_bayar', {
      paymentMethod: null,
      paymentReceipt: null,
      paymentReceiptPath: null,
      paymentDate: null,
      paymentRejection: input.reason,
    });
    await recordAudit(
      tx,
      actor,
      'reject-payment',
      'invoice',
      id,
      {
        reason: input.reason,
        paymentId: waiting.id,
        amount: waiting.amount,
        paymentMethod: waiting.method,
        paymentDate: waiting.paymentDate,
        paymentReceipt: waiting.receipt,
      },
      [{ field: 'status', old: inv.status, new: 'belum_bayar' }],
    );
    const [outlet] = await tx.select({ ownerId: outlets.ownerId }).from(outlets).where(eq(outlets.id, inv.outletId));
    await notifyPartner(tx, outlet.ownerId, {
      kind: 'payment_rejected',
      message: t.receivables.rejectedNotice(inv.number, input.reason),
      link: `/transaction/${id}`,
      entity: 'invoice',
      entityId: id,
    });
  });
}

/**
 * A Midtrans settlement of `amount` (what was left when the payment page was made): recorded as an
 * accepted online payment of what is still owed. What is more than that now (a transfer was
 * accepted meanwhile, a credit lowered the total) was still taken: it is not applied, but kept in
 * the invoice's history and told, once, to those who accept payments, to refund or credit it.
 * False when nothing was applied.
 */
export async function settleOnlinePayment(
  tx: Db,
  invoiceId: number,
  amount: number,
  online: { orderId: string; transactionId: string },
  now: Date,
): Promise<boolean> {
  const inv = await lockInvoice(tx, invoiceId);
  // A card payment is reported twice (capture, then settlement): the second is the same money.
  const [already] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.onlineOrderId, online.orderId)))
    .limit(1);
  if (already || (await toldUnapplied(tx, invoiceId, online.orderId))) return false;
  const remaining = inv.status === 'lunas' ? 0 : remainingOf(inv);
  const applied = Math.min(amount, remaining);
  if (applied < amount) {
    await recordAudit(tx, systemActor(now), 'paid-online-unapplied', 'invoice', invoiceId, {
      ...online,
      amount: amount - applied,
      remaining,
    });
    await notifyRoles(tx, rolesAllowed('POST /transaction/accept-payment/{id}'), {
      kind: 'online_payment_unapplied',
      message:
        applied > 0
          ? t.invoice.onlinePartlyApplied(inv.number, formatRupiah(amount), formatRupiah(amount - applied))
          : t.invoice.onlineUnapplied(inv.number, formatRupiah(amount), formatRupiah(remaining)),
      link: `/transaction/${invoiceId}`,
      entity: 'invoice',
      entityId: invoiceId,
    });
  }
  if (applied === 0) return false;
  await tx.insert(invoicePayments).values({
    invoiceId,
    amount: applied,
    method: 'midtrans',
    paymentDate: todayInWib(now),
    status: 'diterima',
    onlineOrderId: online.orderId,
    createdAt: now,
    decidedAt: now,
  });
  await tx
    .update(invoices)
    .set({ paymentMethod: 'midtrans', paymentDate: todayInWib(now), paymentReceipt: null, paymentReceiptPath: null })
    .where(eq(invoices.id, invoiceId));
  const after = await applyAcceptedPayment(tx, systemActor(now), inv, applied);
  await recordAudit(
    tx,
    systemActor(now),
    'paid-online',
    'invoice',
    invoiceId,
    { ...online, amount: applied },
    paidChanges(inv, after),
  );
  return true;
}

/**
 * Midtrans reported this payment paid after it had reported it taken back (a cancel that arrived
 * before a retried capture): the money is not there, so nothing is applied; finance is told once.
 */
export async function refuseTakenBackPayment(
  tx: Db,
  invoiceId: number,
  amount: number,
  online: { orderId: string; transactionId: string },
  now: Date,
): Promise<void> {
  if (await toldUnapplied(tx, invoiceId, online.orderId)) return;
  const inv = await lockInvoice(tx, invoiceId);
  await recordAudit(tx, systemActor(now), 'paid-online-unapplied', 'invoice', invoiceId, {
    ...online,
    amount,
    takenBack: true,
  });
  await notifyRoles(tx, rolesAllowed('POST /transaction/accept-payment/{id}'), {
    kind: 'online_payment_unapplied',
    message: t.invoice.onlineAfterTakenBack(inv.number, formatRupiah(amount)),
    link: `/transaction/${invoiceId}`,
    entity: 'invoice',
    entityId: invoiceId,
  });
}

/** Whether the money of this online payment was already reported as not applied (capture, then settlement). */
async function toldUnapplied(tx: Db, invoiceId: number, orderId: string): Promise<boolean> {
  const [told] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'invoice'),
        eq(auditLog.entityId, String(invoiceId)),
        eq(auditLog.action, 'paid-online-unapplied'),
        sql`${auditLog.changes}->>'orderId' = ${orderId}`,
      ),
    )
    .limit(1);
  return Boolean(told);
}

/**
 * Midtrans took back an online payment it had reported paid: a capture cancelled before settlement,
 * a refund or a chargeback of the whole amount. The payment no longer counts: it is marked Ditolak
 * with why, the invoice owes it again (Lunas no more), and finance and the partner are told. A
 * partial refund or chargeback names no amount here: finance is told, to settle it by hand.
 * False when this order had no payment applied (nothing to take back).
 */
export async function reverseOnlinePayment(
  tx: Db,
  invoiceId: number,
  online: { orderId: string; transactionId: string; status: string; refundAmount?: string },
  now: Date,
): Promise<boolean> {
  const inv = await lockInvoice(tx, invoiceId);
  const [payment] = await tx
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.onlineOrderId, online.orderId),
        eq(invoicePayments.status, 'diterima'),
      ),
    )
    .limit(1);
  if (!payment) return false;
  const whole = !online.status.startsWith('partial_');
  const label = t.invoice.onlineReversals[online.status as keyof typeof t.invoice.onlineReversals] ?? online.status;
  let changes: FieldChange[] = [];
  if (whole) {
    const paidAmount = inv.paidAmount - payment.amount;
    const waiting = (await waitingPayment(tx, invoiceId)) !== null;
    const status = invoiceStatusOf({ total: inv.total, paidAmount, waiting });
    await tx
      .update(invoicePayments)
      // Its decision time stays the day it was accepted: statements printed since keep showing it
      // then, and the reversal as a debit on its own day.
      .set({ status: 'ditolak', rejection: t.invoice.onlineReversedReason(label) })
      .where(eq(invoicePayments.id, payment.id));
    await tx
      .update(invoices)
      .set({ paidAmount, status, ...(status === 'lunas' ? {} : { paidAt: null }), updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    changes = paidChanges(inv, { paidAmount, status });
    const partnerId = await partnerOfInvoice(tx, invoiceId);
    await notifyPartner(tx, partnerId, {
      kind: 'payment_rejected',
      message: t.invoice.onlineReversedPartner(inv.number, formatRupiah(payment.amount), label),
      link: `/transaction/${invoiceId}`,
      entity: 'invoice',
      entityId: invoiceId,
    });
  }
  await recordAudit(
    tx,
    systemActor(now),
    'paid-online-reversed',
    'invoice',
    invoiceId,
    { ...online, amount: payment.amount },
    changes,
  );
  await notifyRoles(tx, rolesAllowed('POST /transaction/accept-payment/{id}'), {
    kind: 'online_payment_unapplied',
    message: whole
      ? t.invoice.onlineReversed(inv.number, formatRupiah(payment.amount), label)
      : t.invoice.onlinePartlyReversed(inv.number, formatRupiah(payment.amount), label, refunded(online.refundAmount)),
    link: `/transaction/${invoiceId}`,
    entity: 'invoice',
    entityId: invoiceId,
  });
  return true;
}

/** Midtrans's refunded amount ("5000.00") in rupiah, or null when it sent none or not a number. */
function refunded(amount: string | undefined): string | null {
  const value = Number(amount);
  return amount && Number.isFinite(value) && value > 0 ? formatRupiah(Math.round(value)) : null;
}

/** Refuses a new total below what was already paid (an adjustment or credit must not create a refund). */
export function assertTotalCoversPaid(newTotal: number, paidAmount: number, field = 'discount') {
  if (paidAmount > 0 && newTotal < paidAmount) {
    const message = t.invoice.totalBelowPaid(formatRupiah(paidAmount));
    throw invalid(message, { [field]: message });
  }
}
