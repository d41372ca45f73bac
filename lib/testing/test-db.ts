import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../api/db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory started from the migrated dump
 * made in global setup, or, when TEST_DATABASE_URL is set, a new PostgreSQL database cloned from
 * the migrated template made there.
 */
export async function createTestDb(options: { statementTimeoutMs?: number } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || process.env.TEST_DB_KIND !== 'postgres') {
    const template = inject('pgliteTemplate');
    if (template) return openPglite(undefined, new Blob([readFileSync(template)]));
    const database = await openPglite();
    await migrateDatabase(database);
    return database;
  }
  const template = inject('templateDb');
  if (!template) throw new Error('Template database belum dibuat: global setup PostgreSQL belum berjalan.');
  const name = `rp_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = openPostgres(withDatabase(url, name), 20, options);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** This test file runs on PostgreSQL (concurrency tests need real parallel connections): `it.runIf(onPostgres)`. */
export const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;
