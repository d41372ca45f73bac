import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn } from './timestamps';

/**
 * The bakery's identity as its documents show it (issue 12): one row (id 1). Until someone saves
 * it, the environment variables are the defaults (lib/api/services/company.ts).
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    npwp: text('npwp'),
    isPkp: boolean('is_pkp').notNull().default(false),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountName: text('bank_account_name'),
    invoiceFooter: text('invoice_footer'),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('company_settings_single_row', sql`${table.id} = 1`)],
);

/** Facts about this installation, by key (e.g. `demo`: the demo bakery was seeded here). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtColumn(),
});
