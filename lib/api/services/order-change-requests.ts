import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { t } from '../../i18n/id';
import { longDate } from '../../i18n/id/dates';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { orderChangeRequests, transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { ApiError, conflict, invalid, notFound } from '../errors';
import { listPage } from '../list';
import { deadlinePassed } from '../rules/order-deadline';
import type {
  ChangeRequestItem,
  changeRequestBody,
  changeRequestListQuery,
  changeRequestRejectBody,
} from '../schemas/order-window';
import { recordAudit } from './audit';
import { rolesAllowed } from '../policy';
import { notifyPartner, notifyRoles, settleNotifications } from './notify';
import { findOrder } from './order-queries';
import { outletCutoff } from './order-window';
import { cancelOrder, checkDeliveryDate, checkOrderLines, orderCatalogue, saveOrder } from './orders';
import { chosenOutlet, ownOutletsOnly, countWithOutlet } from './outlet-scope';
import { productTitles } from './product-queries';

/** Who decides a request, and is told of a new one (DOMAIN 17): the policy's deciders. */
const DECIDERS = rolesAllowed('POST /order-change-request/approve/{id}');

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const columns = {
  id: orderChangeRequests.id,
  status: orderChangeRequests.status,
  branchId: orderChangeRequests.outletId,
  outlet: outlets.title,
  ownerId: outlets.ownerId,
  transactionOrderId: orderChangeRequests.orderId,
  orderNumber: transactionOrders.number,
  deliveryDate: orderChangeRequests.deliveryDate,
  items: orderChangeRequests.items,
  reason: orderChangeRequests.reason,
  requestedBy: requester.name,
  decidedBy: decider.name,
  decidedAt: orderChangeRequests.decidedAt,
  decisionReason: orderChangeRequests.decisionReason,
  resultOrderId: orderChangeRequests.resultOrderId,
  createdAt: orderChangeRequests.createdAt,
};

function query(db: Db) {
  return db
    .select(columns)
    .from(orderChangeRequests)
    .innerJoin(outlets, eq(outlets.id, orderChangeRequests.outletId))
    .leftJoin(transactionOrders, eq(transactionOrders.id, orderChangeRequests.orderId))
    .leftJoin(requester, eq(requester.id, orderChangeRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, orderChangeRequests.decidedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

/** Rows as the API answers them, with each line's product title. */
async function present(db: Db, rows: Row[]): Promise<ChangeRequestItem[]> {
  const titles = await productTitles(
    db,
    rows.flatMap((r) => r.items.map((i) => i.productId)),
  );
  return rows.map(({ ownerId: _owner, ...r }) => ({
    ...r,
    status: r.status as ChangeRequestItem['status'],
    statusLabel: t.changeRequest.status[r.status] ?? r.status,
    items: r.items.map((i) => ({ ...i, title: titles.get(i.productId) ?? i.productId })),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listChangeRequests(db: Db, actor: Actor, q: z.output<typeof changeRequestListQuery>) {
  const where = and(
    ownOutletsOnly(actor),
    q.status ? eq(orderChangeRequests.status, q.status) : undefined,
    q.deliveryDate ? eq(orderChangeRequests.deliveryDate, q.deliveryDate) : undefined,
  );
  return listPage(
    q,
    () => countWithOutlet(db, orderChangeRequests, where),
    async (offset, limit) =>
      present(
        db,
        await query(db)
          .where(where)
          .orderBy(desc(orderChangeRequests.createdAt), desc(orderChangeRequests.id))
          .limit(limit)
          .offset(offset),
      ),
    {},
  );
}

async function findRequest(db: Db, actor: Actor, id: number) {
  const [row] = await query(db)
    .where(and(eq(orderChangeRequests.id, id), ownOutletsOnly(actor)))
    .limit(1);
  if (!row) throw notFound(t.changeRequest.notFound);
  return row;
}

export async function showChangeRequest(db: Db, actor: Actor, id: number) {
  return (await present(db, [await findRequest(db, actor, id)]))[0];
}

/** A request whose every line is 0: after the deadline, the partner's way to cancel its order. */
const isCancelRequest = (items: readonly { qty: number }[]) => items.every((i) => i.qty === 0);

/** The partner asks, only once the deadline has passed (before it, the order is changed directly). */
export async function storeChangeRequest(db: Db, actor: Actor, input: z.output<typeof changeRequestBody>) {
  return db.transaction(async (tx) => {
    const outlet = await chosenOutlet(tx, actor, input.branchId);
    if (input.transactionOrderId) {
      const order = await findOrder(tx, actor, input.transactionOrderId);
      if (order.branchId !== outlet.id || order.deliveryDate !== input.deliveryDate)
        throw invalid(t.changeRequest.orderMismatch, { transactionOrderId: t.changeRequest.orderMismatch });
      if (order.status !== 'pending') throw conflict(t.order.onlyPending);
    }
    if (!deadlinePassed(input.deliveryDate, await outletCutoff(tx, outlet.id), actor.now))
      throw invalid(t.changeRequest.notYetLate, { deliveryDate: t.changeRequest.notYetLate });
    // The lines are checked as an order's now (orderable, size, minimum), so the partner fixes a
    // missing size here instead of staff finding a request that can never apply. Every line at 0
    // on an existing order asks to cancel it.
    if (!(input.transactionOrderId && isCancelRequest(input.items))) {
      checkOrderLines(await orderCatalogue(tx, outlet.branchGroupId), input.items);
      // What approval would refuse anyway (a past or closed date, an inactive outlet) is refused
      // now, to the partner, instead of reaching every decider as a request that cannot apply.
      if (!outlet.isActive) throw invalid(t.order.outletInactive, { branchId: t.order.outletInactive });
      await checkDeliveryDate(tx, input.deliveryDate, actor.now);
    }
    const [row] = await tx
      .insert(orderChangeRequests)
      .values({
        outletId: outlet.id,
        orderId: input.transactionOrderId ?? null,
        deliveryDate: input.deliveryDate,
        items: input.items,
        reason: input.reason,
        requestedBy: actor.userId,
        createdAt: actor.now,
      })
      .returning({ id: orderChangeRequests.id });
    await recordAudit(tx, actor, 'create', 'order_change_request', row.id, {
      orderId: input.transactionOrderId ?? null,
      deliveryDate: input.deliveryDate,
      lines: input.items.length,
    });
    await notifyRoles(tx, DECIDERS, {
      kind: 'change_request',
      message: t.changeRequest.notifyStaff(outlet.title, longDate(input.deliveryDate)),
      link: '/order/change-requests',
      entity: 'order_change_request',
      entityId: row.id,
    });
    return row.id;
  });
}

async function openRequest(tx: Db, actor: Actor, id: number) {
  const request = await findRequest(tx, actor, id);
  // Locks the row: two deciders at once decide it once.
  const [locked] = await tx
    .select({ status: orderChangeRequests.status })
    .from(orderChangeRequests)
    .where(eq(orderChangeRequests.id, id))
    .for('update');
  if (locked.status !== 'menunggu') throw conflict(t.changeRequest.alreadyDecided);
  return request;
}

/**
 * Applies the request as the decider's own change of the order (or a new order), with every order
 * rule checked again; a rule that now fails answers 422 with its message and the request stays open.
 */
export async function approveChangeRequest(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const request = await openRequest(tx, actor, id);
    const existing = request.transactionOrderId ? await findOrder(tx, actor, request.transactionOrderId) : null;
    // The order's own driver column (null: its route's driver), so approving does not pin a route's driver.
    const [own] = existing
      ? await tx
          .select({ driverId: transactionOrders.driverId })
          .from(transactionOrders)
          .where(eq(transactionOrders.id, existing.transactionOrderId))
      : [];
    let result: { transactionOrderId: number };
    try {
      if (existing && isCancelRequest(request.items)) {
        // Cancelled as the decider's own cancellation, with the partner's reason for the record.
        await cancelOrder(tx, actor, existing.transactionOrderId, request.reason);
        result = { transactionOrderId: existing.transactionOrderId };
      } else
        result = await saveOrder(
          tx,
          actor,
          {
            branchId: request.branchId,
            deliveryDate: request.deliveryDate,
            driver: own?.driverId ?? undefined,
            notes: existing?.notes ?? null,
            items: request.items.map((i) => ({ productId: i.productId, qty: i.qty, notes: i.notes ?? '' })),
          },
          existing?.transactionOrderId,
        );
    } catch (err) {
      // A conflict (the order moved on) is still the partner's request that cannot apply as it is.
      if (err instanceof ApiError && err.status === 409) throw invalid(err.message);
      throw err;
    }
    await tx
      .update(orderChangeRequests)
      .set({
        status: 'disetujui',
        decidedBy: actor.userId,
        decidedAt: actor.now,
        resultOrderId: result.transactionOrderId,
      })
      .where(eq(orderChangeRequests.id, id));
    await recordAudit(tx, actor, 'approve', 'order_change_request', id, { orderId: result.transactionOrderId });
    await settleNotifications(tx, { kind: 'change_request', entity: 'order_change_request', entityId: id }, actor.now);
    await notifyPartner(tx, request.ownerId, {
      kind: 'change_request',
      message: t.changeRequest.notifyApproved(longDate(request.deliveryDate)),
      link: `/order/detail/${result.transactionOrderId}`,
      entity: 'order_change_request',
      entityId: id,
    });
    return result.transactionOrderId;
  });
}

export async function rejectChangeRequest(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof changeRequestRejectBody>,
) {
  await db.transaction(async (tx) => {
    const request = await openRequest(tx, actor, id);
    await tx
      .update(orderChangeRequests)
      .set({ status: 'ditolak', decidedBy: actor.userId, decidedAt: actor.now, decisionReason: input.reason })
      .where(eq(orderChangeRequests.id, id));
    await recordAudit(tx, actor, 'reject', 'order_change_request', id, { reason: input.reason });
    await settleNotifications(tx, { kind: 'change_request', entity: 'order_change_request', entityId: id }, actor.now);
    await notifyPartner(tx, request.ownerId, {
      kind: 'change_request',
      message: t.changeRequest.notifyRejected(longDate(request.deliveryDate), input.reason),
      link: request.transactionOrderId ? `/order/detail/${request.transactionOrderId}` : '/order',
      entity: 'order_change_request',
      entityId: id,
    });
  });
}
