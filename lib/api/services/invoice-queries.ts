import { and, asc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import { todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import { env } from '../../env';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { invoiceItems, invoicePayments, invoices } from '../db/schema/invoices';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import { companySettingsOf } from './company';
import { outlets } from '../db/schema/outlets';
import { notFound } from '../errors';
import { invoicesOfPeriod } from '../exports/invoice-period';
import { containsPattern, listPage } from '../list';
import { remainingOf } from '../rules/payments';
import { daysOverdue } from '../rules/receivables';
import type { InvoiceStatus } from '../schemas/invoice';
import { outletFilters, ownOutletsOnly } from './outlet-scope';
import { newestFirstPage } from '../db/newest-first-page';
import { labelled } from '../../labelled';
import { INVOICE_STATUSES } from '../schemas/invoice';

/** Invoices a caller may see: a partner's own outlets (admin-merchant: its partner's), all for staff. */
export const invoiceScope = ownOutletsOnly;

const listColumns = {
  transactionId: invoices.id,
  number: invoices.number,
  branchId: invoices.outletId,
  outlet: outlets.title,
  owner: sql<string>`(select u.name from ${users} u where u.id = ${outlets.ownerId})`,
  periode: invoices.periode,
  status: invoices.status,
  isAccepted: invoices.isAccepted,
  total: invoices.total,
  paid: invoices.paidAmount,
  dueDate: invoices.dueDate,
  orderCount: sql<number>`(select count(*)::int from ${transactionOrders} o where o.invoice_id = ${invoices.id})`,
  createdAt: invoices.createdAt,
};

/** An unpaid invoice past its due date is overdue; a paid one never is. */
function toItem<
  T extends { status: string; createdAt: Date; orderCount: number; dueDate: string; total: number; paid: number },
>(row: T, today: string) {
  return {
    ...row,
    remaining: remainingOf({ total: row.total, paidAmount: row.paid }),
    overdueDays: row.status === 'lunas' ? 0 : daysOverdue(row.dueDate, today),
    status: row.status as InvoiceStatus,
    statusLabel: t.invoice.statuses[row.status] ?? row.status,
    orderCount: Number(row.orderCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInvoices(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number; search: string; status?: InvoiceStatus; periode?: string; overdue?: boolean },
) {
  const today = todayInWib(actor.now);
  const term = query.search ? containsPattern(query.search) : null;
  const outletsOf = outletFilters(db, invoices.outletId, actor);
  const where = and(
    outletsOf.scope,
    query.status ? eq(invoices.status, query.status) : undefined,
    // The period's invoices as the recap, the zip and the home count them: manual ones made that month too.
    query.periode ? invoicesOfPeriod(query.periode) : undefined,
    query.overdue ? and(ne(invoices.status, 'lunas'), lt(invoices.dueDate, today)) : undefined,
    term ? or(ilike(invoices.number, term), outletsOf.titleMatches(term)) : undefined,
  );
  return listPage(
    query,
    async () => await db.$count(invoices, where),
    async (offset, limit) => {
      const { onPage, newestFirst } = newestFirstPage(db, invoices, where, offset, limit);
      const rows = await db
        .select(listColumns)
        .from(invoices)
        .innerJoin(outlets, eq(outlets.id, invoices.outletId))
        .where(onPage)
        .orderBy(...newestFirst);
      return rows.map((row) => toItem(row, today));
    },
    { status: labelled(INVOICE_STATUSES, t.invoice.statuses) },
  );
}

/** One invoice the caller may see; another partner's is simply not found (404). */
export async function findInvoice(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      invoice: invoices,
      outletAddress: sql<
        string | null
      >`nullif(concat_ws(', ', ${outlets.address}, ${outlets.village}, ${outlets.subdistrict}, ${outlets.district}, ${outlets.region}), '')`,
    })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId))
    .where(and(eq(invoices.id, id), invoiceScope(actor)))
    .limit(1);
  if (!row) throw notFound(t.invoice.notFound);
  return row;
}

/** The invoice's lines: its orders' lines summed per product and size, plus manual lines. */
export async function invoiceLines(db: Db, invoiceId: number) {
  const fromOrders = await db
    .select({
      productId: transactionOrderItems.productId,
      title: sql<string>`${transactionOrderItems.title} || coalesce(' (' || ${transactionOrderItems.size} || ')', '')`,
      qty: sql<string>`sum(${transactionOrderItems.qty})`,
      price: transactionOrderItems.price,
      unit: transactionOrderItems.unit,
    })
    .from(transactionOrderItems)
    .innerJoin(transactionOrders, eq(transactionOrders.id, transactionOrderItems.orderId))
    .where(eq(transactionOrders.invoiceId, invoiceId))
    .groupBy(
      transactionOrderItems.productId,
      transactionOrderItems.title,
      transactionOrderItems.size,
      transactionOrderItems.price,
      transactionOrderItems.unit,
    )
    .orderBy(asc(transactionOrderItems.productId), asc(transactionOrderItems.title));
  const manual = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.id));
  return [
    ...fromOrders.map((l) => ({
      productId: l.productId,
      title: l.title,
      qty: Number(l.qty),
      price: l.price,
      subtotal: Number(l.qty) * l.price,
      unit: l.unit,
    })),
    ...manual.map((l) => ({
      productId: l.productId,
      title: l.title,
      qty: l.qty,
      price: l.price,
      subtotal: l.qty * l.price,
      unit: l.unit,
    })),
  ];
}

/** The orders an invoice covers, by delivery date: the detail page and the PDF list them. */
export function invoiceOrders(db: Db, invoiceId: number) {
  return db
    .select({
      transactionOrderId: transactionOrders.id,
      number: transactionOrders.number,
      deliveryDate: transactionOrders.deliveryDate,
      total: transactionOrders.total,
    })
    .from(transactionOrders)
    .where(eq(transactionOrders.invoiceId, invoiceId))
    .orderBy(asc(transactionOrders.deliveryDate), asc(transactionOrders.id));
}

export function fileRef(filename: string | null, path: string | null) {
  if (!filename || !path) return null;
  return { filename, path, url: `/bff/files/${path}/${filename}` };
}

/** An invoice's payments, oldest first, for its detail screen. */
export async function paymentsOf(db: Db, invoiceId: number) {
  const rows = await db
    .select({
      paymentId: invoicePayments.id,
      amount: invoicePayments.amount,
      method: invoicePayments.method,
      date: invoicePayments.paymentDate,
      receipt: invoicePayments.receipt,
      receiptPath: invoicePayments.receiptPath,
      status: invoicePayments.status,
      rejection: invoicePayments.rejection,
      acceptedBy: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${invoicePayments.decidedBy})`,
      decidedAt: invoicePayments.decidedAt,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.id));
  return rows.map(({ receipt, receiptPath, decidedAt, ...row }) => ({
    ...row,
    methodLabel: t.invoice.paymentMethods[row.method] ?? row.method,
    statusLabel: t.invoice.paymentStatuses[row.status] ?? row.status,
    receipt: fileRef(receipt, receiptPath),
    decidedAt: decidedAt?.toISOString() ?? null,
  }));
}

export async function showInvoice(db: Db, actor: Actor, id: number) {
  const row = await findInvoice(db, actor, id);
  const inv = row.invoice;
  const orders = await invoiceOrders(db, id);
  const e = env();
  const company = await companySettingsOf(db);
  const { invoice: _i, outletAddress, ...listPart } = row;
  return {
    ...toItem(listPart, todayInWib(actor.now)),
    outletAddress,
    subtotal: inv.subtotal,
    discount: inv.discount,
    discountType: inv.discountType,
    discountAmount: inv.discountAmount,
    taxAmount: inv.taxAmount,
    taxType: inv.taxType,
    taxValue: inv.taxValue,
    adjustmentNote: inv.adjustmentNote,
    notes: inv.notes,
    paymentMethod: inv.paymentMethod,
    paymentDate: inv.paymentDate,
    paymentReceipt: fileRef(inv.paymentReceipt, inv.paymentReceiptPath),
    paymentRejection: inv.paymentRejection,
    payments: await paymentsOf(db, id),
    orders,
    items: await invoiceLines(db, id),
    bank: {
      name: company.bankName,
      accountNumber: company.bankAccountNumber,
      accountName: company.bankAccountName,
    },
    onlinePayment: Boolean(e.MIDTRANS_SERVER_KEY),
  };
}
