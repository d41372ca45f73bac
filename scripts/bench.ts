import { queryRows } from '../lib/api/db/raw';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../lib/api/db/client';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { largeSeedExists, seedLarge, LARGE_SEED_DEFAULTS } from '../lib/api/db/seed/large';
import type { Actor } from '../lib/api/actor';
import { testActor } from '../lib/testing/fixtures';
import { listOrders } from '../lib/api/services/order-queries';
import { listInvoices } from '../lib/api/services/invoice-queries';
import { stockHistory } from '../lib/api/services/stock';
import { listReceivables } from '../lib/api/services/receivables';
import { listAudit } from '../lib/api/services/audit-trail';
import { planShortfall, productionPlan } from '../lib/api/services/production-plan';
import { todayInWib } from '../lib/i18n/format';
import { openRecording, type RecordingDb } from './bench/floor';
import { load, loadInProcess, loadSpread, type Load } from './bench/load';
import { peakMemoryGrowth, startServer, type RunningServer } from './bench/server';
import { frontendReport, type FrontendRow } from './bench/frontend';
import { shiftDate } from '../lib/iso-dates';

/**
 * `npm run bench`: the back office at the scale of a large franchise, on PostgreSQL and on
 * PGlite. For each database: seed it once (`seedLarge`), measure the raw SQL of the list calls
 * in this process (the floor), start the built app (`next start`), load it with autocannon on
 * loopback, generate a month of invoices, stream the month's exports while sampling the server's
 * memory, then put the month back as it was. Prints one table per database and writes them to
 * docs/performance.md between the bench markers.
 *
 * Options: --db=postgres|pglite|both (both), --seconds=N per run (5), --connections=N (1: latency without queueing; more for throughput),
 * --no-frontend, --two-processes (PostgreSQL: one app process against two). BENCH_DATABASE_URL and BENCH_DATA_DIR choose the databases.
 */

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]));
const which = args.get('db') ?? 'both';
const seconds = Number(args.get('seconds') ?? 5);
const connections = Number(args.get('connections') ?? 1);
const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rotipusat_bench';
const BENCH_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.bench-data');
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SESSION_SECRET = 'bench-session-secret-0123456789abcdef0123456789';

const log = (line: string) => console.log(line);
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

interface ListCase {
  name: string;
  path: string;
  /** The stock history is the warehouse's and the plan production's (the owner may read neither). */
  as?: 'gudang' | 'produksi';
  /** A deep page: the name of its page 1, for the "deep ÷ page 1" column. */
  deepOf?: string;
  run: (db: RecordingDb['db'], actor: Actor) => Promise<unknown>;
}

/** Tomorrow: the large seed's orders for it are waiting, as on the evening a plan is read. */
const PLAN_DATE = shiftDate(todayInWib(), 1);

/** Last month: about 30,000 audit rows of the large seed's two years. */
const AUDIT_MONTH = (() => {
  const lastDay = shiftDate(`${todayInWib().slice(0, 7)}-01`, -1);
  return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
})();

/** A searchable list's page 1, a deep page of it, and a search, read through the same service call. */
function pagedList(
  what: string,
  path: string,
  deepPage: number,
  list: (
    db: RecordingDb['db'],
    actor: Actor,
    query: { page: number; limit: number; search: string },
  ) => Promise<unknown>,
): ListCase[] {
  return [
    {
      name: `${what}, page 1`,
      path: `${path}?page=1`,
      run: (db, a) => list(db, a, { page: 1, limit: 10, search: '' }),
    },
    {
      name: `${what}, page ${deepPage}`,
      deepOf: `${what}, page 1`,
      path: `${path}?page=${deepPage}`,
      run: (db, a) => list(db, a, { page: deepPage, limit: 10, search: '' }),
    },
    {
      name: `${what}, search "Garut"`,
      path: `${path}?search=Garut`,
      run: (db, a) => list(db, a, { page: 1, limit: 10, search: 'Garut' }),
    },
  ];
}

const LIST_CASES: ListCase[] = [
  ...pagedList('orders', '/transaction/order', 1000, listOrders),
  ...pagedList('invoices', '/transaction', 500, listInvoices),
  {
    name: 'receivables ageing, 250 partners',
    path: '/receivables?limit=10',
    run: (db, a) => listReceivables(db, a, { page: 1, limit: 10, search: '', sort: 'total', asOf: undefined }),
  },
  {
    name: 'audit, one order',
    path: '/audit?entity=order&entityId=1000',
    run: (db, a) =>
      listAudit(db, a, { page: 1, limit: 10, entity: 'order', entityId: '1000', from: undefined, to: undefined }),
  },
  {
    name: 'audit, one month, page 1',
    path: `/audit?from=${AUDIT_MONTH.from}&to=${AUDIT_MONTH.to}&page=1`,
    run: (db, a) => listAudit(db, a, { page: 1, limit: 10, entity: undefined, entityId: undefined, ...AUDIT_MONTH }),
  },
  {
    name: 'audit, one month, page 1000',
    deepOf: 'audit, one month, page 1',
    path: `/audit?from=${AUDIT_MONTH.from}&to=${AUDIT_MONTH.to}&page=1000`,
    run: (db, a) => listAudit(db, a, { page: 1000, limit: 10, entity: undefined, entityId: undefined, ...AUDIT_MONTH }),
  },
  {
    as: 'produksi',
    name: 'production plan, 500 outlets x 100 products',
    path: `/production-plan?deliveryDate=${PLAN_DATE}`,
    run: (db, a) => productionPlan(db, PLAN_DATE, a.now),
  },
  {
    as: 'produksi',
    name: 'plan shortfall by supplier',
    path: `/production-plan/shortfall?deliveryDate=${PLAN_DATE}`,
    run: (db, a) => planShortfall(db, PLAN_DATE, a.now),
  },
  {
    as: 'gudang',
    name: 'stock history, page 1',
    path: '/stock/show/001?page=1',
    run: (db, a) => stockHistory(db, '001', { page: 1, limit: 10, search: '' }, a.now),
  },
  {
    as: 'gudang',
    name: 'stock history, page 1000',
    deepOf: 'stock history, page 1',
    path: '/stock/show/001?page=1000',
    run: (db, a) => stockHistory(db, '001', { page: 1000, limit: 10, search: '' }, a.now),
  },
  {
    as: 'gudang',
    name: 'stock history, search "PRD/2025"',
    path: '/stock/show/001?search=PRD/2025',
    run: (db, a) => stockHistory(db, '001', { page: 1, limit: 10, search: 'PRD/2025' }, a.now),
  },
];

interface DbResult {
  kind: 'PostgreSQL' | 'PGlite';
  seed: string;
  lists: { name: string; api: Load; floor: Load }[];
  ceiling: Load;
  ssr: { page: Load; trivial: Load };
  generation: { outlets: number; invoices: number; seconds: number; halves: [number, number] };
  exports: { name: string; bytes: number; seconds: number; growthMb: number }[];
  frontend?: FrontendRow[];
  /** PostgreSQL with --two-processes: the same load on one app process and spread over two. */
  processes?: { name: string; one: Load; two: Load }[];
}

async function main() {
  ensureBuild();
  const results: DbResult[] = [];
  if (which === 'both' || which === 'postgres') results.push(await benchDatabase('PostgreSQL'));
  if (which === 'both' || which === 'pglite') results.push(await benchDatabase('PGlite', !args.has('no-frontend')));
  for (const r of results) {
    const markdown = renderTables(r);
    log(`\n${markdown}\n`);
    // A run under load keeps its own section, beside the one-connection latency tables.
    writePerformanceDoc(connections > 1 ? `${r.kind}, ${connections} connections` : r.kind, markdown);
  }
}

function ensureBuild() {
  if (existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  log('Membangun aplikasi (next build)…');
  const r = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function prepareDatabase(kind: DbResult['kind']): Promise<string> {
  if (kind === 'PostgreSQL') {
    const admin = new Client({ connectionString: BENCH_URL.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    const name = new URL(BENCH_URL).pathname.slice(1);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
    await admin.end();
  }
  const database: Database =
    kind === 'PostgreSQL' ? openPostgres(BENCH_URL, 1) : await openPglite(path.join(BENCH_DIR, 'pglite'));
  try {
    await migrateDatabase(database);
    if (await largeSeedExists(database.db)) {
      // A steady state for every run: hint bits set and the visibility map current, so the
      // first measurement does not pay for the seed's fresh rows (cheap once done).
      await database.db.execute(sql`vacuum analyze`);
      return 'already there';
    }
    log(`Membuat data skala besar di ${kind} (sekali saja)…`);
    const report = await seedLarge(database.db, LARGE_SEED_DEFAULTS, (s) =>
      log(`  ${s.step.padEnd(16)} ${String(s.rows).padStart(9)} baris ${(s.ms / 1000).toFixed(1).padStart(7)} s`),
    );
    return `made in ${(report.totalMs / 1000).toFixed(0)} s`;
  } finally {
    await database.close();
  }
}

async function ownerActor(db: RecordingDb['db']): Promise<Actor> {
  const rows = (await db.execute(sql.raw(`select id, name from users where username = 'owner'`))) as unknown as {
    rows: { id: number; name: string }[];
  };
  const owner = rows.rows[0];
  return testActor('owner', owner.id, { name: owner.name, clientAddress: 'bench' });
}

async function measureFloors(target: { url?: string; dataDir?: string }) {
  const rec = await openRecording(target);
  try {
    const actor = await ownerActor(rec.db);
    const floors: Load[] = [];
    for (const c of LIST_CASES) {
      const statements = await rec.record(() => c.run(rec.db, actor));
      // listPage runs the count and the page together, as here.
      floors.push(await loadInProcess(() => Promise.all(statements.map((s) => rec.raw(s))), { connections, seconds }));
      log(`  dasar SQL  ${c.name}: p50 ${ms(floors.at(-1)!.p50)} ms`);
    }
    return floors;
  } finally {
    await rec.close();
  }
}

async function benchDatabase(kind: DbResult['kind'], withFrontend = false): Promise<DbResult> {
  log(`\n== ${kind}`);
  const seed = await prepareDatabase(kind);
  const target = kind === 'PostgreSQL' ? { url: BENCH_URL } : { dataDir: path.join(BENCH_DIR, 'pglite') };
  const floors = await measureFloors(target);
  const periods = benchPeriods();
  await withDb(target, (db) => revertMonth(db, periods.open)); // in case an earlier run stopped half-way

  const env: Record<string, string> = {
    SESSION_SECRET,
    COOKIE_SECURE: 'false',
    SEED_DEMO: 'false',
    // The timer would make standing orders in the middle of a measurement.
    JOBS_INTERVAL_SECONDS: '0',
    ...(kind === 'PostgreSQL' ? { DATABASE_URL: BENCH_URL } : { DATABASE_URL: '', DATA_DIR: BENCH_DIR }),
  };
  const server = await startServer(PORT, env);
  let result!: DbResult;
  try {
    const auth = { authorization: `Bearer ${await apiLogin(server, 'owner')}` };
    const staff = {
      gudang: { authorization: `Bearer ${await apiLogin(server, 'gudang')}` },
      produksi: { authorization: `Bearer ${await apiLogin(server, 'produksi')}` },
    };
    const lists: DbResult['lists'] = [];
    for (const [i, c] of LIST_CASES.entries()) {
      const api = await load(`${server.url}/api/v1${c.path}`, {
        headers: c.as ? staff[c.as] : auth,
        connections,
        seconds,
      });
      if (api.non2xx > 0) throw new Error(`${c.path}: ${api.non2xx} jawaban bukan 2xx`);
      lists.push({ name: c.name, api, floor: floors[i] });
      log(`  API        ${c.name}: p50 ${ms(api.p50)} ms, ${api.rps.toFixed(0)} req/s`);
    }
    const ceiling = await load(`${server.url}/api/v1/health`, { connections, seconds });

    const cookie = await bffLogin(server);
    const page = await load(`${server.url}/owner/order`, { headers: { cookie }, connections, seconds });
    const trivial = await load(`${server.url}/status`, { connections, seconds });
    if (page.non2xx > 0 || trivial.non2xx > 0) throw new Error('halaman SSR menjawab bukan 2xx');
    log(`  SSR        /owner/order ${page.rps.toFixed(0)} req/s, /status ${trivial.rps.toFixed(0)} req/s`);

    const processes =
      kind === 'PostgreSQL' && args.has('two-processes') ? await oneVersusTwo(server, env, auth, cookie) : undefined;

    const generation = await generateMonth(server, auth, periods.open);
    log(`  invoice    ${generation.invoices} invoice dalam ${generation.seconds.toFixed(1)} s`);
    const exports = await measureExports(server, auth, periods.closed);
    const frontend = withFrontend ? await frontendReport(server.url, await bffLogin(server, 'mitra')) : undefined;
    result = { kind, seed, lists, ceiling, ssr: { page, trivial }, generation, exports, frontend, processes };
  } finally {
    await server.stop();
    // PGlite is one process per data directory: read and revert only once the server is gone.
    await withDb(target, async (db) => {
      if (result) result.generation.halves = await generationHalves(db, periods.open);
      await revertMonth(db, periods.open);
    });
  }
  return result;
}

/** The month the seed left open (the previous one) and a closed, invoiced month before it. */
function benchPeriods() {
  const [y, m] = todayInWib().split('-').map(Number);
  const shift = (back: number) => {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return { open: shift(1), closed: shift(2) };
}

async function withDb<T>(
  target: { url?: string; dataDir?: string },
  work: (db: RecordingDb['db']) => Promise<T>,
): Promise<T> {
  const rec = await openRecording(target);
  try {
    return await work(rec.db);
  } finally {
    await rec.close();
  }
}

async function query<T>(db: RecordingDb['db'], text: string): Promise<T[]> {
  return queryRows<T>(db, sql.raw(text));
}

/**
 * Puts the open month back as the seed left it, in one transaction: its invoices gone, its orders
 * un-invoiced, and this month's INV counter at the highest number still in use (so a run that
 * stopped half-way is undone by the next one as well).
 */
async function revertMonth(db: RecordingDb['db'], periode: string) {
  if (!/^\d{4}-\d{2}$/.test(periode)) throw new Error('periode salah');
  await db.transaction(async (tx) => {
    const ids = `select id from invoices where periode = '${periode}'`;
    await tx.execute(sql.raw(`update transaction_orders set invoice_id = null where invoice_id in (${ids})`));
    // The audit trail is append-only (a trigger refuses deletes): the bench's rows stay in it.
    await tx.execute(sql.raw(`delete from invoices where periode = '${periode}'`));
    const period = `to_char(now() at time zone 'Asia/Jakarta', 'YYYY/MM')`;
    const highest = `(select max(split_part(number, '/', 4)::int) from invoices where number like 'INV/' || ${period} || '/%')`;
    await tx.execute(
      sql.raw(
        `update document_sequences set last = coalesce(${highest}, 0) where prefix = 'INV' and period = ${period}`,
      ),
    );
    await tx.execute(
      sql.raw(`delete from document_sequences where prefix = 'INV' and period = ${period} and last = 0`),
    );
  });
}

/**
 * Issue 19: a second `next start` on the same database and session secret, and the same load on
 * one process and spread over both (what a reverse proxy does). On this machine's two cores the
 * client, the processes and PostgreSQL share the CPU, so the gain is what the cores allow.
 */
async function oneVersusTwo(
  first: RunningServer,
  env: Record<string, string>,
  auth: Record<string, string>,
  cookie: string,
): Promise<NonNullable<DbResult['processes']>> {
  const second = await startServer(PORT + 1, env);
  try {
    const cases = [
      { name: 'orders, page 1 (API)', path: '/api/v1/transaction/order?page=1', headers: auth },
      { name: '/owner/order (SSR)', path: '/owner/order', headers: { cookie } },
    ];
    const rows: NonNullable<DbResult['processes']> = [];
    for (const c of cases) {
      const opts = { headers: c.headers, connections: Math.max(2, connections), seconds };
      const one = await load(`${first.url}${c.path}`, opts);
      const two = await loadSpread([`${first.url}${c.path}`, `${second.url}${c.path}`], opts);
      if (one.non2xx > 0 || two.non2xx > 0) throw new Error(`${c.path}: jawaban bukan 2xx`);
      rows.push({ name: c.name, one, two });
      log(`  proses     ${c.name}: 1 proses ${one.rps.toFixed(0)} req/s, 2 proses ${two.rps.toFixed(0)} req/s`);
    }
    return rows;
  } finally {
    await second.stop();
  }
}

async function apiLogin(server: RunningServer, username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, remember: false }),
  });
  const body = (await res.json()) as { data: { token: string } };
  if (!res.ok) throw new Error(`login API gagal: ${res.status}`);
  return body.data.token;
}

async function bffLogin(server: RunningServer, username = 'owner'): Promise<string> {
  const res = await fetch(`${server.url}/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, remember: false }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`login BFF gagal: ${res.status}`);
  return cookie;
}

async function generateMonth(
  server: RunningServer,
  auth: Record<string, string>,
  periode: string,
): Promise<DbResult['generation']> {
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/v1/transaction/store?periode=${periode}`, {
    method: 'POST',
    headers: auth,
  });
  const seconds = (performance.now() - t0) / 1000;
  const body = (await res.json()) as { data: { created: number; updated: number }; message: string };
  if (!res.ok) throw new Error(`generate invoice gagal: ${res.status} ${body.message}`);
  return { outlets: body.data.created + body.data.updated, invoices: body.data.created, seconds, halves: [0, 0] };
}

/**
 * Each outlet's transaction stamps its invoice's created_at when it starts: the first and the
 * second half of the outlets taking the same time shows the run is linear in outlets.
 */
async function generationHalves(db: RecordingDb['db'], periode: string): Promise<[number, number]> {
  const rows = await query<{ at: number }>(
    db,
    `select extract(epoch from created_at)::float8 as at from invoices where periode = '${periode}' order by id`,
  );
  const at = rows.map((r) => Number(r.at));
  if (at.length < 2) return [0, 0];
  const mid = Math.floor(at.length / 2);
  return [at[mid] - at[0], at[at.length - 1] - at[mid]];
}

async function measureExports(server: RunningServer, auth: Record<string, string>, periode: string) {
  const out: DbResult['exports'] = [];
  // Yesterday's deliveries: an order from every outlet, all confirmed.
  const yesterday = shiftDate(todayInWib(), -1);
  for (const [name, p] of [
    ['invoice PDFs (ZIP)', `/print/export-invoice?periode=${periode}`],
    ['invoice recap (XLSX)', `/print/rekap-invoice?periode=${periode}`],
    ['delivery pack of a day (PDF, 500 orders)', `/print/export-delivery-pack?date=${yesterday}`],
  ] as const) {
    const t0 = performance.now();
    const {
      result: bytes,
      baseline,
      peak,
    } = await peakMemoryGrowth(server.pid, async () => {
      const res = await fetch(`${server.url}${p}`, { headers: auth });
      if (!res.ok || !res.body) throw new Error(`${p}: ${res.status}`);
      const reader = res.body.getReader();
      let n = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) n += chunk.value.byteLength;
      return n;
    });
    out.push({ name, bytes, seconds: (performance.now() - t0) / 1000, growthMb: (peak - baseline) / 1024 / 1024 });
    log(`  ekspor     ${name}: ${(bytes / 1024).toFixed(0)} KB, memori +${out.at(-1)!.growthMb.toFixed(0)} MB`);
  }
  return out;
}

function renderTables(r: DbResult): string {
  const lines: string[] = [];
  lines.push(
    `### ${r.kind}${connections > 1 ? `, ${connections} connections` : ''}`,
    '',
    `Large seed: ${r.seed}. autocannon, ${connections} connections × ${seconds} s per row, loopback.`,
    '',
  );
  lines.push(
    "| list (API) | p50 ms | p99 ms | req/s | raw SQL p50 ms | p99 ms | ops/s | p50 API ÷ SQL (≤ 2) | API's own cost p50 ms (API − SQL) | deep ÷ page 1 (≤ 2) | req/s ÷ empty route |",
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  r.lists.forEach((l) => {
    const first = r.lists.find((f) => f.name === LIST_CASES.find((c) => c.name === l.name)?.deepOf);
    const deep = first ? ratio(l.api.p50, first.api.p50) : '';
    lines.push(
      `| ${l.name} | ${ms(l.api.p50)} | ${ms(l.api.p99)} | ${l.api.rps.toFixed(0)} | ${ms(l.floor.p50)} | ${ms(l.floor.p99)} | ${l.floor.rps.toFixed(0)} | ${ratio(l.api.p50, l.floor.p50)} | ${ms(l.api.p50 - l.floor.p50)} | ${deep} | ${ratio(l.api.rps, r.ceiling.rps)} |`,
    );
  });
  lines.push(
    `| empty route \`GET /api/v1/health\` (ceiling) | ${ms(r.ceiling.p50)} | ${ms(r.ceiling.p99)} | ${r.ceiling.rps.toFixed(0)} | | | | | | | 1.00 |`,
    '',
  );
  lines.push('| SSR page | p50 ms | p99 ms | req/s | ÷ empty dynamic page (≥ 0.5) |', '|---|---:|---:|---:|---:|');
  lines.push(
    `| \`/owner/order\` with a BFF session | ${ms(r.ssr.page.p50)} | ${ms(r.ssr.page.p99)} | ${r.ssr.page.rps.toFixed(0)} | ${ratio(r.ssr.page.rps, r.ssr.trivial.rps)} |`,
  );
  lines.push(
    `| \`/status\` (empty) | ${ms(r.ssr.trivial.p50)} | ${ms(r.ssr.trivial.p99)} | ${r.ssr.trivial.rps.toFixed(0)} | 1.00 |`,
    '',
  );
  const g = r.generation;
  const halves =
    g.halves[0] > 0
      ? ` Second half of the outlets ÷ first half: ${ratio(g.halves[1], g.halves[0])} (linear when ≈ 1).`
      : '';
  lines.push(
    `Month close: ${g.invoices} invoices for ${g.outlets} outlets in ${g.seconds.toFixed(1)} s = **${(g.invoices / g.seconds).toFixed(0)} invoices/s**, one transaction per outlet.${halves}`,
    '',
  );
  lines.push('| export | size KB | seconds | server memory growth MB (< 150) |', '|---|---:|---:|---:|');
  for (const e of r.exports)
    lines.push(`| ${e.name} | ${(e.bytes / 1024).toFixed(0)} | ${e.seconds.toFixed(1)} | ${e.growthMb.toFixed(0)} |`);
  if (r.processes) {
    lines.push(
      '',
      '| one app process vs two on one database | 1 process req/s | p99 ms | 2 processes req/s | p99 ms | 2 ÷ 1 |',
      '|---|---:|---:|---:|---:|---:|',
    );
    for (const p of r.processes)
      lines.push(
        `| ${p.name} | ${p.one.rps.toFixed(0)} | ${ms(p.one.p99)} | ${p.two.rps.toFixed(0)} | ${ms(p.two.p99)} | ${ratio(p.two.rps, p.one.rps)} |`,
      );
  }
  if (r.frontend) {
    lines.push(
      '',
      '| page (front end) | first-load JS KB gzip (≤ 200) | Lighthouse performance, desktop (≥ 95) |',
      '|---|---:|---:|',
    );
    for (const f of r.frontend) lines.push(`| \`${f.route}\` | ${f.jsKb.toFixed(0)} | ${f.lighthouse ?? '–'} |`);
  }
  return lines.join('\n');
}

/** Each database keeps its own section, so a run on one database leaves the other's table. */
function writePerformanceDoc(kind: string, markdown: string) {
  const file = path.join(process.cwd(), 'docs', 'performance.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const start = `<!-- bench:${kind}:start -->`;
  const end = `<!-- bench:${kind}:end -->`;
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const stamp = `_Latest run: ${new Date().toISOString()} on this machine (${process.platform}, Node ${process.version}, ${os.cpus().length} cores)._`;
  const section = `${start}\n${markdown.replace(/\n\n/, `\n\n${stamp}\n\n`)}\n${end}`;
  const next = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
    : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  log(`Hasil ${kind} ditulis ke ${path.relative(process.cwd(), file)}.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
