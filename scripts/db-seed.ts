import path from 'node:path';
import { dataDir, env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/api/db/client';
import { seedDemoHistory } from '../lib/api/db/seed/demo-history';
import { seedDemo } from '../lib/api/db/seed/demo';
import { LARGE_SEED_DEFAULTS, LargeSeedRefused, seedLarge, type LargeSeedOptions } from '../lib/api/db/seed/large';

const USAGE = 'Opsi: --demo (bawaan), --large [--outlets=500] [--products=100] [--days=730] [--lines=10].';

function parseArgs(args: string[]) {
  let large = false;
  const sizes: LargeSeedOptions = { ...LARGE_SEED_DEFAULTS };
  const numeric: Record<string, keyof LargeSeedOptions> = {
    outlets: 'outlets',
    products: 'products',
    days: 'days',
    lines: 'linesPerOrder',
  };
  for (const arg of args) {
    const [flag, value] = arg.replace(/^--/, '').split('=');
    if (arg === '--demo') continue;
    if (arg === '--large') large = true;
    else if (flag in numeric && /^\d+$/.test(value ?? '')) (sizes[numeric[flag]] as number) = Number(value);
    else throw new Error(`Opsi tidak dikenal: ${arg}. ${USAGE}`);
  }
  return { large, sizes };
}

/**
 * Seeds the demo bakery (idempotent), or with --large a franchise-sized bakery for the
 * benchmark, on the embedded database or on DATABASE_URL.
 */
async function main() {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const url = env().DATABASE_URL;
  const database = url ? openPostgres(url, 1) : await openPglite(path.join(dataDir(), 'pglite'));
  await migrateDatabase(database);
  const started = Date.now();
  try {
    if (parsed.large) {
      const { sizes } = parsed;
      console.log(
        `Membuat data skala besar di ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${sizes.outlets} outlet, ${sizes.products} produk, ${sizes.days} hari, ${sizes.linesPerOrder} baris per pesanan…`,
      );
      const report = await seedLarge(database.db, sizes, (s) =>
        console.log(
          `  ${s.step.padEnd(16)} ${String(s.rows).padStart(9)} baris ${(s.ms / 1000).toFixed(1).padStart(7)} s`,
        ),
      );
      console.log(`Data skala besar dibuat dalam ${(report.totalMs / 1000).toFixed(1)} s.`);
    } else {
      const { created } = await seedDemo(database.db);
      if (created) await seedDemoHistory(database.db);
      console.log(
        created
          ? `Data demo (dengan riwayat tiga bulan) dibuat dalam ${Date.now() - started} ms.`
          : 'Data demo sudah ada; tidak ada yang diubah.',
      );
    }
  } catch (err) {
    if (!(err instanceof LargeSeedRefused)) throw err;
    console.error(err.message);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
