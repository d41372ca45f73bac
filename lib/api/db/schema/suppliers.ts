import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('suppliers_search_trgm_idx').using(
      'gin',
      sql`(${table.company} || ' ' || coalesce(${table.personInCompany}, '')) gin_trgm_ops`,
    ),
  ],
);
