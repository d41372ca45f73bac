import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { paymentAttempts, paymentNotifications } from '../db/schema/invoices';
import { ApiError, conflict } from '../errors';
import { recordAudit } from '../services/audit';
import { refuseTakenBackPayment, reverseOnlinePayment, settleOnlinePayment } from '../services/invoice-payments';
import { remainingOf } from '../rules/payments';
import { findInvoice, invoiceLines } from '../services/invoice-queries';
import {
  createSnapTransaction,
  midtransConfig,
  MidtransError,
  notificationSignature,
  signatureMatches,
  type SnapItem,
} from './midtrans';

/** Invoice lines, discount and tax as Snap items that sum exactly to the total (Snap checks it). */
function snapItems(
  lines: { productId: string; title: string; qty: number; price: number }[],
  inv: { number: string; discountAmount: number; taxValue: number; total: number },
): SnapItem[] {
  const items: SnapItem[] = lines.map((l) => ({ id: l.productId, price: l.price, quantity: l.qty, name: l.title }));
  if (inv.discountAmount) items.push({ id: 'DISKON', price: -inv.discountAmount, quantity: 1, name: 'Diskon' });
  if (inv.taxValue) items.push({ id: 'PAJAK', price: inv.taxValue, quantity: 1, name: 'Pajak' });
  const sum = items.reduce((s, i) => s + i.price * i.quantity, 0);
  // A total clamped at zero or any other mismatch: one line for the whole invoice.
  return sum === inv.total ? items : [{ id: inv.number, price: inv.total, quantity: 1, name: `Invoice ${inv.number}` }];
}

/** POST /midtrans/store: a Snap payment page for an unpaid invoice; each attempt has its own order id. */
export async function startOnlinePayment(db: Db, actor: Actor, invoiceId: number) {
  const config = midtransConfig();
  if (!config) throw new ApiError(409, t.invoice.onlineUnavailable, 'midtrans_unavailable');
  const row = await findInvoice(db, actor, invoiceId);
  const inv = row.invoice;
  if (inv.status === 'lunas') throw conflict(t.invoice.alreadyPaid);
  // A proof waiting for finance may already pay it: charging the same balance online could pay twice.
  if (inv.status === 'proses') throw conflict(t.invoice.paymentWaiting);
  // Midtrans charges what is left (issue 17): a partly paid invoice is not paid twice.
  const grossAmount = remainingOf(inv);
  if (grossAmount <= 0) throw conflict(t.invoice.nothingToPay);
  const [{ n }] = await db.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.invoiceId, inv.id));
  const orderId = `${inv.number.replaceAll('/', '-')}-${n + 1}-${Date.now().toString(36)}`;
  const [payer] = await db
    .select({ name: users.name, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const lines = await invoiceLines(db, inv.id);
  let snap;
  try {
    snap = await createSnapTransaction(
      {
        orderId,
        grossAmount,
        items:
          grossAmount === inv.total
            ? snapItems(lines, inv)
            : [{ id: inv.number, price: grossAmount, quantity: 1, name: t.invoice.onlineRemainder(inv.number) }],
        customer: { firstName: payer?.name ?? row.outlet, email: payer?.email, phone: payer?.phone },
      },
      config,
    );
  } catch (err) {
    console.error('[midtrans] transaksi Snap gagal:', (err as Error).message);
    throw new ApiError(
      503,
      t.invoice.onlineFailed,
      err instanceof MidtransError ? 'midtrans_failed' : 'midtrans_unreachable',
    );
  }
  await db.insert(paymentAttempts).values({ invoiceId: inv.id, orderId, grossAmount, redirectUrl: snap.redirectUrl });
  await recordAudit(db, actor, 'online-payment', 'invoice', inv.id, { orderId, grossAmount });
  return { redirect_url: snap.redirectUrl, token: snap.token, orderId };
}

export const notificationBody = z.object({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().min(1).max(30),
  signature_key: z.string().min(1).max(256),
  transaction_status: z.string().min(1).max(40),
  transaction_id: z.string().min(1).max(100),
  fraud_status: z.string().max(40).optional(),
  /** On a refund or chargeback: the amount Midtrans refunded ("5000.00"). */
  refund_amount: z.string().max(30).optional(),
});

const PAID = (n: z.output<typeof notificationBody>) =>
  n.transaction_status === 'settlement' ||
  (n.transaction_status === 'capture' && (n.fraud_status ?? 'accept') === 'accept');

/** Statuses that take back money Midtrans had reported paid (its status cycle: capture -> cancel, settlement -> refund...). */
const TAKEN_BACK = new Set(['cancel', 'deny', 'refund', 'chargeback', 'partial_refund', 'partial_chargeback']);

/** Whether Midtrans already reported this order's money taken back (a whole reversal). */
async function takenBackBefore(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.orderId, orderId),
        inArray(paymentNotifications.transactionStatus, ['cancel', 'deny', 'refund', 'chargeback']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A Midtrans HTTP notification: the signature and the amount are checked, each (order, transaction,
 * status, fraud status, refunded amount) is applied once (replays change nothing; a capture
 * challenged, then accepted, is two, and so are two partial refunds). Settlement, or capture accepted by fraud checks, records the online payment of
 * what is owed; the invoice is Lunas when that covers it. A cancel, refund or chargeback of a payment
 * applied takes it back (reverseOnlinePayment).
 */
export async function handleNotification(db: Db, n: z.output<typeof notificationBody>, now: Date) {
  const config = midtransConfig();
  if (!config) throw new ApiError(409, t.invoice.onlineUnavailable, 'midtrans_unavailable');
  if (
    !signatureMatches(
      notificationSignature(n.order_id, n.status_code, n.gross_amount, config.serverKey),
      n.signature_key,
    )
  ) {
    throw new ApiError(403, t.invoice.notificationBadSignature, 'bad_signature');
  }
  return db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, n.order_id)).limit(1);
    if (!attempt) throw new ApiError(404, t.errors.notFound, 'unknown_order');
    if (Number(n.gross_amount) !== attempt.grossAmount)
      throw new ApiError(422, t.invoice.notificationAmountMismatch, 'amount_mismatch');
    const fresh = await tx
      .insert(paymentNotifications)
      .values({
        orderId: n.order_id,
        transactionId: n.transaction_id,
        transactionStatus: n.transaction_status,
        fraudStatus: n.fraud_status ?? '',
        refundAmount: n.refund_amount ?? '',
        statusCode: n.status_code,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (fresh.length === 0) return { applied: false };
    const online = { orderId: n.order_id, transactionId: n.transaction_id };
    // Notifications may arrive out of order (a retried capture after its cancel): money taken back
    // first is not applied by a late report that it was paid, and the attempt keeps its last word.
    const takenBack = PAID(n) && (await takenBackBefore(tx, n.order_id));
    if (!takenBack)
      await tx
        .update(paymentAttempts)
        .set({ status: n.transaction_status, updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id));
    if (takenBack) await refuseTakenBackPayment(tx, attempt.invoiceId, attempt.grossAmount, online, now);
    else if (PAID(n)) await settleOnlinePayment(tx, attempt.invoiceId, attempt.grossAmount, online, now);
    else if (TAKEN_BACK.has(n.transaction_status))
      await reverseOnlinePayment(
        tx,
        attempt.invoiceId,
        { ...online, status: n.transaction_status, refundAmount: n.refund_amount },
        now,
      );
    return { applied: true };
  });
}
