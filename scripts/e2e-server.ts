import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openPglite } from '../lib/api/db/client';
import { seedDemo } from '../lib/api/db/seed/demo';
import { seedE2eAccounts } from '../e2e/fixtures';

/**
 * The server Playwright tests against: the built app on a fresh embedded database holding the
 * demo bakery and the e2e fixture accounts, in its own data directory.
 */
async function main() {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await migrateDatabase(database);
  await seedDemo(database.db);
  await seedE2eAccounts(database.db);
  await database.close();
  // The API clock journeys move forward to bill deliveries that are "past" (e2e/helpers.ts).
  mkdirSync(dataDir, { recursive: true });
  const clockFile = path.join(dataDir, 'clock-offset-ms');
  writeFileSync(clockFile, '0');

  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT tidak diisi: jalankan lewat playwright.config.ts.');
  const server = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: port,
      RP_E2E_CLOCK_FILE: clockFile,
      // Journeys make standing orders on demand (POST /standing-order/generate, the job's own
      // service), so no order appears in the middle of another spec's count.
      JOBS_INTERVAL_SECONDS: '0',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
