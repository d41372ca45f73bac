import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps, createdAtColumn } from './timestamps';

/**
 * Price tiers (the spec's branchGroupId / product "batch" options), and the terms that go with a
 * tier (DOMAIN 17-19): one record, one settings form.
 */
export const branchGroups = pgTable('branch_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Order cut-off: days before the delivery date (0-7) ... */
  cutoffDaysBefore: integer('cutoff_days_before').notNull().default(1),
  /** ... at this time of day, HH:mm WIB. */
  cutoffTime: text('cutoff_time').notNull().default('20:00'),
  /** Invoices are due this many days after they are issued. */
  paymentTermDays: integer('payment_term_days').notNull().default(14),
  /** Credit for returned goods: none | full | percent (at most returnPercent of what was delivered). */
  returnPolicy: text('return_policy').notNull().default('none'),
  returnPercent: integer('return_percent'),
  /** Reminder levels in days from the due date (negative: before it). */
  reminderLevels: integer('reminder_levels')
    .array()
    .notNull()
    .default(sql`'{-3,0,3,7,14}'::integer[]`),
  createdAt: createdAtColumn(),
});

/** A partner's outlet (the spec calls it branch and outlet). */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    region: text('region'),
    district: text('district'),
    subdistrict: text('subdistrict'),
    village: text('village'),
    address: text('address'),
    postalCode: text('postal_code'),
    branchGroupId: integer('branch_group_id').references(() => branchGroups.id),
    isActive: boolean('is_active').notNull().default(true),
    /** This outlet's own cut-off, overriding its tier's; null = the tier's. */
    cutoffDaysBefore: integer('cutoff_days_before'),
    cutoffTime: text('cutoff_time'),
    ...timestamps(),
  },
  (table) => [
    index('outlets_owner_idx').on(table.ownerId),
    index('outlets_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);
