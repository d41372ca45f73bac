import { formatRupiah } from '../../i18n/format';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { productUnits, products } from '../db/schema/catalog';
import { invoiceItems, invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { conflict, invalid, notFound } from '../errors';
import { dueDateFor } from '../invoicing/due-date';
import { lockInvoice, recomputeInvoice } from '../invoicing/recompute';
import type { adjustmentInvoiceBody, manualInvoiceBody } from '../schemas/invoice';
import { fieldChanges, recordAudit } from './audit';
import { repeatedLineIndexes } from './document-lines';
import { nextDocumentNumber } from './document-numbers';
import { findInvoice } from './invoice-queries';
import { assertTotalCoversPaid } from './invoice-payments';
import { assertDocumentTotal } from '../limits';

/** POST /transaction/store without periode: goods sold outside orders, for one outlet. */
export async function createManualInvoice(db: Db, actor: Actor, input: z.output<typeof manualInvoiceBody>) {
  if (!input.branchId) throw invalid(t.invoice.outletRequired, { branchId: t.invoice.outletRequired });
  if (input.items.length === 0) throw invalid(t.invoice.noLines, { items: t.invoice.noLines });
  return db.transaction(async (tx) => {
    const [outlet] = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, input.branchId!)).limit(1);
    if (!outlet) throw invalid(t.outlet.notFound, { branchId: t.outlet.notFound });
    const ids = input.items.map((i) => i.productId);
    const known = await tx
      .select({ id: products.id, title: products.title, unit: productUnits.name })
      .from(products)
      .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
      .where(inArray(products.id, ids));
    const byId = new Map(known.map((p) => [p.id, p]));
    const errors: Record<string, string> = {};
    input.items.forEach((item, i) => {
      if (!byId.has(item.productId)) errors[`items.${i}.productId`] = t.stock.unknownProduct(item.productId);
    });
    for (const i of repeatedLineIndexes(input.items, (l) => (byId.has(l.productId) ? l.productId : null)))
      errors[`items.${i}.productId`] = t.errors.duplicateLine(byId.get(input.items[i].productId)!.title);
    if (Object.keys(errors).length) throw invalid(t.errors.incomplete, errors);
    assertDocumentTotal(input.items);
    const number = await nextDocumentNumber(tx, 'INV', actor.now);
    const [row] = await tx
      .insert(invoices)
      .values({
        number,
        outletId: outlet.id,
        periode: null,
        notes: input.notes,
        dueDate: await dueDateFor(tx, outlet.id, actor.now),
        createdBy: actor.userId,
        createdAt: actor.now,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceItems).values(
      input.items.map((item) => ({
        invoiceId: row.id,
        productId: item.productId,
        title: byId.get(item.productId)!.title,
        qty: item.qty,
        price: item.price,
        unit: byId.get(item.productId)!.unit,
      })),
    );
    const recomputed = await recomputeInvoice(tx, row.id, actor.now);
    await recordAudit(
      tx,
      actor,
      'create-manual',
      'invoice',
      row.id,
      { outletId: outlet.id, lines: input.items.length },
      recomputed?.changes,
    );
    return row.id;
  });
}

/** Discount and tax with a note, only while not paid. */
export async function adjustInvoice(db: Db, actor: Actor, input: z.output<typeof adjustmentInvoiceBody>) {
  await db.transaction(async (tx) => {
    // Locked before it is read: a payment accepted meanwhile is seen (status, paid amount).
    await lockInvoice(tx, input.transactionId);
    const row = await findInvoice(tx, actor, input.transactionId);
    if (row.invoice.status === 'lunas') throw conflict(t.invoice.alreadyPaid);
    // A payment waiting for finance's decision was made against the current total.
    if (row.invoice.status === 'proses') throw conflict(t.invoice.adjustWhilePending);
    // A nominal discount above the subtotal is a typo, not a gift (a percent over 100 is refused too).
    if (input.discountType === 'nominal' && Number(input.discount) > row.invoice.subtotal) {
      const message = t.invoice.discountOverSubtotal(formatRupiah(row.invoice.subtotal));
      throw invalid(message, { discount: message });
    }
    await tx
      .update(invoices)
      .set({
        discount: input.discount,
        discountType: input.discountType,
        taxAmount: input.taxAmount,
        taxType: input.taxType,
        adjustmentNote: input.adjustmentNote,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, input.transactionId));
    const recomputed = (await recomputeInvoice(tx, input.transactionId, actor.now))!;
    assertTotalCoversPaid(recomputed.total, recomputed.paidAmount);
    // What changed, field by field, and the total it made (DOMAIN 20: money has old and new values).
    await recordAudit(tx, actor, 'adjust', 'invoice', input.transactionId, input, [
      ...fieldChanges(
        { ...row.invoice, discount: Number(row.invoice.discount), taxAmount: Number(row.invoice.taxAmount) },
        { ...input, discount: Number(input.discount), taxAmount: Number(input.taxAmount) },
        ['discount', 'discountType', 'taxAmount', 'taxType'],
      ),
      ...recomputed.changes,
    ]);
  });
}

export async function assertInvoiceExists(db: Db, actor: Actor, id: number) {
  const row = await findInvoice(db, actor, id).catch(() => null);
  if (!row) throw notFound(t.invoice.notFound);
  return row;
}
