import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dataDir, env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/api/db/client';
import { seedDemo } from '../lib/api/db/seed/demo';
import { seedDemoHistory } from '../lib/api/db/seed/demo-history';

/**
 * `npm start`: prepares the database (migrations; the demo bakery on the embedded default),
 * builds once if needed, then serves the back office (scripts/serve.mjs).
 */
async function main() {
  const e = env();
  const embedded = !e.DATABASE_URL;
  // PGlite allows one process per data directory: prepare it here, close it, then start the server.
  const database = embedded ? await openPglite(path.join(dataDir(), 'pglite')) : openPostgres(e.DATABASE_URL!, 1);
  await migrateDatabase(database);
  if (embedded && e.SEED_DEMO === 'true') {
    const { created } = await seedDemo(database.db);
    if (created) {
      // Three months of the bakery's days, so every dashboard and list has something to show.
      const history = await seedDemoHistory(database.db);
      console.log(
        `Data demo dibuat dengan riwayat tiga bulan dalam ${(history.ms / 1000).toFixed(1)} s (password semua akun: rotipusat123).`,
      );
    } else console.log('Data demo sudah ada.');
  }
  await database.close();

  const nextBin = path.join(process.cwd(), 'node_modules', '.bin', 'next');
  if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
    console.log('Membangun aplikasi (sekali saja)…');
    const build = spawnSync(nextBin, ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log(`Back office berjalan di http://localhost:${e.PORT}`);
  // scripts/serve.mjs, not `next start`: the client address must come from the socket.
  const server = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(e.PORT) },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
