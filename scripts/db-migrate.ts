import path from 'node:path';
import { dataDir, env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/api/db/client';

/** Applies the migrations to DATABASE_URL, or to the embedded database. Never beside a live embedded server. */
async function main() {
  const url = env().DATABASE_URL;
  const database = url ? openPostgres(url, 1) : await openPglite(path.join(dataDir(), 'pglite'));
  await migrateDatabase(database);
  await database.close();
  console.log(`Migrasi selesai (${database.kind}).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
