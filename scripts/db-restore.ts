import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '../lib/env';
import { openPglite } from '../lib/api/db/client';
import { fingerprint, restoreEmbedded } from '../lib/api/db/backup';

/**
 * `npm run db:restore FILE [--data-dir=DIR]`: restores a dump made by `npm run db:backup` into an
 * empty data directory (default: DATA_DIR/pglite, which must not hold a database yet), then prints
 * the row count of every table so the operator can compare.
 */
async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const dirArg = args.find((a) => a.startsWith('--data-dir='))?.split('=')[1];
  if (!file) {
    console.error('Pemakaian: npm run db:restore FILE [--data-dir=FOLDER]');
    process.exit(2);
  }
  const target = path.resolve(dirArg ?? path.join(dataDir(), 'pglite'));
  await restoreEmbedded(readFileSync(path.resolve(file)), target);
  const database = await openPglite(target);
  const tables = await fingerprint(database.db);
  await database.close();
  for (const table of tables) console.log(`${table.table}: ${table.rows} baris`);
  console.log(`Dipulihkan ke ${target}.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
