import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, createdAtColumn } from './timestamps';

/** Every person who signs in: staff, partners (mitra, roleId 6) and their staff (roleId 7). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Created by staff or reset: must set a new password before anything else. */
    isNew: boolean('is_new').notNull().default(false),
    /** For an admin-merchant (roleId 7): the partner whose outlets it reads. */
    partnerId: integer('partner_id').references((): AnyPgColumn => users.id),
    /** A partner's credit limit in rupiah (DOMAIN 19); null = none. */
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    /** How many days past due an invoice may be before the partner breaks the rules; null = none. */
    creditOverdueDays: integer('credit_overdue_days'),
    /** peringatan (warn) | tahan (hold new orders that break a rule). */
    creditMode: text('credit_mode').notNull().default('peringatan'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_role_idx').on(table.roleId),
    index('users_search_trgm_idx').using('gin', sql`(${table.name} || ' ' || ${table.username}) gin_trgm_ops`),
  ],
);

/** API tokens: opaque to the client, stored only as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The outlet a partner works on now (spec: set-outlet). */
    branchId: integer('branch_id'),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/**
 * Browsers that have signed in to an account (OWASP "device cookies"): the browser keeps the token
 * in an httpOnly cookie, only its hash is stored. A known device is exempt from the account-wide
 * delay that strangers' failures cause, and has its own failure limit instead.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('login_devices_token_hash_idx').on(table.tokenHash),
    index('login_devices_user_idx').on(table.userId),
  ],
);

/**
 * Password checks that failed, kept in the database so that every app process throttles alike.
 * A row is written before the password is checked (a reservation) and removed if it was right,
 * so parallel guesses cannot slip past a limit.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    clientAddress: text('client_address').notNull(),
    /** The known device that made the attempt; null for a browser the account has not seen. */
    deviceId: bigint('device_id', { mode: 'number' }).references(() => loginDevices.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('login_failures_pair_idx').on(table.username, table.clientAddress, table.createdAt),
    index('login_failures_address_idx').on(table.clientAddress, table.createdAt),
    index('login_failures_device_idx').on(table.deviceId, table.createdAt),
  ],
);
