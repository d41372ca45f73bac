import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { activeDriver } from './account-leaving';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { laterDate } from '../../iso-dates';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { deliveryProofs } from '../db/schema/routes';
import { conflict, forbidden, invalid } from '../errors';
import type { adjustmentBody, orderStoreBody } from '../schemas/order';
import { fieldChanges, recordAudit } from './audit';
import { closureOn } from './closures';
import { creditBreach, notifyHeld } from './credit';
import { repeatedLineIndexes } from './document-lines';
import { nextDocumentNumber } from './document-numbers';
import { lockInvoice, recomputeAudited } from '../invoicing/recompute';
import { orderStateRefusal } from '../rules/order-actions';
import { checkOrderWindow } from './order-window';
import { findOrder, orderableProducts, orderedForDate, orderOutlet, orderLines } from './order-queries';
import { driverOnConfirmSql } from './order-route';
import { partnerOf } from './outlet-scope';
import { bringBackDamaged } from './damaged-goods';
import { applyStockChanges, type StockChange } from './stock-ledger';
import { recordOrderLots, returnLineToLots } from './order-lots';
import { lockOutletReturns, loweredPastReturns } from './return-coverage';
import { assertDocumentTotal } from '../limits';
import { sumOf } from '../db/raw';
import { assertTotalCoversPaid } from './invoice-payments';

type StoreInput = z.output<typeof orderStoreBody>;

type Catalogue = Map<string, Awaited<ReturnType<typeof orderableProducts>>[number]>;
type OrderLineInput = StoreInput['items'][number];

export async function orderCatalogue(tx: Db, branchGroupId: number | null): Promise<Catalogue> {
  return new Map((await orderableProducts(tx, branchGroupId)).map((p) => [p.productId, p]));
}

/**
 * One line against the catalogue (DOMAIN 4 and 8): orderable for the outlet's tier, a valid size
 * (the product's default when none is given), at least the minimum. Answers the priced line or the
 * refusal with the field it belongs to.
 */
export function checkOrderLine(catalogue: Catalogue, line: OrderLineInput) {
  const product = catalogue.get(line.productId);
  if (!product) return { refusal: { field: 'productId', message: t.order.notOrderable(line.productId) } } as const;
  let size = line.notes;
  if (product.sizes.length === 0) size = null;
  else if (!size && product.defaultSize) size = product.defaultSize; // spec 5: 049, 050 default to S
  if (product.sizeRequired && !size)
    return { refusal: { field: 'notes', message: t.messages.sizeRequired(product.title) }, required: true } as const;
  if (size && !product.sizes.includes(size))
    return { refusal: { field: 'notes', message: t.order.sizeInvalid(product.title) } } as const;
  if (line.qty < product.minOrder)
    return { refusal: { field: 'qty', message: t.order.belowMinimum(product.title, product.minOrder) } } as const;
  return { line: { product, qty: line.qty, size } } as const;
}

/** Lines with qty > 0 checked one by one, and no product and size twice; the first refusal is thrown. */
export function checkOrderLines(catalogue: Catalogue, items: OrderLineInput[]) {
  const lines = items.filter((l) => l.qty > 0); // spec 5: only items with qty above 0 are sent
  if (lines.length === 0) throw invalid(t.order.noLines, { items: t.order.noLines });
  const priced = [];
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  for (const [i, item] of items.entries()) {
    if (item.qty <= 0) continue;
    const checked = checkOrderLine(catalogue, item);
    if ('refusal' in checked) {
      const { field, message } = checked.refusal!;
      // A missing required size stops at once, as the spec's message for it does.
      if ('required' in checked) throw invalid(message, { [`items.${i}.${field}`]: message });
      errors[`items.${i}.${field}`] = message;
      continue;
    }
    const { line } = checked;
    const key = `${line.product.productId}|${line.size ?? ''}`;
    if (seen.has(key)) errors[`items.${i}.productId`] = t.order.duplicateLine(line.product.title);
    seen.add(key);
    priced.push(line);
  }
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);
  return priced;
}

/**
 * Quota is for all outlets together on one delivery date. Locks each limited product for the date
 * (in a fixed order) so concurrent orders queue up instead of both passing the check, and answers
 * what is left of each.
 */
export async function lockQuotas(
  tx: Db,
  catalogue: Catalogue,
  productIds: string[],
  deliveryDate: string,
  excludeOrderId?: number,
) {
  const limited = [...new Set(productIds.filter((id) => catalogue.get(id)?.quota != null))].sort();
  for (const id of limited)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota|${id}|${deliveryDate}`}))`);
  const already = await orderedForDate(tx, deliveryDate, limited, excludeOrderId);
  return new Map(limited.map((id) => [id, Math.max(0, catalogue.get(id)!.quota! - (already.get(id) ?? 0))]));
}

/** Lines with qty > 0, checked against the rules of DOMAIN 4 and 8, priced from the outlet's tier. */
async function pricedLines(tx: Db, input: StoreInput, branchGroupId: number | null, excludeOrderId?: number) {
  const catalogue = await orderCatalogue(tx, branchGroupId);
  const priced = checkOrderLines(catalogue, input.items);
  const left = await lockQuotas(
    tx,
    catalogue,
    priced.map((p) => p.product.productId),
    input.deliveryDate,
    excludeOrderId,
  );
  for (const [id, remaining] of left) {
    const wanted = priced.filter((p) => p.product.productId === id).reduce((s, p) => s + p.qty, 0);
    const title = catalogue.get(id)!.title;
    if (wanted > remaining)
      throw invalid(t.order.quotaExceeded(title, remaining), { items: t.order.quotaExceeded(title, remaining) });
  }
  return priced;
}

/** Tomorrow on, by the API's clock (the same "today" the month close bills up to), and not a closed day. */
export async function checkDeliveryDate(tx: Db, date: string, now: Date) {
  if (date <= todayInWib(now)) throw invalid(t.order.dateInPast, { deliveryDate: t.order.dateInPast });
  const closed = await closureOn(tx, date);
  if (closed)
    throw invalid(t.order.dateClosed(closed.notes ?? ''), { deliveryDate: t.order.dateClosed(closed.notes ?? '') });
}

async function checkDriver(tx: Db, driverId: number | undefined) {
  if (!driverId) return null;
  if (!(await activeDriver(tx, driverId))) throw invalid(t.order.driverInvalid, { driver: t.order.driverInvalid });
  return driverId;
}

/** Creates an order, or with `updateId` replaces a pending one (spec: store?type=update). */
export async function saveOrder(db: Db, actor: Actor, input: StoreInput, updateId?: number) {
  return db.transaction(async (tx) => {
    const existing = updateId ? await findOrder(tx, actor, updateId) : null;
    const refusal = existing
      ? orderStateRefusal('edit', existing, partnerOf(actor) !== null ? 'partner' : 'staff')
      : null;
    if (refusal) throw conflict(refusal);
    const outlet = await orderOutlet(tx, actor, existing?.branchId ?? input.branchId);
    if (!outlet) throw invalid(t.order.outletRequired, { branchId: t.order.outletRequired });
    if (!outlet.isActive) throw invalid(t.order.outletInactive, { branchId: t.order.outletInactive });
    await checkDeliveryDate(tx, input.deliveryDate, actor.now);
    // Both the date the order leaves and the date it goes to must still be open (DOMAIN 17).
    const leaving = existing ? await checkOrderWindow(tx, actor, outlet.branchId, existing.deliveryDate) : null;
    const late =
      (await checkOrderWindow(tx, actor, outlet.branchId, input.deliveryDate)).late || Boolean(leaving?.late);
    // Partners do not assign drivers; staff may.
    const driverId = partnerOf(actor) === null ? await checkDriver(tx, input.driver) : (existing?.driverId ?? null);
    const lines = await pricedLines(tx, input, outlet.branchGroupId, existing?.transactionOrderId);
    const total = assertDocumentTotal(lines.map((l) => ({ qty: l.qty, price: l.product.price })));
    // DOMAIN 19: in hold mode an order that breaks the partner's credit rules is stored held.
    const breach = await creditBreach(tx, outlet.ownerId, actor.now, total, existing?.transactionOrderId);
    const holdReason = breach?.mode === 'tahan' ? breach.reason : null;
    const status = holdReason ? 'ditahan' : 'pending';
    // The status as it is now, under the order's lock (taken after the credit lock, in the order a
    // payment's release takes them): a release since it was read is the "before" of this change.
    const before = existing ? await lockedStatus(tx, existing.transactionOrderId) : null;

    let orderId: number;
    let number: string;
    if (existing) {
      orderId = existing.transactionOrderId;
      number = existing.number;
      const [replaced] = await tx
        .update(transactionOrders)
        .set({
          status,
          holdReason,
          deliveryDate: input.deliveryDate,
          driverId,
          notes: input.notes,
          total,
          // Moved to another date, it is no longer that date's standing order (one per date).
          ...(input.deliveryDate !== existing.deliveryDate ? { standingOrderId: null } : {}),
          updatedAt: new Date(),
        })
        // Still waiting when it is written: a confirmation or cancellation that committed since the
        // order was read wins, and its stock and lots are never written over (checked after its lock).
        .where(and(eq(transactionOrders.id, orderId), inArray(transactionOrders.status, ['pending', 'ditahan'])))
        .returning({ id: transactionOrders.id });
      if (!replaced) throw conflict(t.order.onlyPending);
      await tx.delete(transactionOrderItems).where(eq(transactionOrderItems.orderId, orderId));
    } else {
      number = await nextDocumentNumber(tx, 'ORD', actor.now);
      const [row] = await tx
        .insert(transactionOrders)
        .values({
          number,
          status,
          holdReason,
          outletId: outlet.branchId,
          userId: actor.userId,
          deliveryDate: input.deliveryDate,
          driverId,
          notes: input.notes,
          total,
          // Placed first, confirmed first (dispatch): by the API's clock, as its number's month.
          createdAt: actor.now,
        })
        .returning({ id: transactionOrders.id });
      orderId = row.id;
    }
    await tx.insert(transactionOrderItems).values(
      lines.map((l) => ({
        orderId,
        productId: l.product.productId,
        title: l.product.title,
        qty: l.qty,
        orderedQty: l.qty,
        size: l.size,
        price: l.product.price,
        unit: l.product.unit,
        type: l.product.type,
      })),
    );
    await recordAudit(
      tx,
      actor,
      existing ? 'update' : 'create',
      'order',
      orderId,
      {
        deliveryDate: input.deliveryDate,
        total,
        lines: lines.length,
        ...(late ? { late: true } : {}),
        ...(holdReason ? { held: holdReason } : {}),
      },
      // Its total and status old and new (DOMAIN 20): a hold shows as Menunggu -> Ditahan.
      fieldChanges({ total: existing?.total ?? null, status: before }, { total, status }, ['total', 'status']),
    );
    if (holdReason && before !== 'ditahan')
      await notifyHeld(tx, outlet.ownerId, { id: orderId, number, outlet: outlet.title }, holdReason);
    return { transactionOrderId: orderId, credit: breach };
  });
}

async function lockedStatus(tx: Db, id: number) {
  const [row] = await tx
    .select({ status: transactionOrders.status })
    .from(transactionOrders)
    .where(eq(transactionOrders.id, id))
    .for('update');
  return row.status;
}

/** Berhasil: finished goods leave stock, all or nothing; isAccepted false (spec 4). */
export async function confirmOrder(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, id);
    const refusal = orderStateRefusal('confirm', order, 'staff');
    if (refusal) throw conflict(refusal);
    const [moved] = await tx
      .update(transactionOrders)
      .set({
        status: 'berhasil',
        isAccepted: false,
        driverId: driverOnConfirmSql,
        confirmedAt: actor.now,
        updatedAt: new Date(),
      })
      .where(and(eq(transactionOrders.id, id), eq(transactionOrders.status, 'pending')))
      .returning({ id: transactionOrders.id });
    if (!moved) throw conflict(t.order.notPending);
    const lines = (await orderLines(tx, id)).map((l) => ({ ...l, size: l.notes }));
    const taken = await applyStockChanges(
      tx,
      actor,
      lines.map((l) => ({ productId: l.productId, size: l.size, qty: -l.qty })),
      {
        kind: 'order',
        documentType: 'order',
        documentId: id,
        documentNumber: order.number,
        // Goods must still be good on the day they arrive, as the plan counts them (DOMAIN 15).
        asOf: laterDate(todayInWib(actor.now), order.deliveryDate),
      },
    );
    await recordOrderLots(tx, lines, taken);
    await recordAudit(tx, actor, 'confirm', 'order', id);
  });
}

/** Dibatalkan: a partner only while pending; staff also after confirmation if not invoiced (stock comes back). */
export async function cancelOrder(db: Db, actor: Actor, id: number, reason: string | null = null) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, id);
    const isPartner = partnerOf(actor) !== null;
    const refusal = orderStateRefusal('cancel', order, isPartner ? 'partner' : 'staff');
    if (refusal) throw conflict(refusal);
    const { late } = await checkOrderWindow(tx, actor, order.branchId, order.deliveryDate);
    const lines = order.status === 'berhasil' ? await orderLines(tx, id) : [];
    // Goods the outlet already gave back cannot come back a second time with the order (counted
    // while the order still stands).
    const past = await loweredPastReturns(
      tx,
      order.branchId,
      order.deliveryDate,
      lines.map((l) => ({ productId: l.productId, size: l.notes, by: l.qty })),
    );
    if (past) throw conflict(t.returns.cancelAfterReturn(lines[past.index].title));
    const [moved] = await tx
      .update(transactionOrders)
      // A partner cancels its own order: a reason is for staff to tell the partner.
      .set({
        status: 'dibatalkan',
        cancelledAt: actor.now,
        cancelReason: isPartner ? null : reason,
        updatedAt: new Date(),
      })
      // Not once the outlet signed for it, also when the proof came in since the order was read
      // (the statement runs after the outlet's lock, which a proof holds until it commits).
      .where(
        and(
          eq(transactionOrders.id, id),
          eq(transactionOrders.status, order.status),
          // Nor once a month close has billed it since it was read.
          isNull(transactionOrders.invoiceId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(deliveryProofs)
              .where(eq(deliveryProofs.orderId, id)),
          ),
        ),
      )
      .returning({ id: transactionOrders.id });
    if (!moved) {
      const [proof] = await tx
        .select({ id: deliveryProofs.orderId })
        .from(deliveryProofs)
        .where(eq(deliveryProofs.orderId, id));
      const [billed] = await tx
        .select({ invoiceId: transactionOrders.invoiceId })
        .from(transactionOrders)
        .where(eq(transactionOrders.id, id));
      throw conflict(
        proof ? t.order.deliveredCannotCancel : billed?.invoiceId ? t.order.invoicedCannotCancel : t.order.cannotCancel,
      );
    }
    if (order.status === 'berhasil') {
      await applyStockChanges(
        tx,
        actor,
        lines.map((l) => ({ productId: l.productId, size: l.notes, qty: l.qty })),
        { kind: 'order_cancel', documentType: 'order', documentId: id, documentNumber: order.number },
      );
      for (const line of lines) await returnLineToLots(tx, { itemId: line.itemId, size: line.notes, qty: line.qty });
    }
    await recordAudit(tx, actor, 'cancel', 'order', id, {
      from: order.status,
      reason,
      ...(late ? { late: true } : {}),
    });
  });
}

/** Only cancelled orders are destroyed (owner). */
export async function destroyOrder(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, id);
    const refusal = orderStateRefusal('destroy', order, 'staff');
    if (refusal) throw conflict(refusal);
    await tx.delete(transactionOrders).where(eq(transactionOrders.id, id));
    await recordAudit(tx, actor, 'destroy', 'order', id, { number: order.number });
  });
}

/** After delivery: new quantities with a reason; stock moves by the difference; an unpaid invoice follows. */
export async function adjustOrder(db: Db, actor: Actor, id: number, input: z.output<typeof adjustmentBody>) {
  if (partnerOf(actor) !== null) throw forbidden();
  await db.transaction(async (tx) => {
    const order = await lockedForAdjustment(tx, actor, id);
    const refusal = orderStateRefusal('adjust', order, 'staff');
    if (refusal) throw conflict(refusal);
    const lines = await tx.select().from(transactionOrderItems).where(eq(transactionOrderItems.orderId, id));
    const changes: StockChange[] = [];
    const comingBack: { itemId: number; size: string | null; qty: number }[] = [];
    const goingOut: { itemId: number; productId: string; size: string | null; qty: number }[] = [];
    const errors: Record<string, string> = {};
    const matched = input.items.map((item) =>
      lines.find((l) => l.productId === item.productId && (item.notes === null || l.size === item.notes)),
    );
    matched.forEach((line, i) => {
      if (!line) errors[`items.${i}.productId`] = t.order.notOrderable(input.items[i].productId);
    });
    // Each line states the new quantity of one order line: a second one for the same line is refused,
    // or stock would move once per repeat (issue 11).
    for (const i of repeatedLineIndexes(matched, (line) => (line ? String(line.id) : null)))
      errors[`items.${i}.productId`] = t.errors.duplicateLine(matched[i]!.title);
    if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], errors);
    const newQty = new Map(matched.map((line, i) => [line!.id, input.items[i].qty]));
    const lowered = input.items.flatMap((item, i) =>
      item.qty < matched[i]!.qty
        ? [{ index: i, productId: matched[i]!.productId, size: matched[i]!.size, by: matched[i]!.qty - item.qty }]
        : [],
    );
    const past = await loweredPastReturns(tx, order.branchId, order.deliveryDate, lowered);
    if (past) {
      const { index } = lowered[past.index];
      const line = matched[index]!;
      const message =
        past.most > 0
          ? t.returns.lowerPastReturn(line.title, past.most, line.unit)
          : t.returns.noLowerPastReturn(line.title);
      throw invalid(message, { [`items.${index}.qty`]: message });
    }
    // Moved to a later day, the goods leave the days in between, which returns may have counted on.
    if (input.deliveryDate && input.deliveryDate > order.deliveryDate) {
      const moved = await loweredPastReturns(
        tx,
        order.branchId,
        order.deliveryDate,
        lines.map((l) => ({ productId: l.productId, size: l.size, by: l.qty, until: input.deliveryDate })),
      );
      if (moved) {
        const message = t.returns.moveAfterReturn(lines[moved.index].title);
        throw invalid(message, { deliveryDate: message });
      }
    }
    assertDocumentTotal(lines.map((l) => ({ qty: newQty.get(l.id) ?? l.qty, price: l.price })));
    for (const [i, item] of input.items.entries()) {
      const line = matched[i]!;
      if (item.qty === line.qty) continue;
      changes.push({ productId: line.productId, size: line.size, qty: line.qty - item.qty }); // returned goods come back, extra goes out
      if (item.qty < line.qty) comingBack.push({ itemId: line.id, size: line.size, qty: line.qty - item.qty });
      else goingOut.push({ itemId: line.id, productId: line.productId, size: line.size, qty: item.qty - line.qty });
      await tx.update(transactionOrderItems).set({ qty: item.qty }).where(eq(transactionOrderItems.id, line.id));
    }
    const [{ total }] = await tx
      .select({ total: sumOf(sql`${transactionOrderItems.qty} * ${transactionOrderItems.price}`) })
      .from(transactionOrderItems)
      .where(eq(transactionOrderItems.orderId, id));
    await tx
      .update(transactionOrders)
      .set({
        total: Number(total),
        adjustmentNotes: input.adjustmentNotes,
        adjustmentAuthorId: actor.userId,
        adjustmentCreatedAt: actor.now,
        deliveryDate: input.deliveryDate ?? order.deliveryDate,
        updatedAt: new Date(),
      })
      .where(eq(transactionOrders.id, id));
    await bringBackDamaged(tx, actor, { id, number: order.number, deliveryDate: order.deliveryDate }, goingOut);
    const taken = await applyStockChanges(tx, actor, changes, {
      kind: 'order_adjustment',
      documentType: 'order',
      documentId: id,
      documentNumber: order.number,
      notes: input.adjustmentNotes,
      // What goes out more is given as an order gives, the oldest lots first, good on the delivery
      // day: a correction after the day (a disputed shortfall) gives what was good then.
      asOf: input.deliveryDate ?? order.deliveryDate,
    });
    await recordOrderLots(tx, goingOut, taken);
    for (const back of comingBack) await returnLineToLots(tx, back);
    if (order.invoiceId !== null) {
      const invoice = await recomputeAudited(tx, actor, order.invoiceId, 'order-adjusted', { order: order.number });
      // Money already accepted is not made to vanish: an adjustment may not take the invoice below it.
      if (invoice) assertTotalCoversPaid(invoice.total, invoice.paidAmount, 'items');
    }
    await recordAudit(
      tx,
      actor,
      'adjust',
      'order',
      id,
      { notes: input.adjustmentNotes, changes },
      fieldChanges(order, { total: Number(total), deliveryDate: input.deliveryDate ?? order.deliveryDate }, [
        'total',
        'deliveryDate',
      ]),
    );
  });
}

/**
 * The order to adjust, read under its locks: the outlet's returns first (the order a cancellation
 * and a proof take them in), then the order's row, then its invoice. A month close that claims the
 * order, or a payment that settles its invoice, meanwhile is then seen, never written over.
 */
async function lockedForAdjustment(tx: Db, actor: Actor, id: number) {
  const { branchId } = await findOrder(tx, actor, id);
  await lockOutletReturns(tx, branchId);
  const [{ invoiceId }] = await tx
    .select({ invoiceId: transactionOrders.invoiceId })
    .from(transactionOrders)
    .where(eq(transactionOrders.id, id))
    .for('update');
  if (invoiceId !== null) await lockInvoice(tx, invoiceId);
  return findOrder(tx, actor, id);
}
