import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { t } from '../../i18n/id';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { auditLog } from '../db/schema/audit';
import { invoicePayments, invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { invalid, notFound } from '../errors';
import { isoDateField } from '../schemas/common';
import { partnerOf } from './outlet-scope';

const ts = t.statement;

export interface StatementEntry {
  date: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}

export interface Statement {
  partner: { id: number; name: string };
  from: string;
  to: string;
  opening: number;
  entries: StatementEntry[];
  closing: number;
}

const wibDay = (column: unknown) => sql<string>`to_char((${column} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD')`;

/** The statement's range: both dates, "from" not after "to", at most 366 days. */
export function parseStatementRange(from: string | undefined, to: string | undefined) {
  if (!from || !to) throw invalid(ts.rangeRequired, { from: ts.rangeRequired });
  const ok = isoDateField.safeParse(from).success && isoDateField.safeParse(to).success;
  const days = ok ? differenceInCalendarDays(parseISO(to), parseISO(from)) : -1;
  if (!ok || days < 0 || days > 365) throw invalid(ts.rangeInvalid, { from: ts.rangeInvalid });
  return { from, to };
}

/**
 * A partner's statement (kartu piutang, DOMAIN 19): the balance owed before `from`, each invoice
 * issued (a debit) and each accepted payment, whole or part (a credit), in the range by date, and the
 * balance after `to`, which is what was unpaid that day. Return credits are inside the invoices'
 * totals. A partner (or its staff) gets its own, whatever `partnerId` says.
 */
export async function loadStatement(
  db: Db,
  actor: Actor,
  query: { partnerId?: number; from?: string; to?: string },
): Promise<Statement> {
  const { from, to } = parseStatementRange(query.from, query.to);
  const partnerId = partnerOf(actor) ?? query.partnerId;
  if (!partnerId) throw invalid(ts.partnerRequired, { partnerId: ts.partnerRequired });
  const [partner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, partnerId), eq(users.roleId, ROLE_IDS.merchant)))
    .limit(1);
  if (!partner) throw notFound(ts.notFound);

  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      outlet: outlets.title,
      total: invoices.total,
      issued: wibDay(invoices.createdAt),
    })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(and(eq(outlets.ownerId, partner.id), sql`${wibDay(invoices.createdAt)} <= ${to}`))
    .orderBy(invoices.createdAt, invoices.id);
  const changes = await totalChanges(
    db,
    rows.map((r) => r.id),
  );
  // Each accepted payment, on the day finance (or Midtrans) accepted it: part payments one by one,
  // and an online one Midtrans took back later (it counted until then; its reversal is a debit).
  const payments = await db
    .select({
      number: invoices.number,
      amount: invoicePayments.amount,
      method: invoicePayments.method,
      accepted: wibDay(invoicePayments.decidedAt),
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(
      and(
        eq(outlets.ownerId, partner.id),
        or(
          eq(invoicePayments.status, 'diterima'),
          and(eq(invoicePayments.method, 'midtrans'), eq(invoicePayments.status, 'ditolak')),
        ),
        sql`${wibDay(invoicePayments.decidedAt)} <= ${to}`,
      ),
    )
    .orderBy(invoicePayments.decidedAt, invoicePayments.id);

  let opening = 0;
  const moves: Omit<StatementEntry, 'balance'>[] = [];
  const book = (move: Omit<StatementEntry, 'balance'>) => {
    if (move.date < from) opening += move.debit - move.credit;
    else if (move.date <= to) moves.push(move);
  };
  for (const r of rows) {
    // What the invoice said when issued: today's total less every change recorded since. An
    // invoice from before changes were recorded (no rows) is its total on its issue day.
    const later = changes.filter((c) => c.invoiceId === r.id);
    const issued = r.total - later.reduce((sum, c) => sum + c.delta, 0);
    book({ date: r.issued, description: ts.invoice(r.number, r.outlet), debit: issued, credit: 0 });
    for (const c of later) {
      const description = ts.invoiceChange(r.number, ts.invoiceChanges[c.action] ?? c.action);
      book({ date: c.day, description, debit: Math.max(0, c.delta), credit: Math.max(0, -c.delta) });
    }
  }
  for (const reversal of await reversals(
    db,
    rows.map((r) => r.id),
  )) {
    const number = rows.find((r) => r.id === reversal.invoiceId)!.number;
    book({ date: reversal.day, description: ts.paymentReversed(number), debit: reversal.amount, credit: 0 });
  }
  for (const p of payments) {
    const method = t.invoice.paymentMethods[p.method] ?? p.method;
    book({ date: p.accepted, description: ts.payment(p.number, method), debit: 0, credit: p.amount });
  }
  // By date; on one day the invoices before the payments.
  moves.sort((a, b) => a.date.localeCompare(b.date) || b.debit - a.debit);
  let balance = opening;
  const entries = moves.map((m) => ({ ...m, balance: (balance += m.debit - m.credit) }));
  return { partner, from, to, opening, entries, closing: balance };
}

/** The audit rows of these invoices with one of `actions`, each with its WIB day, in the order written. */
async function invoiceHistory(db: Db, invoiceIds: number[], actions: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: sql<number>`${auditLog.entityId}::int`,
      action: auditLog.action,
      changes: auditLog.changes,
      diff: auditLog.diff,
      day: wibDay(auditLog.createdAt),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'invoice'),
        inArray(
          auditLog.entityId,
          invoiceIds.map((id) => String(id)),
        ),
        inArray(auditLog.action, [...actions]),
      ),
    )
    .orderBy(auditLog.createdAt, auditLog.id);
}

/** The audit actions that change an invoice's total after it is issued (each records old and new). */
export const TOTAL_CHANGE_ACTIONS = ['extend', 'adjust', 'return-credit', 'order-adjusted'] as const;
/** An online payment Midtrans took back; whole when its diff moves paidAmount. */
export const ONLINE_REVERSAL_ACTION = 'paid-online-reversed';

/**
 * Every later change of these invoices' totals, from the audit trail (DOMAIN 20 records each with
 * its old and new total): the month close adding orders, a discount, a return's credit, an order's
 * adjustment. Each is a move on its own day, so a statement printed today says what one printed
 * then did. The issue itself (generate, create-manual) is the invoice's own line.
 */
async function totalChanges(db: Db, invoiceIds: number[]) {
  const rows = await invoiceHistory(db, invoiceIds, TOTAL_CHANGE_ACTIONS);
  return rows.flatMap((r) => {
    const total = r.diff?.find((d) => d.field === 'total');
    if (!total) return [];
    const delta = Number(total.new ?? 0) - Number(total.old ?? 0);
    return delta === 0 ? [] : [{ invoiceId: r.invoiceId, action: r.action, day: r.day, delta }];
  });
}

/** Online payments Midtrans took back whole (a cancel, refund or chargeback), each on its day. */
async function reversals(db: Db, invoiceIds: number[]) {
  const rows = await invoiceHistory(db, invoiceIds, [ONLINE_REVERSAL_ACTION]);
  // A partial one moved nothing (no diff): finance settles it by hand.
  return rows
    .filter((r) => r.diff?.some((d) => d.field === 'paidAmount'))
    .map((r) => ({
      invoiceId: r.invoiceId,
      day: r.day,
      amount: Number((r.changes as { amount?: number } | null)?.amount ?? 0),
    }));
}
