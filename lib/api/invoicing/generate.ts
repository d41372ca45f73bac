import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { endOfMonth, format, parseISO } from 'date-fns';
import { todayInWib } from '../../i18n/format';
import { shiftDate } from '../../iso-dates';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { ApiError } from '../errors';
import { transactionOrders } from '../db/schema/orders';
import { deliveryProofs } from '../db/schema/routes';
import { recordAudit } from '../services/audit';
import { companySettingsOf } from '../services/company';
import { nextDocumentNumber } from '../services/document-numbers';
import { ordersDelivered } from '../services/order-queries';
import { dueDateFor } from './due-date';
import { recomputeInvoice } from './recompute';
import { attachReturnCredits } from './return-credits';

function monthRange(periode: string) {
  const start = `${periode}-01`;
  return { start, end: format(endOfMonth(parseISO(start)), 'yyyy-MM-dd') };
}

/**
 * Orders of the period delivered and not billed: dates from `start` to the day before `today`, and
 * of `today` (when the period reaches it) only those the outlet signed for: the rest of today's
 * may still be on the van, and a shortfall proven later must not find its invoice in payment.
 */
const eligible = (start: string, end: string, today: string) =>
  and(
    isNull(transactionOrders.invoiceId),
    or(
      ordersDelivered(start, end < today ? end : shiftDate(today, -1)),
      end >= today && start <= today
        ? and(
            ordersDelivered(today),
            exists(sql`(select 1 from ${deliveryProofs} p where p.order_id = ${transactionOrders.id})`),
          )
        : undefined,
    ),
  );

/**
 * Month close (DOMAIN 10): one invoice per outlet and period from its confirmed orders delivered
 * in that month and not invoiced yet, adding to the outlet's unpaid invoice of the period when
 * there is one. One transaction per outlet: an advisory lock per outlet and period serialises
 * concurrent runs, and orders are claimed with `invoice_id is null` so an order lands on at most
 * one invoice, ever. Running it twice, or twice at once, creates no duplicate.
 */
export async function generateInvoices(db: Db, actor: Actor, periode: string) {
  const range = monthRange(periode);
  // Only what was delivered, by the API's clock (WIB): later deliveries of a month closed early,
  // and today's still on the van, go on the next run's invoice (issue 12).
  const today = todayInWib(actor.now);
  const { start, end } = range;
  const outletRows = await db
    .selectDistinct({ outletId: transactionOrders.outletId })
    .from(transactionOrders)
    .where(eligible(start, end, today));
  // New invoices take the bakery's default tax as it is set now (company settings).
  const taxPercent = (await companySettingsOf(db)).taxPercent.toFixed(2);
  let created = 0;
  let updated = 0;
  const sorted = outletRows.sort((a, b) => a.outletId - b.outletId);
  for (const [index, { outletId }] of sorted.entries()) {
    const outcome = await db
      .transaction(async (tx) => {
        // The month close may take longer than an interactive request (lib/api/db/client.ts).
        await tx.execute(sql`set local statement_timeout = '120s'`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice|${outletId}|${periode}`}))`);
        const orders = await tx
          .select({ id: transactionOrders.id })
          .from(transactionOrders)
          .where(and(eq(transactionOrders.outletId, outletId), eligible(start, end, today)));
        if (orders.length === 0) return null;
        // Locked: a payment deciding this invoice meanwhile either commits first (and the invoice,
        // paid, is no longer the open one: a new one is made) or waits for the close.
        const [open] = await tx
          .select({ id: invoices.id, paidAmount: invoices.paidAmount })
          .from(invoices)
          .where(
            and(eq(invoices.outletId, outletId), eq(invoices.periode, periode), eq(invoices.status, 'belum_bayar')),
          )
          .orderBy(invoices.id)
          .limit(1)
          .for('update');
        let invoiceId = open?.id;
        if (!invoiceId) {
          const number = await nextDocumentNumber(tx, 'INV', actor.now);
          const [row] = await tx
            .insert(invoices)
            .values({
              number,
              outletId,
              periode,
              taxType: 'persen',
              taxAmount: taxPercent,
              dueDate: await dueDateFor(tx, outletId, actor.now),
              createdBy: actor.userId,
              // The issue date is the API's time (the due date counts from it).
              createdAt: actor.now,
            })
            .returning({ id: invoices.id });
          invoiceId = row.id;
        }
        const claimed = await tx
          .update(transactionOrders)
          .set({ invoiceId, updatedAt: new Date() })
          .where(
            and(
              inArray(
                transactionOrders.id,
                orders.map((o) => o.id),
              ),
              // Checked again as it is claimed: one cancelled or moved to another month since it
              // was read (the close waited for the invoice's lock meanwhile) is not billed.
              eligible(start, end, today),
            ),
          )
          .returning({ id: transactionOrders.id });
        // Return credits waiting for an invoice land on this one (DOMAIN 18), unless part of it is
        // paid: a credit could take it below what was paid, and the partner's money would vanish
        // (the same rule as processReturn); they wait for the next invoice.
        const credited =
          !open || open.paidAmount === 0
            ? await attachReturnCredits(tx, invoiceId, outletId, { upTo: end < today ? end : today })
            : [];
        const recomputed = await recomputeInvoice(tx, invoiceId, actor.now);
        await recordAudit(
          tx,
          actor,
          open ? 'extend' : 'generate',
          'invoice',
          invoiceId,
          { periode, orders: claimed.map((o) => o.id), ...(credited.length ? { returns: credited } : {}) },
          recomputed?.changes,
        );
        return open ? 'updated' : 'created';
      })
      .catch(async (err: unknown) => {
        throw await partialCloseError(db, err, {
          outletId,
          invoiced: created + updated,
          done: index,
          total: sorted.length,
        });
      });
    if (outcome === 'created') created++;
    if (outcome === 'updated') updated++;
  }
  return { created, updated };
}

/**
 * A month close that stopped part-way: what is done stays done (one transaction per outlet), and
 * the answer says how far it got and which outlet failed, so that finance can fix it and run the
 * close again, which carries on where it stopped.
 */
async function partialCloseError(
  db: Db,
  err: unknown,
  at: { outletId: number; invoiced: number; done: number; total: number },
): Promise<unknown> {
  if (err instanceof ApiError) return err;
  console.error(`[invoice] tutup bulan berhenti di outlet ${at.outletId}:`, err);
  const [outlet] = await db
    .select({ title: outlets.title })
    .from(outlets)
    .where(eq(outlets.id, at.outletId))
    .limit(1)
    .catch(() => [] as { title: string }[]);
  const title = outlet?.title ?? `#${at.outletId}`;
  return new ApiError(503, t.invoice.closeStopped(at.done, at.total, title), {
    outlet: title,
    invoiced: String(at.invoiced),
    done: String(at.done),
    total: String(at.total),
    reason: (err as { code?: string }).code === '57014' ? t.errors.timeout : t.errors.generic,
  });
}
