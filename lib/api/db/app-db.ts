import path from 'node:path';
import { dataDir, env } from '../../env';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client';

/**
 * The application's one database. PGlite allows one process per data directory and has no
 * lock of its own, so the instance lives on globalThis (survives hot reloads) and opens once.
 */
const holder = globalThis as unknown as { __rotiPusatDb?: Promise<Database> };

export function appDatabase(): Promise<Database> {
  holder.__rotiPusatDb ??= (async () => {
    const url = env().DATABASE_URL;
    const database = url
      ? openPostgres(url, 10, { statementTimeoutMs: env().DB_STATEMENT_TIMEOUT_MS })
      : await openPglite(path.join(dataDir(), 'pglite'));
    await migrateDatabase(database);
    return database;
  })().catch((err) => {
    holder.__rotiPusatDb = undefined; // try again on the next request (e.g. PostgreSQL was down)
    throw err;
  });
  return holder.__rotiPusatDb;
}

export async function closeAppDatabase(): Promise<void> {
  const pending = holder.__rotiPusatDb;
  holder.__rotiPusatDb = undefined;
  if (pending) await (await pending).close();
}
