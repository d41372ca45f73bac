import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { suppliers } from '../db/schema/suppliers';
import { conflict, notFound } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { SupplierInput } from '../schemas/supplier';
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
    async () => (await db.select({ n: count() }).from(suppliers).where(where))[0].n,
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
    await tx.delete(suppliers).where(eq(suppliers.id, supplierId));
    await recordAudit(tx, actor, 'delete', 'supplier', supplierId, { company: supplier.company });
  });
}
