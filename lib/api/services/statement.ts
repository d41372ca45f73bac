import { and, eq, sql } from 'drizzle-orm';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { t } from '../../i18n/id';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
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
      number: invoices.number,
      outlet: outlets.title,
      total: invoices.total,
      issued: wibDay(invoices.createdAt),
    })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(and(eq(outlets.ownerId, partner.id), sql`${wibDay(invoices.createdAt)} <= ${to}`))
    .orderBy(invoices.createdAt, invoices.id);
  // Each accepted payment, on the day finance (or Midtrans) accepted it: part payments one by one.
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
        eq(invoicePayments.status, 'diterima'),
        sql`${wibDay(invoicePayments.decidedAt)} <= ${to}`,
      ),
    )
    .orderBy(invoicePayments.decidedAt, invoicePayments.id);

  let opening = 0;
  const moves: Omit<StatementEntry, 'balance'>[] = [];
  for (const r of rows) {
    if (r.issued < from) opening += r.total;
    else moves.push({ date: r.issued, description: ts.invoice(r.number, r.outlet), debit: r.total, credit: 0 });
  }
  for (const p of payments) {
    if (p.accepted < from) opening -= p.amount;
    else {
      const method = t.invoice.paymentMethods[p.method] ?? p.method;
      moves.push({ date: p.accepted, description: ts.payment(p.number, method), debit: 0, credit: p.amount });
    }
  }
  // By date; on one day the invoices before the payments.
  moves.sort((a, b) => a.date.localeCompare(b.date) || b.debit - a.debit);
  let balance = opening;
  const entries = moves.map((m) => ({ ...m, balance: (balance += m.debit - m.credit) }));
  return { partner, from, to, opening, entries, closing: balance };
}
