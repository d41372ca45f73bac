import { and, asc, eq, sql } from 'drizzle-orm';
import { todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { invoices } from '../db/schema/invoices';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { conflict, notFound } from '../errors';
import { recordAudit, type AuditActor } from './audit';
import { notifyPartner, notifyRoles, settleNotifications } from './notify';
import { rolesAllowed } from '../policy';
import { creditBreaches } from '../rules/credit';
import { partnerOf } from './outlet-scope';

export const CREDIT_MODES = ['peringatan', 'tahan'] as const;
export type CreditMode = (typeof CREDIT_MODES)[number];

export interface CreditBreach {
  mode: CreditMode;
  reason: string;
}

/**
 * What the partner owes now: unpaid invoices, confirmed orders not invoiced yet (together its
 * exposure, DOMAIN 19), and how many days its oldest unpaid invoice is past due. For the credit
 * check, also the orders still waiting to be confirmed for today on (a pending order of a day
 * gone by will not be), but `except`, the one being edited:
 * they become exposure at confirmation, which does not check again, so several small orders
 * could otherwise pass one by one where one large order is held.
 */
async function standing(db: Db, partnerId: number, today: string, except: number) {
  const [row] = await db
    .select({
      invoiced: sql<string>`coalesce((select sum(i.total - i.paid_amount) from ${invoices} i join ${outlets} o on o.id = i.outlet_id
        where o.owner_id = ${partnerId} and i.status <> 'lunas'), 0)`,
      uninvoiced: sql<string>`coalesce((select sum(x.total) from ${transactionOrders} x join ${outlets} o on o.id = x.outlet_id
        where o.owner_id = ${partnerId} and x.status = 'berhasil' and x.invoice_id is null), 0)`,
      waiting: sql<string>`coalesce((select sum(x.total) from ${transactionOrders} x join ${outlets} o on o.id = x.outlet_id
        where o.owner_id = ${partnerId} and x.status = 'pending' and x.invoice_id is null and x.id <> ${except}
          and x.delivery_date >= ${today}::date), 0)`,
      // Late is what is still owed past its due date: an invoice of Rp0, or one paid in full whose
      // status waits for finance, holds nothing.
      oldestLate: sql<
        number | null
      >`(select max(${today}::date - i.due_date) from ${invoices} i join ${outlets} o on o.id = i.outlet_id
        where o.owner_id = ${partnerId} and i.status <> 'lunas' and i.total > i.paid_amount)`,
    })
    .from(users)
    .where(eq(users.id, partnerId));
  return {
    exposure: Number(row?.invoiced ?? 0) + Number(row?.uninvoiced ?? 0) + Number(row?.waiting ?? 0),
    oldestLate: Math.max(0, Number(row?.oldestLate ?? 0)),
  };
}

/**
 * The partner's credit rules against an order of `adding` rupiah (DOMAIN 19): what it owes and has
 * ordered with this order above its limit, or an invoice later than it is allowed. Null when no
 * rule is set or none is broken. Every order path (new, edited, reordered, standing, change
 * request) asks this; `editing` is the order being replaced, whose old total no longer counts.
 * The partner's orders are checked one at a time: two placed at once both count the other.
 */
export async function creditBreach(
  db: Db,
  partnerId: number,
  now: Date,
  adding: number,
  editing = 0,
): Promise<CreditBreach | null> {
  const [partner] = await db
    .select({ limit: users.creditLimit, overdueDays: users.creditOverdueDays, mode: users.creditMode })
    .from(users)
    .where(eq(users.id, partnerId))
    .limit(1);
  if (!partner || (partner.limit === null && partner.overdueDays === null)) return null;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('credit'), ${partnerId})`);
  const { exposure, oldestLate } = await standing(db, partnerId, todayInWib(now), editing);
  const reasons = creditBreaches(
    { creditLimit: partner.limit, creditOverdueDays: partner.overdueDays },
    { exposure: exposure + adding, oldestOverdueDays: oldestLate },
  );
  if (reasons.length === 0) return null;
  return { mode: partner.mode === 'tahan' ? 'tahan' : 'peringatan', reason: reasons.join(' ') };
}

/** Tells the partner an order was held, in the transaction that held it. */
export async function notifyHeld(
  db: Db,
  partnerId: number,
  order: { id: number; number: string; outlet: string },
  reason: string,
) {
  const about = { kind: 'order_held', link: `/order/detail/${order.id}`, entity: 'order', entityId: order.id } as const;
  await notifyPartner(db, partnerId, { ...about, message: t.credit.heldNotice(order.number, reason) });
  // Those who may release it are told too (DOMAIN 19: the bell tells of held orders).
  await notifyRoles(db, rolesAllowed('POST /transaction/order/release/{id}'), {
    ...about,
    message: t.credit.heldStaffNotice(order.number, order.outlet, reason),
  });
}

async function release(
  db: Db,
  actor: AuditActor,
  order: { id: number; number: string; ownerId: number },
  reason: string,
) {
  const moved = await db
    .update(transactionOrders)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(transactionOrders.id, order.id), eq(transactionOrders.status, 'ditahan')))
    .returning({ id: transactionOrders.id });
  // Released meanwhile (another payment, or finance by hand): nothing to record twice.
  if (moved.length === 0) return;
  await recordAudit(db, actor, 'release', 'order', order.id, { reason }, [
    { field: 'status', old: 'ditahan', new: 'pending' },
  ]);
  await settleNotifications(db, { kind: 'order_held', entity: 'order', entityId: order.id }, actor.now);
  await notifyPartner(db, order.ownerId, {
    kind: 'order_released',
    message: t.credit.releasedNotice(order.number),
    link: `/order/detail/${order.id}`,
    entity: 'order',
    entityId: order.id,
  });
}

/** POST /transaction/order/release/{id}: the owner or finance lets a held order through, with a reason. */
export async function releaseOrder(db: Db, actor: Actor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: transactionOrders.id,
        number: transactionOrders.number,
        status: transactionOrders.status,
        ownerId: outlets.ownerId,
      })
      .from(transactionOrders)
      .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
      .where(eq(transactionOrders.id, id))
      .for('update')
      .limit(1);
    if (!order || partnerOf(actor) !== null) throw notFound(t.order.notFound);
    if (order.status !== 'ditahan') throw conflict(t.credit.notHeld);
    await release(tx, actor, order, reason);
  });
}

/**
 * After a payment: the partner's held orders, oldest delivery first, each released while the
 * partner stays within its rules with it. Runs in the payment's transaction (accept-payment,
 * Midtrans settlement), so the release and the payment commit together.
 */
export async function releaseHeldAfterPayment(db: Db, actor: AuditActor, partnerId: number) {
  const held = await db
    .select({ id: transactionOrders.id, number: transactionOrders.number, total: transactionOrders.total })
    .from(transactionOrders)
    .innerJoin(outlets, eq(outlets.id, transactionOrders.outletId))
    .where(and(eq(outlets.ownerId, partnerId), eq(transactionOrders.status, 'ditahan')))
    .orderBy(asc(transactionOrders.deliveryDate), asc(transactionOrders.id));
  let released = 0;
  // Each released order waits for confirmation, so the check of the next one counts it.
  for (const order of held) {
    if (await creditBreach(db, partnerId, actor.now, order.total)) break;
    await release(db, actor, { ...order, ownerId: partnerId }, t.credit.releasedByPayment);
    released++;
  }
  return released;
}

/** The partner an invoice belongs to. */
export async function partnerOfInvoice(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ ownerId: outlets.ownerId })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(eq(invoices.id, invoiceId));
  return row.ownerId;
}
