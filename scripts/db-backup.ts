import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir, env, opsToken } from '../lib/env';
import { openPglite } from '../lib/api/db/client';
import { dumpEmbedded } from '../lib/api/db/backup';

/**
 * `npm run db:backup [FILE]`: a consistent dump of the embedded database (a gzipped tar of its
 * data directory). While the server runs, the server makes it (PGlite allows one process per
 * data directory); otherwise this script opens the database itself. PostgreSQL: use pg_dump.
 */
async function main() {
  const e = env();
  if (e.DATABASE_URL) {
    console.error('DATABASE_URL diset: cadangkan PostgreSQL dengan pg_dump (lihat README).');
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const file = path.resolve(process.argv[2] ?? `rotipusat-${stamp}.tar.gz`);
  const dump = (await fromRunningServer(e.PORT)) ?? (await fromDataDirectory());
  writeFileSync(file, dump);
  console.log(`Cadangan tersimpan: ${file} (${(dump.length / 1024 / 1024).toFixed(1)} MB).`);
}

async function fromRunningServer(port: number): Promise<Buffer | null> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${port}/ops/backup`, {
      method: 'POST',
      headers: { 'x-ops-token': opsToken() },
    });
  } catch {
    return null; // no server: open the data directory ourselves
  }
  if (!res.ok) throw new Error(`Server menolak membuat cadangan (${res.status}): ${await res.text()}`);
  console.log(`Server di port ${port} membuat cadangan.`);
  return Buffer.from(await res.arrayBuffer());
}

async function fromDataDirectory(): Promise<Buffer> {
  const database = await openPglite(path.join(dataDir(), 'pglite'));
  try {
    return await dumpEmbedded(database);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
