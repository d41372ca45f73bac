import { and, asc, count, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { invalid, notFound } from '../errors';
import { periodeSchema } from '../schemas/invoice';
import { invoiceScope } from '../services/invoice-queries';

const tx = t.report.invoiceExport;
/** What a tier without terms (older data) gives: the column's default. */

/**
 * The `periode` of the invoice exports, refused with a message that says what to fix (422).
 * Checked here rather than in the route's schema so that a missing period gets its own
 * message instead of the generic "Data belum lengkap.".
 */
export function parseExportPeriod(value: string | undefined): string {
  const raw = value?.trim() ?? '';
  if (!raw) throw invalid(tx.periodeRequired, { periode: tx.periodeRequired });
  const parsed = periodeSchema.safeParse(raw);
  if (!parsed.success) throw invalid(t.invoice.periodeInvalid, { periode: t.invoice.periodeInvalid });
  return parsed.data;
}

/** The first instant of a month and of the next one, in WIB (business dates are WIB). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00+07:00`), end: new Date(`${next}-01T00:00:00+07:00`) };
}

/**
 * The invoices of a period: the month-close invoices of that period, plus the manual invoices
 * (no period) created in that month (WIB), so that the month's recap holds every invoice
 * finance issued for it. Written as a range on created_at so both branches use an index.
 */
export function invoicesOfPeriod(periode: string): SQL {
  const { start, end } = monthBounds(periode);
  return or(
    eq(invoices.periode, periode),
    and(isNull(invoices.periode), gte(invoices.createdAt, start), lt(invoices.createdAt, end)),
  )!;
}

export interface ExportInvoice {
  id: number;
  number: string;
  periode: string | null;
  status: string;
  subtotal: number;
  discount: string;
  discountType: string;
  discountAmount: number;
  taxAmount: string;
  taxType: string;
  taxValue: number;
  total: number;
  /** Accepted payments so far (issue 17): a partly paid invoice shows what is left. */
  paidAmount: number;
  notes: string | null;
  adjustmentNote: string | null;
  paymentDate: string | null;
  createdAt: Date;
  outlet: string;
  outletAddress: string | null;
  partner: string | null;
  /** Issue date plus the tier's payment term, fixed at issue (DOMAIN 19). */
  dueDate: string;
}

const blankToNull = (column: unknown) => sql`nullif(trim(${column}), '')`;

/** What the PDF and the recap show of each invoice: the header, the outlet and its partner. */
const exportColumns = {
  id: invoices.id,
  number: invoices.number,
  periode: invoices.periode,
  status: invoices.status,
  subtotal: invoices.subtotal,
  discount: invoices.discount,
  discountType: invoices.discountType,
  discountAmount: invoices.discountAmount,
  taxAmount: invoices.taxAmount,
  taxType: invoices.taxType,
  taxValue: invoices.taxValue,
  total: invoices.total,
  paidAmount: invoices.paidAmount,
  notes: invoices.notes,
  adjustmentNote: invoices.adjustmentNote,
  paymentDate: invoices.paymentDate,
  createdAt: invoices.createdAt,
  outlet: outlets.title,
  outletAddress: sql<
    string | null
  >`nullif(concat_ws(', ', ${blankToNull(outlets.address)}, ${blankToNull(outlets.village)}, ${blankToNull(outlets.subdistrict)}, ${blankToNull(outlets.district)}, ${blankToNull(outlets.region)}, ${blankToNull(outlets.postalCode)}), '')`,
  partner: sql<string | null>`(select u.name from ${users} u where u.id = ${outlets.ownerId})`,
  dueDate: invoices.dueDate,
};

/** One invoice in the caller's scope (a partner: its own only), for its own PDF; 404 otherwise. */
export async function loadOneInvoice(db: Db, actor: Actor, invoiceId: number): Promise<ExportInvoice> {
  const [row] = await db
    .select(exportColumns)
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(and(invoiceScope(actor), eq(invoices.id, invoiceId)))
    .limit(1);
  if (!row) throw notFound(t.invoice.notFound);
  return row;
}

function periodWhere(actor: Actor, periode: string) {
  return and(invoiceScope(actor), invoicesOfPeriod(periode));
}

/** How many invoices of the period the caller may export (0: the export answers 404). */
export async function countPeriodInvoices(db: Db, actor: Actor, periode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(periodWhere(actor, periode));
  return row.n;
}

/**
 * The period's invoices in the caller's scope (a partner: own outlets only), by number. Only
 * the headers: a month of 500 outlets is 500 small rows; the lines are read one invoice at a
 * time while the zip is written.
 */
export async function loadPeriodInvoices(db: Db, actor: Actor, periode: string): Promise<ExportInvoice[]> {
  return db
    .select(exportColumns)
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(periodWhere(actor, periode))
    .orderBy(asc(invoices.number), asc(invoices.id));
}

/** "INV-2026-11-0001.pdf": the number with its slashes made safe for a file name. */
export const invoicePdfFilename = (number: string) => `${number.replace(/[^\w.-]+/g, '-')}.pdf`;
export const invoiceZipFilename = (periode: string) => `invoice-${periode}.zip`;
export const invoiceRecapFilename = (periode: string) => `rekap-invoice-${periode}.xlsx`;
