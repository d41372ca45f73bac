import path from 'node:path';
import { dataDir, env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/api/db/client';
import { JOBS } from '../lib/api/jobs/index';
import { runDueJobs } from '../lib/api/jobs/runner';

/**
 * `npm run jobs`: runs the bakery's recurring jobs once, for deployments that schedule them with
 * cron instead of the in-process timer. On the embedded database only while the server is stopped
 * (PGlite allows one process per data directory).
 */
async function main() {
  const url = env().DATABASE_URL;
  const database = url ? openPostgres(url, 1) : await openPglite(path.join(dataDir(), 'pglite'));
  await migrateDatabase(database);
  const outcomes = await runDueJobs(database.db, JOBS, new Date());
  await database.close();
  for (const o of outcomes) {
    const what = o.error
      ? `gagal: ${o.error}`
      : o.ran
        ? JSON.stringify(o.result)
        : 'sudah dijalankan untuk periode ini';
    console.log(`${o.name} (${o.period}): ${what}`);
  }
  if (outcomes.length === 0) console.log('Tidak ada tugas terjadwal.');
  if (outcomes.some((o) => o.error)) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
