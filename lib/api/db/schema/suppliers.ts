import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { productColumn } from './columns';
import { timestamps } from './timestamps';

export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    companyPhoneNumber: text('company_phone_number'),
    companyEmail: text('company_email'),
    personInCompany: text('person_in_company'),
    personInCompanyPhoneNumber: text('person_in_company_phone_number'),
    region: text('region'),
    district: text('district'),
    subdistrict: text('subdistrict'),
    address: text('address'),
    notes: text('notes'),
    bankAccount: text('bank_account'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    ...timestamps(),
  },
  (table) => [
    index('suppliers_search_trgm_idx').using(
      'gin',
      sql`(${table.company} || ' ' || coalesce(${table.personInCompany}, '')) gin_trgm_ops`,
    ),
  ],
);

/** What a supplier sells (DOMAIN 16): the plan proposes purchases from each product's preferred supplier. */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: productColumn(),
    /** Whole rupiah per unit, the last agreed price. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    leadDays: integer('lead_days').notNull().default(1),
    preferred: boolean('preferred').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.supplierId, table.productId] }),
    index('supplier_products_product_idx').on(table.productId),
    // At most one preferred supplier per product.
    uniqueIndex('supplier_products_preferred_idx')
      .on(table.productId)
      .where(sql`${table.preferred}`),
  ],
);
