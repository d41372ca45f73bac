import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { attachableFile } from './file-usage';
import { outlets } from '../db/schema/outlets';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { deliveryDisputes, deliveryProofs } from '../db/schema/routes';
import { ApiError, conflict, invalid, notFound } from '../errors';
import { lockOutletReturns } from './return-coverage';
import { listPage } from '../list';
import type { deliveryConfirmBody, disputeBody, disputeListQuery, resolveDisputeBody } from '../schemas/route';
import { recordAudit } from './audit';
import { writeOffDamaged } from './damaged-goods';
import { objectionEnds } from './delivery-proof-queries';
import { notifyPartner, notifyRoles, settleNotifications } from './notify';
import { findOrder } from './order-queries';
import { adjustOrder } from './orders';
import { labelled } from '../../labelled';
import { longDate } from '../../i18n/id/dates';
import { startOfWibDay, todayInWib } from '../../i18n/format';

type ConfirmInput = z.output<typeof deliveryConfirmBody>;

/** When the drop happened: the phone's time, not before its delivery day began (WIB) nor after now. */
function recordedWithin(recordedAt: string | null | undefined, deliveryDate: string, now: Date): Date {
  if (!recordedAt) return now;
  const dayStart = startOfWibDay(deliveryDate).getTime();
  return new Date(Math.min(now.getTime(), Math.max(dayStart, new Date(recordedAt).getTime())));
}

/** The photo's folder when it is a file the caller uploaded and no other record shows (issue 11). */
async function ownPhotoPath(tx: Db, actor: Actor, filename: string, orderId: number) {
  if (!filename) return null;
  return (await attachableFile(tx, actor, filename, { entity: 'delivery', id: orderId }))?.path ?? null;
}

/**
 * POST /delivery/confirm/{id}: the driver proves a drop. Lines not listed were delivered in full;
 * a shortfall needs a reason and becomes an adjustment authored by the driver (stock comes back,
 * an unpaid invoice is recomputed: DOMAIN 8), all in one transaction with the proof. The same
 * clientKey again answers the first result and changes nothing, so the phone may retry freely.
 */
export async function confirmDelivery(db: Db, actor: Actor, orderId: number, input: ConfirmInput) {
  return db.transaction(async (tx) => {
    const { branchId } = await findOrder(tx, actor, orderId);
    // The outlet's returns lock before the order's row, in the order a cancellation takes them: a
    // shortfall is checked against the outlet's returns (adjustOrder), and the two never deadlock.
    await lockOutletReturns(tx, branchId);
    // Serialise confirmations of this order: a retry racing its first attempt waits, then sees it.
    await tx
      .select({ id: transactionOrders.id })
      .from(transactionOrders)
      .where(eq(transactionOrders.id, orderId))
      .for('update');
    // Read again under the lock: a cancellation, a new driver or date that committed meanwhile counts.
    const order = await findOrder(tx, actor, orderId);
    const { status } = order;
    const [existing] = await tx.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, orderId)).limit(1);
    if (existing) {
      if (existing.clientKey === input.clientKey) return { repeated: true };
      throw conflict(t.dispatch.proof.alreadyDelivered);
    }
    const [keyElsewhere] = await tx
      .select({ orderId: deliveryProofs.orderId })
      .from(deliveryProofs)
      .where(eq(deliveryProofs.clientKey, input.clientKey))
      .limit(1);
    if (keyElsewhere) throw conflict(t.dispatch.proof.keyUsed);
    if (status === 'dibatalkan') throw conflict(t.dispatch.proof.cancelled);
    if (status !== 'berhasil') throw conflict(t.dispatch.proof.notConfirmed);
    // A drop is proven on its day: a proof ahead of it would end the partner's 24 hours to object
    // before the goods arrive, and move stock for a shortfall not yet known.
    if (order.deliveryDate > todayInWib(actor.now))
      throw conflict(t.dispatch.proof.notYetItsDay(longDate(order.deliveryDate)));
    // A driver proves their own drops (or ones without a driver); staff move an order first.
    // Its own code: the phone keeps such a proof (the goods were delivered) until staff move the order.
    if (order.driverId !== null && order.driverId !== actor.userId)
      throw new ApiError(409, t.dispatch.proof.otherDriver(order.driver ?? ''), 'other_driver');

    const items = await tx.select().from(transactionOrderItems).where(eq(transactionOrderItems.orderId, orderId));
    const byId = new Map(items.map((i) => [i.id, i]));
    const given = new Map<number, ConfirmInput['lines'][number]>();
    const errors: Record<string, string> = {};
    input.lines.forEach((line, i) => {
      const item = byId.get(line.itemId);
      if (!item) errors[`lines.${i}.itemId`] = t.dispatch.proof.unknownLine(line.itemId);
      else if (given.has(line.itemId)) errors[`lines.${i}.itemId`] = t.dispatch.proof.lineTwice;
      else if (line.deliveredQty > item.qty) errors[`lines.${i}.deliveredQty`] = t.dispatch.proof.overOrdered(item.qty);
      else if (line.deliveredQty < item.qty && !line.reason)
        errors[`lines.${i}.reason`] = t.dispatch.proof.reasonRequired;
      given.set(line.itemId, line);
    });
    const photoPath = await ownPhotoPath(tx, actor, input.photo, orderId);
    if (photoPath === null) errors.photo = input.photo ? t.dispatch.proof.photoNotOwn : t.dispatch.proof.photoRequired;
    if (Object.keys(errors).length || photoPath === null) throw invalid(Object.values(errors)[0], errors);

    const lines = items
      .filter((item) => item.qty > 0)
      .map((item) => {
        const line = given.get(item.id);
        const deliveredQty = line?.deliveredQty ?? item.qty;
        return { item, deliveredQty, reason: deliveredQty < item.qty ? (line?.reason ?? null) : null };
      });
    const short = lines.filter((l) => l.deliveredQty < l.item.qty);
    if (short.length) {
      const described = short
        .map((l) =>
          t.dispatch.proof.shortLine(
            l.item.title,
            l.item.qty - l.deliveredQty,
            l.item.unit,
            t.dispatch.proof.reasons[l.reason as keyof typeof t.dispatch.proof.reasons],
          ),
        )
        .join('; ');
      await adjustOrder(tx, actor, orderId, {
        adjustmentNotes: t.dispatch.proof.adjustmentNote(input.recipientName, described).slice(0, 500),
        items: short.map((l) => ({ productId: l.item.productId, notes: l.item.size, qty: l.deliveredQty })),
      }).catch((refusal: unknown) => {
        throw onProofLines(refusal, (i) => input.lines.findIndex((line) => line.itemId === short[i].item.id));
      });
      await writeOffDamaged(
        tx,
        actor,
        { id: orderId, number: order.number, deliveryDate: order.deliveryDate },
        short
          .filter((l) => l.reason === 'rusak')
          .map((l) => ({ productId: l.item.productId, size: l.item.size, qty: l.deliveredQty - l.item.qty })),
      );
    }
    await tx.insert(deliveryProofs).values({
      orderId,
      clientKey: input.clientKey,
      recipientName: input.recipientName,
      photo: input.photo,
      photoPath,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      lines: lines.map((l) => ({ itemId: l.item.id, qty: l.item.qty, deliveredQty: l.deliveredQty, reason: l.reason })),
      deliveredBy: actor.userId,
      deliveredAt: recordedWithin(input.recordedAt, order.deliveryDate, actor.now),
      receivedAt: actor.now,
    });
    await recordAudit(tx, actor, 'deliver', 'order', orderId, {
      recipientName: input.recipientName,
      shortLines: short.length,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
    });
    const [outlet] = await tx
      .select({ ownerId: outlets.ownerId })
      .from(outlets)
      .where(eq(outlets.id, order.branchId))
      .limit(1);
    if (outlet?.ownerId)
      await notifyPartner(tx, outlet.ownerId, {
        kind: 'delivered',
        message: t.dispatch.proof.notifyDelivered(order.number, input.recipientName),
        link: `/order/detail/${orderId}`,
        entity: 'order',
        entityId: orderId,
      });
    return { repeated: false };
  });
}

/** POST /delivery/dispute/{id}: the partner objects within 24 hours of the delivery; staff are told. */
export async function disputeDelivery(db: Db, actor: Actor, orderId: number, input: z.output<typeof disputeBody>) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, orderId); // another partner's order: 404
    const [proof] = await tx
      .select({ deliveredAt: deliveryProofs.deliveredAt, receivedAt: deliveryProofs.receivedAt })
      .from(deliveryProofs)
      .where(eq(deliveryProofs.orderId, orderId))
      .limit(1);
    if (!proof) throw conflict(t.dispatch.dispute.notDelivered);
    if (actor.now.getTime() > objectionEnds(proof))
      throw invalid(t.dispatch.dispute.windowPassed, { notes: t.dispatch.dispute.windowPassed });
    const inserted = await tx
      .insert(deliveryDisputes)
      .values({ orderId, notes: input.notes, createdBy: actor.userId, createdAt: actor.now })
      .onConflictDoNothing()
      .returning({ id: deliveryDisputes.id });
    if (inserted.length === 0) throw conflict(t.dispatch.dispute.alreadyOpen);
    await recordAudit(tx, actor, 'dispute', 'order', orderId, { notes: input.notes });
    await notifyRoles(tx, ['owner', 'admin'], {
      kind: 'dispute',
      message: t.dispatch.dispute.notifyStaff(order.number, order.outlet),
      link: `/order/detail/${orderId}`,
      entity: 'order',
      entityId: orderId,
    });
  });
}

/** GET /delivery/dispute: staff's list of disputes, open ones first by default. */
export async function listDisputes(db: Db, query: z.output<typeof disputeListQuery>) {
  const where = query.status ? eq(deliveryDisputes.status, query.status) : undefined;
  return listPage(
    query,
    async () => await db.$count(deliveryDisputes, where),
    async (offset, limit) => {
      const rows = await db
        .select({
          disputeId: deliveryDisputes.id,
          transactionOrderId: transactionOrders.id,
          number: transactionOrders.number,
          outlet: outlets.title,
          deliveryDate: transactionOrders.deliveryDate,
          notes: deliveryDisputes.notes,
          createdBy: users.name,
          createdAt: deliveryDisputes.createdAt,
          status: deliveryDisputes.status,
          resolution: deliveryDisputes.resolution,
          resolvedAt: deliveryDisputes.resolvedAt,
        })
        .from(deliveryDisputes)
        .innerJoin(transactionOrders, eq(transactionOrders.id, deliveryDisputes.orderId))
        .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
        .leftJoin(users, eq(users.id, deliveryDisputes.createdBy))
        .where(where)
        .orderBy(desc(deliveryDisputes.createdAt), desc(deliveryDisputes.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        ...r,
        status: r.status as 'open' | 'resolved',
        createdAt: r.createdAt.toISOString(),
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      }));
    },
    { status: labelled(['open', 'resolved'] as const, t.dispatch.dispute.statuses) },
  );
}

/**
 * POST /delivery/dispute/resolve/{disputeId}: staff close a dispute with a note, after any
 * adjustment it needed (made on the order as usual); the partner is told.
 */
export async function resolveDispute(
  db: Db,
  actor: Actor,
  disputeId: number,
  input: z.output<typeof resolveDisputeBody>,
) {
  await db.transaction(async (tx) => {
    const [dispute] = await tx
      .select({ orderId: deliveryDisputes.orderId, status: deliveryDisputes.status })
      .from(deliveryDisputes)
      .where(eq(deliveryDisputes.id, disputeId))
      .limit(1);
    if (!dispute) throw notFound();
    const [moved] = await tx
      .update(deliveryDisputes)
      .set({ status: 'resolved', resolution: input.resolution, resolvedBy: actor.userId, resolvedAt: actor.now })
      .where(and(eq(deliveryDisputes.id, disputeId), eq(deliveryDisputes.status, 'open')))
      .returning({ id: deliveryDisputes.id });
    if (!moved) throw conflict(t.dispatch.dispute.notOpen);
    await recordAudit(tx, actor, 'resolve-dispute', 'order', dispute.orderId, {
      disputeId,
      resolution: input.resolution,
    });
    const [order] = await tx
      .select({ number: transactionOrders.number, ownerId: outlets.ownerId })
      .from(transactionOrders)
      .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
      .where(eq(transactionOrders.id, dispute.orderId));
    await settleNotifications(tx, { kind: 'dispute', entity: 'order', entityId: dispute.orderId }, actor.now);
    if (order?.ownerId)
      await notifyPartner(tx, order.ownerId, {
        kind: 'dispute_resolved',
        message: t.dispatch.dispute.notifyPartner(order.number),
        link: `/order/detail/${dispute.orderId}`,
        entity: 'order',
        entityId: dispute.orderId,
      });
  });
}

/**
 * A refusal of the adjustment a shortfall makes names the adjustment's lines (`items.N.qty`, N
 * counting the short lines only); the driver's form knows the proof's lines. Renamed to
 * `lines.M.deliveredQty`, the message shows under the quantity the driver typed.
 */
function onProofLines(refusal: unknown, proofLineOf: (shortIndex: number) => number): unknown {
  if (!(refusal instanceof ApiError) || refusal.status !== 422 || typeof refusal.error !== 'object' || !refusal.error)
    return refusal;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(refusal.error)) {
    const short = /^items\.(\d+)\.qty$/.exec(key);
    const at = short ? proofLineOf(Number(short[1])) : -1;
    errors[at >= 0 ? `lines.${at}.deliveredQty` : key] = message;
  }
  return new ApiError(422, refusal.message, errors);
}
