import { and, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import { env } from '../../env';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { invoices, paymentReminders } from '../db/schema/invoices';
import { branchGroups, outlets } from '../db/schema/outlets';
import { conflict, notFound } from '../errors';
import { listPage } from '../list';
import { reminderLevelDue, whatsappUrl } from '../rules/receivables';
import type { ReminderStatus } from '../schemas/receivables';
import { recordAudit } from './audit';
import { lockInvoice } from '../invoicing/recompute';
import { notifyPartner } from './notify';
import { ownOutletsOnly } from './outlet-scope';

const DEFAULT_LEVELS = [-3, 0, 3, 7, 14];

/**
 * The reminder job (DOMAIN 19): for each invoice still waiting for payment, the latest reminder
 * level reached today, once. An invoice whose proof was sent (Proses) or that is paid gets none.
 * Each reminder and the partner's notification are one transaction; the unique (invoice, level)
 * index makes two processes, or a rerun, create it once.
 */
export async function makeReminders(db: Db, now: Date) {
  const today = todayInWib(now);
  const levels = sql<
    number[]
  >`coalesce(${branchGroups.reminderLevels}, ${sql.raw(`'{${DEFAULT_LEVELS.join(',')}}'::integer[]`)})`;
  const candidates = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      dueDate: invoices.dueDate,
      partnerId: outlets.ownerId,
      levels,
      made: sql<number[]>`array(select r.level from ${paymentReminders} r where r.invoice_id = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId))
    .where(
      and(
        eq(invoices.status, 'belum_bayar'),
        sql`${invoices.total} > ${invoices.paidAmount}`,
        // Only invoices whose earliest level has come: the rest cannot need a reminder yet.
        sql`${invoices.dueDate} + (select min(l) from unnest(${levels}) l) <= ${today}::date`,
      ),
    );
  let created = 0;
  for (const inv of candidates) {
    const level = reminderLevelDue(inv.dueDate, today, inv.levels, inv.made);
    if (level === null) continue;
    await db.transaction(async (tx) => {
      // Read again under the invoice's lock: a payment accepted since the candidates were read
      // leaves nothing to remind of, and a part payment changes what is owed.
      const fresh = await lockInvoice(tx, inv.id);
      const remaining = fresh.total - fresh.paidAmount;
      if (fresh.status !== 'belum_bayar' || remaining <= 0) return;
      const [row] = await tx
        .insert(paymentReminders)
        .values({ invoiceId: inv.id, level, remindOn: sql`${inv.dueDate}::date + ${level}::int` })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.id });
      if (!row) return;
      created++;
      await notifyPartner(tx, inv.partnerId, {
        kind: 'reminder',
        message: t.receivables.reminderNotice(inv.number, remaining, inv.dueDate),
        link: `/transaction/${inv.id}`,
        entity: 'invoice',
        entityId: inv.id,
      });
    });
  }
  return { created };
}

/** A reminder's state as finance sees it: sent, not needed any more (paid or proof sent), or to send. */
const reminderStatus = sql<ReminderStatus>`case
  when ${paymentReminders.sentAt} is not null then 'terkirim'
  when ${invoices.status} <> 'belum_bayar' then 'selesai'
  else 'menunggu' end`;

const STATUS_FILTER: Record<ReminderStatus, SQL | undefined> = {
  terkirim: isNotNull(paymentReminders.sentAt),
  selesai: and(isNull(paymentReminders.sentAt), ne(invoices.status, 'belum_bayar')),
  menunggu: and(isNull(paymentReminders.sentAt), eq(invoices.status, 'belum_bayar')),
};

/** Where the partner opens its invoice: the link in the WhatsApp text. */
const invoiceLink = (invoiceId: number) => `${env().APP_URL.replace(/\/$/, '')}/merchant/transaction/${invoiceId}`;

/** GET /reminder: the queue, those to send first; a partner sees its own outlets' reminders. */
export async function listReminders(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number; status?: ReminderStatus },
) {
  const where = and(ownOutletsOnly(actor), query.status ? STATUS_FILTER[query.status] : undefined);
  const base = () =>
    db
      .select({ n: count() })
      .from(paymentReminders)
      .innerJoin(invoices, eq(invoices.id, paymentReminders.invoiceId))
      .innerJoin(outlets, eq(outlets.id, invoices.outletId))
      .where(where);
  return listPage(
    query,
    async () => (await base())[0].n,
    async (offset, limit) => {
      const rows = await db
        .select({
          id: paymentReminders.id,
          transactionId: invoices.id,
          number: invoices.number,
          outlet: outlets.title,
          outletPhone: outlets.phoneNumber,
          partnerId: outlets.ownerId,
          partner: users.name,
          partnerPhone: users.phoneNumber,
          level: paymentReminders.level,
          remindOn: paymentReminders.remindOn,
          dueDate: invoices.dueDate,
          remaining: sql<number>`${invoices.total} - ${invoices.paidAmount}`.mapWith(Number),
          status: reminderStatus,
          sentAt: paymentReminders.sentAt,
        })
        .from(paymentReminders)
        .innerJoin(invoices, eq(invoices.id, paymentReminders.invoiceId))
        .innerJoin(outlets, eq(outlets.id, invoices.outletId))
        .innerJoin(users, eq(users.id, outlets.ownerId))
        .where(where)
        .orderBy(sql`(${reminderStatus} = 'menunggu') desc`, desc(paymentReminders.remindOn), desc(paymentReminders.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ outletPhone, partnerPhone, ...row }) => {
        const message = t.receivables.reminderMessage({
          partner: row.partner,
          number: row.number,
          outlet: row.outlet,
          remaining: row.remaining,
          dueDate: row.dueDate,
          link: invoiceLink(row.transactionId),
        });
        return {
          ...row,
          statusLabel: t.receivables.reminderStatuses[row.status],
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
          // The partner's own number first; the outlet's when the partner has none.
          whatsappUrl: whatsappUrl(partnerPhone, message) ?? whatsappUrl(outletPhone, message),
          message,
        };
      });
    },
  );
}

/** POST /reminder/mark-sent/{id}: finance sent it (by WhatsApp); sending it again keeps the first time. */
export async function markReminderSent(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sentAt: paymentReminders.sentAt, invoiceId: invoices.id, status: invoices.status })
      .from(paymentReminders)
      .innerJoin(invoices, eq(invoices.id, paymentReminders.invoiceId))
      .where(eq(paymentReminders.id, id))
      .limit(1);
    if (!row) throw notFound(t.receivables.reminderNotFound);
    if (row.sentAt) return;
    if (row.status !== 'belum_bayar') throw conflict(t.receivables.reminderAlreadyPaid);
    await tx
      .update(paymentReminders)
      .set({ sentAt: actor.now, sentBy: actor.userId })
      .where(and(eq(paymentReminders.id, id), isNull(paymentReminders.sentAt)));
    await recordAudit(tx, actor, 'reminder-sent', 'invoice', row.invoiceId, { reminderId: id });
  });
}
