import { and, eq } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import { attachableFile } from './file-usage';
import type { Db } from '../db/client';
import { procurementItems, procurements } from '../db/schema/procurement';
import { suppliers } from '../db/schema/suppliers';
import { conflict, invalid, notFound } from '../errors';
import type { AcceptDeliveryInput, AcceptPaymentInput } from '../schemas/procurement';
import { recordAudit } from './audit';
import { showProcurement } from './procurements';
import { applyStockChanges } from './stock-ledger';

const tp = t.procurement;

/** Goods are received and paid for on a day that has come (WIB), never ahead of time. */
function assertNotFuture(date: string, field: string, now: Date) {
  if (date > todayInWib(now)) throw invalid(t.errors.incomplete, { [field]: tp.dateInFuture });
}

/**
 * A receipt must be a file the caller uploaded through /utils/upload-file and not attached to any
 * other record (issue 11): the store's record decides the folder, so a body cannot point a
 * receipt at a file that does not exist, somewhere else, or someone else's document. Stored on
 * the procurement as its delivery note or its transfer proof (`field`), with the store's folder.
 */
async function attachReceipt(
  tx: Db,
  actor: Actor,
  procurementId: number,
  file: { filename: string; path: string | null; field: 'deliveryReceipt' | 'paymentReceipt' },
) {
  const row = await attachableFile(tx, actor, file.filename, { entity: 'procurement', id: procurementId });
  if (!row || (file.path !== null && file.path !== row.path))
    throw invalid(t.errors.incomplete, { [file.field]: tp.receiptNotFound });
  await tx
    .update(procurements)
    .set(
      file.field === 'deliveryReceipt'
        ? { deliveryReceipt: file.filename, deliveryReceiptPath: row.path }
        : { paymentReceipt: file.filename, paymentReceiptPath: row.path },
    )
    .where(eq(procurements.id, procurementId));
  return { filename: file.filename, path: row.path };
}

/**
 * DOMAIN 7: the goods arrived. One transaction flips dipesan -> diterima with a conditional
 * update (a second, concurrent acceptance waits for the row and then finds nothing to flip: 409)
 * and puts every line into stock through the ledger, under the PO number.
 */
export async function acceptDelivery(db: Db, actor: Actor, procurementId: number, input: AcceptDeliveryInput) {
  assertNotFuture(input.deliveryDate, 'deliveryDate', actor.now);
  return db.transaction(async (tx) => {
    // Changed since the screen showed it (an edit of its lines): the delivery note was checked
    // against other lines, so nothing is booked. Read under the row's lock, before the flip.
    const [current] = await tx
      .select({ status: procurements.deliveryStatus, updatedAt: procurements.updatedAt })
      .from(procurements)
      .where(eq(procurements.id, procurementId))
      .for('update');
    if (current?.status === 'dipesan' && input.seenUpdatedAt && current.updatedAt.toISOString() !== input.seenUpdatedAt)
      throw conflict(tp.changedSince);
    const [received] = await tx
      .update(procurements)
      .set({
        deliveryStatus: 'diterima',
        deliveryName: input.deliveryName,
        deliveryDate: input.deliveryDate,
        updatedAt: new Date(),
      })
      .where(and(eq(procurements.id, procurementId), eq(procurements.deliveryStatus, 'dipesan')))
      .returning({ number: procurements.number, supplierId: procurements.supplierId });
    if (!received) {
      const [exists] = await tx
        .select({ id: procurements.id })
        .from(procurements)
        .where(eq(procurements.id, procurementId))
        .limit(1);
      throw exists ? conflict(tp.alreadyReceived) : notFound();
    }
    const file = await attachReceipt(tx, actor, procurementId, {
      filename: input.deliveryReceipt,
      path: input.deliveryReceiptPath,
      field: 'deliveryReceipt',
    });

    const lines = await tx
      .select({ productId: procurementItems.productId, qty: procurementItems.qty })
      .from(procurementItems)
      .where(eq(procurementItems.procurementId, procurementId));
    const [supplier] = await tx
      .select({ company: suppliers.company })
      .from(suppliers)
      .where(eq(suppliers.id, received.supplierId));
    await applyStockChanges(tx, actor, lines, {
      kind: 'procurement',
      documentType: 'procurement',
      documentId: procurementId,
      documentNumber: received.number,
      notes: tp.stockNote(received.number, supplier?.company ?? ''),
    });
    await recordAudit(tx, actor, 'accept-delivery', 'procurement', procurementId, {
      number: received.number,
      deliveryName: input.deliveryName,
      deliveryDate: input.deliveryDate,
      deliveryReceipt: file.filename,
      deliveryReceiptPath: file.path,
      stockIn: lines,
    });
    return showProcurement(tx, procurementId, actor.now);
  });
}

/** DOMAIN 7: paid, once, and only for goods already received. */
export async function acceptPayment(db: Db, actor: Actor, procurementId: number, input: AcceptPaymentInput) {
  assertNotFuture(input.paymentDate, 'paymentDate', actor.now);
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(procurements)
      .set({
        statusPayment: 'lunas',
        paymentNote: input.paymentNote,
        paymentDate: input.paymentDate,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(procurements.id, procurementId),
          eq(procurements.deliveryStatus, 'diterima'),
          eq(procurements.statusPayment, 'belum_bayar'),
        ),
      )
      .returning({ number: procurements.number, deliveryReceipt: procurements.deliveryReceipt });
    if (!paid) {
      const [current] = await tx
        .select({ deliveryStatus: procurements.deliveryStatus })
        .from(procurements)
        .where(eq(procurements.id, procurementId))
        .limit(1);
      if (!current) throw notFound();
      throw conflict(current.deliveryStatus === 'diterima' ? tp.alreadyPaid : tp.notReceivedYet);
    }
    // The goods' delivery note is this document's already: it is no proof of the transfer.
    if (paid.deliveryReceipt === input.paymentReceipt)
      throw invalid(t.errors.incomplete, { paymentReceipt: tp.paymentReceiptIsDeliveryNote });
    const file = await attachReceipt(tx, actor, procurementId, {
      filename: input.paymentReceipt,
      path: input.paymentReceiptPath,
      field: 'paymentReceipt',
    });
    await recordAudit(tx, actor, 'accept-payment', 'procurement', procurementId, {
      number: paid.number,
      paymentNote: input.paymentNote,
      paymentDate: input.paymentDate,
      paymentReceipt: file.filename,
      paymentReceiptPath: file.path,
    });
    return showProcurement(tx, procurementId, actor.now);
  });
}
