import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Price tiers (the spec's branchGroupId / product "batch" options). */
export const branchGroups = pgTable('branch_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outlets_owner_idx').on(table.ownerId),
    index('outlets_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);
