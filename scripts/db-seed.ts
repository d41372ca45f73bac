import path from 'node:path';
import { dataDir, env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/api/db/client';
import { seedDemo } from '../lib/api/db/seed/demo';

/** Seeds the demo bakery (idempotent). On PostgreSQL this is the explicit request to do so. */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--demo');
  if (unknown.length) {
    console.error(`Opsi tidak dikenal: ${unknown.join(' ')}. Yang tersedia: --demo.`);
    process.exit(2);
  }
  const url = env().DATABASE_URL;
  const database = url ? openPostgres(url, 1) : await openPglite(path.join(dataDir(), 'pglite'));
  await migrateDatabase(database);
  const started = Date.now();
  const { created } = await seedDemo(database.db);
  await database.close();
  console.log(created ? `Data demo dibuat dalam ${Date.now() - started} ms.` : 'Data demo sudah ada; tidak ada yang diubah.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
