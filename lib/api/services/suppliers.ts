import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { products, productUnits } from '../db/schema/catalog';
import { supplierProducts, suppliers } from '../db/schema/suppliers';
import { conflict, invalid, notFound, pgErrorCode, type FieldErrors } from '../errors';
import { lockProducts } from './stock-ledger';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { SupplierInput, SupplierProduct, SupplierProductsInput } from '../schemas/supplier';
import { recordAudit } from './audit';
import { supplierHasHistory } from './history';

const supplierColumns = {
  supplierId: suppliers.id,
  company: suppliers.company,
  companyPhoneNumber: suppliers.companyPhoneNumber,
  companyEmail: suppliers.companyEmail,
  personInCompany: suppliers.personInCompany,
  personInCompanyPhoneNumber: suppliers.personInCompanyPhoneNumber,
  region: suppliers.region,
  district: suppliers.district,
  subdistrict: suppliers.subdistrict,
  address: suppliers.address,
  notes: suppliers.notes,
  bankAccount: suppliers.bankAccount,
  bankAccountName: suppliers.bankAccountName,
  bankAccountNumber: suppliers.bankAccountNumber,
};

export async function listSuppliers(db: Db, query: ListQuery) {
  const term = query.search ? containsPattern(query.search) : null;
  const where = term ? or(ilike(suppliers.company, term), ilike(suppliers.personInCompany, term)) : undefined;
  return listPage(
    query,
    async () => await db.$count(suppliers, where),
    (offset, limit) =>
      db
        .select(supplierColumns)
        .from(suppliers)
        .where(where)
        .orderBy(asc(suppliers.company), asc(suppliers.id))
        .limit(limit)
        .offset(offset),
    {},
  );
}

export async function showSupplier(db: Db, supplierId: number) {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createSupplier(db: Db, actor: Actor, input: SupplierInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(suppliers).values(input).returning({ id: suppliers.id });
    await recordAudit(tx, actor, 'create', 'supplier', row.id, input);
    return showSupplier(tx, row.id);
  });
}

export async function updateSupplier(db: Db, actor: Actor, supplierId: number, input: SupplierInput) {
  return db.transaction(async (tx) => {
    await showSupplier(tx, supplierId);
    await tx
      .update(suppliers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(suppliers.id, supplierId));
    await recordAudit(tx, actor, 'update', 'supplier', supplierId, input);
    return showSupplier(tx, supplierId);
  });
}

export async function deleteSupplier(db: Db, actor: Actor, supplierId: number) {
  await db.transaction(async (tx) => {
    const supplier = await showSupplier(tx, supplierId);
    if (await supplierHasHistory(tx, supplierId)) throw conflict(t.supplier.hasHistory);
    // A procurement saved for it meanwhile is history too: the database's refusal says so, not a 500.
    await tx
      .delete(suppliers)
      .where(eq(suppliers.id, supplierId))
      .catch((err: unknown) => {
        throw pgErrorCode(err) === '23503' ? conflict(t.supplier.hasHistory) : err;
      });
    await recordAudit(tx, actor, 'delete', 'supplier', supplierId, { company: supplier.company });
  });
}

/** What a supplier sells, by product title. */
export async function supplierProductList(db: Db, supplierId: number): Promise<SupplierProduct[]> {
  return db
    .select({
      productId: supplierProducts.productId,
      title: products.title,
      unit: productUnits.name,
      price: supplierProducts.price,
      leadDays: supplierProducts.leadDays,
      preferred: supplierProducts.preferred,
    })
    .from(supplierProducts)
    .innerJoin(products, eq(products.id, supplierProducts.productId))
    .innerJoin(productUnits, eq(productUnits.id, products.productUnitId))
    .where(eq(supplierProducts.supplierId, supplierId))
    .orderBy(asc(products.title), asc(products.id));
}

/** GET /supplier/show/{id}: the supplier and the products it sells. */
export async function showSupplierDetail(db: Db, supplierId: number) {
  return { ...(await showSupplier(db, supplierId)), products: await supplierProductList(db, supplierId) };
}

/**
 * PUT /supplier/update-products/{id}: replaces what the supplier sells in one transaction. Marking a
 * product preferred here makes this supplier its one preferred supplier (DOMAIN 16: at most one), so
 * another supplier's mark on that product moves here; the audit row records it.
 */
export async function updateSupplierProducts(db: Db, actor: Actor, supplierId: number, input: SupplierProductsInput) {
  return db.transaction(async (tx) => {
    await showSupplier(tx, supplierId);
    const ids = [...new Set(input.products.map((p) => p.productId))];
    const known = ids.length
      ? await tx.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, ids))
      : [];
    const titleOf = new Map(known.map((p) => [p.id, p.title]));
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    input.products.forEach((line, i) => {
      const title = titleOf.get(line.productId);
      if (title === undefined) errors[`products.${i}.productId`] = t.supplier.unknownProduct(line.productId);
      else if (seen.has(line.productId)) errors[`products.${i}.productId`] = t.supplier.duplicateProduct(title);
      seen.add(line.productId);
    });
    const first = Object.values(errors)[0];
    if (first) throw invalid(first, errors);

    const preferredIds = input.products.filter((p) => p.preferred).map((p) => p.productId);
    // Two suppliers marked the one preferred for a product at once: the second waits for the first
    // and moves its mark (at most one, DOMAIN 16), instead of meeting the unique index as a 500.
    // Every listed product, in the stock documents' order: the rows' own key checks then wait on
    // nothing a stock document holds in the other order.
    await lockProducts(tx, ids);
    const moved = preferredIds.length
      ? await tx
          .update(supplierProducts)
          .set({ preferred: false })
          .where(
            and(
              inArray(supplierProducts.productId, preferredIds),
              ne(supplierProducts.supplierId, supplierId),
              eq(supplierProducts.preferred, true),
            ),
          )
          .returning({ supplierId: supplierProducts.supplierId, productId: supplierProducts.productId })
      : [];
    await tx.delete(supplierProducts).where(eq(supplierProducts.supplierId, supplierId));
    if (input.products.length > 0)
      await tx.insert(supplierProducts).values(input.products.map((p) => ({ supplierId, ...p })));
    await recordAudit(tx, actor, 'update-products', 'supplier', supplierId, {
      products: input.products,
      preferredMovedFrom: moved,
    });
    return showSupplierDetail(tx, supplierId);
  });
}
