import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

/** The database handle every service takes first, so tests can pass their own. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Embedded only: a consistent gzipped tar of the data directory (PGlite's own dump). */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib/api/db/migrations');

/** PGlite needs its extensions at every open, or the trigram indexes (and btree_gin's) cannot be used. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * The embedded database in `dataDir` (in memory without one). `loadDataDir` starts it from a
 * dump instead of an empty cluster (the tests' migrated template: no initdb, no migrations).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

export interface PostgresOptions {
  /**
   * The longest one statement may run (PostgreSQL's statement_timeout), so that a stuck query
   * cannot hold a request forever; 0 = no limit (scripts, migrations). A cancelled statement
   * answers 503 (lib/api/app.ts). Long work (the month close) raises it with SET LOCAL.
   */
  statementTimeoutMs?: number;
}

export function openPostgres(url: string, max = 10, options: PostgresOptions = {}): Database {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('[db] koneksi PostgreSQL terputus:', err.message));
  // The pool only listens while a client is idle. A client checked out for a transaction (drizzle's
  // db.transaction) that loses its server emits 'error' with no listener, which would be an uncaught
  // exception and end the whole process. Its query rejects anyway (the request answers 503) and the
  // pool drops it on release, so here it only needs a listener.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Applies drizzle-kit's migrations; on PostgreSQL under an advisory lock so that several app processes may start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7423001)`);
    await migratePg(tx as never, { migrationsFolder: MIGRATIONS_DIR });
  });
}
