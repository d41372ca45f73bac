import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { productTypes, productUnits, products } from '../db/schema/catalog';
import { procurementItems, procurements } from '../db/schema/procurement';
import { suppliers } from '../db/schema/suppliers';
import { conflict, invalid, notFound, type FieldErrors } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import {
  PROCUREMENT_FILTERS,
  type DeliveryStatus,
  type PaymentStatus,
  type ProcurementDetail,
  type ProcurementFilter,
  type ProcurementInput,
  type Receipt,
} from '../schemas/procurement';
import { recordAudit } from './audit';
import { repeatedLineIndexes, wholeWhereCounted } from './document-lines';
import { nextDocumentNumber } from './document-numbers';
import { productFacts } from './product-queries';
import { productSearch, selectProducts } from './product-select';
import { fileUrl } from './uploads';
import { assertDocumentTotal, lineAmount } from '../limits';
import { labelled } from '../../labelled';

const tp = t.procurement;

export const deliveryStatusLabel = (s: DeliveryStatus) => tp.status[s];
export const paymentStatusLabel = (s: PaymentStatus) => tp.status[s];

/** DOMAIN 7: overdue = still unpaid after its due date, by the bakery's calendar (WIB). */
function overdue(today: string): SQL<boolean> {
  return sql<boolean>`(${procurements.statusPayment} = 'belum_bayar' and ${procurements.paymentDueOn} is not null and ${procurements.paymentDueOn} < ${today}::date)`;
}

function statusCondition(status: ProcurementFilter | '', today: string): SQL | undefined {
  switch (status) {
    case 'dipesan':
    case 'diterima':
      return eq(procurements.deliveryStatus, status);
    case 'belum_bayar':
    case 'lunas':
      return eq(procurements.statusPayment, status);
    case 'jatuh_tempo':
      return overdue(today);
    default:
      return undefined;
  }
}

export const statusOptions = () => labelled(PROCUREMENT_FILTERS, tp.status);

/** Newest first; search over the number and the supplier's company. */
export async function listProcurements(db: Db, query: ListQuery & { status: ProcurementFilter | '' }, now: Date) {
  const today = todayInWib(now);
  const term = query.search ? containsPattern(query.search) : null;
  const where = and(
    term ? or(ilike(procurements.number, term), ilike(suppliers.company, term)) : undefined,
    statusCondition(query.status, today),
  );
  const itemCount =
    sql<number>`(select count(*) from ${procurementItems} where ${procurementItems.procurementId} = ${procurements.id})`.mapWith(
      Number,
    );

  return listPage(
    query,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(procurements)
          .innerJoin(suppliers, eq(suppliers.id, procurements.supplierId))
          .where(where)
      )[0].n,
    async (offset, limit) => {
      const rows = await db
        .select({
          procurementId: procurements.id,
          number: procurements.number,
          supplierId: procurements.supplierId,
          supplier: suppliers.company,
          total: procurements.total,
          paymentDueOn: procurements.paymentDueOn,
          deliveryStatus: procurements.deliveryStatus,
          statusPayment: procurements.statusPayment,
          isOverdue: overdue(today).mapWith(Boolean),
          itemCount,
          createdAt: procurements.createdAt,
        })
        .from(procurements)
        .innerJoin(suppliers, eq(suppliers.id, procurements.supplierId))
        .where(where)
        .orderBy(desc(procurements.createdAt), desc(procurements.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        ...r,
        ...labels(r.deliveryStatus as DeliveryStatus, r.statusPayment as PaymentStatus),
        deliveryStatus: r.deliveryStatus as DeliveryStatus,
        statusPayment: r.statusPayment as PaymentStatus,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    { status: statusOptions() },
  );
}

function labels(delivery: DeliveryStatus, payment: PaymentStatus) {
  return { deliveryStatusLabel: deliveryStatusLabel(delivery), statusPaymentLabel: paymentStatusLabel(payment) };
}

/** What the form chooses from: every supplier, and up to 100 products (raw materials first) matching the search. */
export async function procurementFormOptions(db: Db, search = '') {
  const supplierRows = await db
    .select({ supplierId: suppliers.id, company: suppliers.company })
    .from(suppliers)
    .orderBy(asc(suppliers.company), asc(suppliers.id))
    .limit(1000);
  const productRows = await selectProducts(db, {
    productId: products.id,
    title: products.title,
    productUnit: productUnits.name,
    productTypeKey: productTypes.key,
    stock: products.stock,
  })
    .where(productSearch(search))
    .orderBy(asc(productTypes.key), asc(products.id))
    .limit(100);
  return { suppliers: supplierRows, products: productRows };
}

const receipt = (filename: string | null, path: string | null): Receipt | null =>
  filename && path ? { filename, path, url: fileUrl(path, filename) } : null;

export async function showProcurement(
  db: Db,
  procurementId: number,
  now: Date,
  opts: { form?: boolean } = {},
): Promise<ProcurementDetail> {
  const today = todayInWib(now);
  const [row] = await db
    .select({
      p: procurements,
      isOverdue: overdue(today).mapWith(Boolean),
      createdByName: users.name,
      supplier: {
        supplierId: suppliers.id,
        company: suppliers.company,
        companyPhoneNumber: suppliers.companyPhoneNumber,
        personInCompany: suppliers.personInCompany,
        personInCompanyPhoneNumber: suppliers.personInCompanyPhoneNumber,
        address: suppliers.address,
        bankAccount: suppliers.bankAccount,
        bankAccountName: suppliers.bankAccountName,
        bankAccountNumber: suppliers.bankAccountNumber,
      },
    })
    .from(procurements)
    .innerJoin(suppliers, eq(suppliers.id, procurements.supplierId))
    .leftJoin(users, eq(users.id, procurements.createdBy))
    .where(eq(procurements.id, procurementId))
    .limit(1);
  if (!row) throw notFound();
  const lines = await db
    .select({
      productId: procurementItems.productId,
      title: products.title,
      qty: procurementItems.qty,
      price: procurementItems.price,
      unit: procurementItems.unit,
    })
    .from(procurementItems)
    .innerJoin(products, eq(products.id, procurementItems.productId))
    .where(eq(procurementItems.procurementId, procurementId))
    .orderBy(asc(procurementItems.id));
  const p = row.p;
  const delivery = p.deliveryStatus as DeliveryStatus;
  const payment = p.statusPayment as PaymentStatus;
  return {
    procurementId: p.id,
    number: p.number,
    supplierId: p.supplierId,
    supplier: row.supplier,
    paymentDueOn: p.paymentDueOn,
    deliveryStatus: delivery,
    statusPayment: payment,
    ...labels(delivery, payment),
    isOverdue: row.isOverdue,
    total: p.total,
    notes: p.notes,
    items: lines.map((l) => ({ ...l, subtotal: lineAmount(l.qty, l.price) })),
    deliveryName: p.deliveryName,
    deliveryDate: p.deliveryDate,
    deliveryReceipt: receipt(p.deliveryReceipt, p.deliveryReceiptPath),
    paymentNote: p.paymentNote,
    paymentDate: p.paymentDate,
    paymentReceipt: receipt(p.paymentReceipt, p.paymentReceiptPath),
    createdBy: row.createdByName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    ...(opts.form ? { options: await procurementFormOptions(db) } : {}),
  };
}

/**
 * Checks the supplier and every line against the catalogue and prices the document. All field
 * errors come back at once, keyed as the form sends them (items.{i}.productId), so every line
 * in error is flagged together.
 */
async function resolveLines(tx: Db, input: ProcurementInput) {
  const errors: FieldErrors = {};
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplierId))
    .limit(1)
    // Held until this document commits: a deletion of the supplier meanwhile waits, then finds it
    // has history (409); one that committed first leaves it not found (422), never a 500.
    .for('key share');
  if (!supplier) errors.supplierId = tp.supplierNotFound;

  const known = await productFacts(
    tx,
    input.items.map((l) => l.productId),
  );
  for (const i of repeatedLineIndexes(input.items, (l) => (known.has(l.productId) ? l.productId : null)))
    errors[`items.${i}.productId`] = t.errors.duplicateLine(known.get(input.items[i].productId)!.title);

  const lines = input.items.map((line, i) => {
    const product = known.get(line.productId);
    if (product === undefined) errors[`items.${i}.productId`] = tp.productNotFound;
    // The ledger counts in the product's own unit; a line in another unit would put wrong stock in.
    else if (line.unit && line.unit.toLowerCase() !== product.unit.toLowerCase())
      errors[`items.${i}.unit`] = tp.unitMismatch(product.unit);
    else if (!wholeWhereCounted(product.type, line.qty))
      errors[`items.${i}.qty`] = t.validation.wholeUnits(product.title);
    return { productId: line.productId, qty: line.qty, price: line.price, unit: product?.unit ?? '' };
  });

  if (Object.keys(errors).length > 0) throw invalid(t.errors.incomplete, errors);
  return { lines, total: assertDocumentTotal(lines) };
}

/** Takes the document's row lock, so an edit and an acceptance of the same document queue up. */
export async function lockProcurement(tx: Db, procurementId: number) {
  const [row] = await tx
    .select({
      id: procurements.id,
      number: procurements.number,
      deliveryStatus: procurements.deliveryStatus,
      statusPayment: procurements.statusPayment,
    })
    .from(procurements)
    .where(eq(procurements.id, procurementId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const header = (input: ProcurementInput) => ({
  supplierId: input.supplierId,
  paymentDueOn: input.paymentDueOn,
  notes: input.notes,
});
const auditOf = (input: ProcurementInput, total: number) => ({ ...header(input), items: input.items, total });

/** A new order to a supplier (dipesan, belum_bayar). Stock moves only when the goods are received. */
export async function createProcurement(db: Db, actor: Actor, input: ProcurementInput) {
  return db.transaction(async (tx) => {
    const { lines, total } = await resolveLines(tx, input);
    const number = await nextDocumentNumber(tx, 'PO', actor.now);
    const [row] = await tx
      .insert(procurements)
      .values({ number, ...header(input), total, createdBy: actor.userId, createdAt: actor.now })
      .returning({ id: procurements.id });
    await tx.insert(procurementItems).values(lines.map((l) => ({ ...l, procurementId: row.id })));
    await recordAudit(tx, actor, 'create', 'procurement', row.id, { number, ...auditOf(input, total) });
    return showProcurement(tx, row.id, actor.now);
  });
}

/** DOMAIN 7: a procurement changes only before its goods are received. */
export async function updateProcurement(db: Db, actor: Actor, procurementId: number, input: ProcurementInput) {
  return db.transaction(async (tx) => {
    const current = await lockProcurement(tx, procurementId);
    if (current.deliveryStatus !== 'dipesan') throw conflict(tp.lockedUpdate);
    const { lines, total } = await resolveLines(tx, input);
    await tx
      .update(procurements)
      .set({ ...header(input), total, updatedAt: new Date() })
      .where(eq(procurements.id, procurementId));
    await tx.delete(procurementItems).where(eq(procurementItems.procurementId, procurementId));
    await tx.insert(procurementItems).values(lines.map((l) => ({ ...l, procurementId })));
    await recordAudit(tx, actor, 'update', 'procurement', procurementId, {
      number: current.number,
      ...auditOf(input, total),
    });
    return showProcurement(tx, procurementId, actor.now);
  });
}

export async function deleteProcurement(db: Db, actor: Actor, procurementId: number) {
  await db.transaction(async (tx) => {
    const current = await lockProcurement(tx, procurementId);
    if (current.deliveryStatus !== 'dipesan') throw conflict(tp.lockedDelete);
    await tx.delete(procurements).where(eq(procurements.id, procurementId));
    await recordAudit(tx, actor, 'delete', 'procurement', procurementId, { number: current.number });
  });
}
