import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../i18n/id';
import { createTestApi, type TestApi } from '../testing/api';
import {
  bodyArbitrary,
  pathParamArbitrary,
  queryArbitrary,
  type FuzzBody,
  type FuzzPools,
} from '../testing/fuzz-arbitraries';
import { TableWatch } from '../testing/fuzz-db';
import { ENGLISH_DEFAULTS, isKnownIndonesianText, refusalProblem } from '../testing/fuzz-messages';
import { documentedRoutes, registeredRouteKeys, type FuzzRoute } from '../testing/fuzz-routes';
import { FUZZ_CALLERS, refreshPools, seedBakery, type FuzzActors, type FuzzCaller } from '../testing/fuzz-seed';
import { accessFor, allows, POLICY } from './policy';
import { API_PREFIX, PRINT_PREFIX } from './app';
import { scheduleClosures } from './db/schema/orders';

/**
 * QUALITY.md, reliability: "Bad input anywhere (generated with fast-check from the zod schemas)
 * gets a 4xx with an Indonesian message, never a 5xx, and changes nothing."
 *
 * Every route of /api/v1 and /print, as every role and as nobody, gets generated bodies, query
 * strings and path parameters: near-valid ones derived from the route's zod schemas (through its
 * OpenAPI document), malformed ones, and real ids of a seeded bakery. For every answer:
 *  - the status is below 500;
 *  - a refusal (not 2xx) is the envelope with success false and a message (and field messages)
 *    that are texts of lib/i18n or of the Indonesian zod map (lib/testing/fuzz-messages.ts);
 *  - a refusal changed no application table (lib/testing/fuzz-db.ts watches them).
 * A success is allowed (generated input may be valid); its state becomes the new baseline.
 *
 * FUZZ_SEED=<n> replays a run (the seed is printed at the start and by fast-check on failure);
 * FUZZ_RUNS=<factor> scales the number of runs (e.g. 10 for a long local hunt).
 */

// lib/env.ts reads (and caches) the environment on first use: uploads go to a temporary
// directory, and Midtrans is configured with a local fake Snap and a key the suite knows.
const { dataDir, snap } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { startFakeSnap, FUZZ_MIDTRANS_KEY } = await import('../testing/fuzz-snap');
  const dir = mkdtempSync(join(tmpdir(), 'rp-fuzz-'));
  const fake = await startFakeSnap();
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('S3_BUCKET', '');
  vi.stubEnv('MIDTRANS_SERVER_KEY', FUZZ_MIDTRANS_KEY);
  vi.stubEnv('MIDTRANS_SNAP_URL', fake.url);
  return { dataDir: dir, snap: fake };
});

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
/** Runs per route: callers the policy lets in go deep; refused ones are checked at the gate. */
const RUNS_ALLOWED = 12;
const RUNS_REFUSED = 2;
/** Routes that render a workbook or PDFs, or hash passwords (argon2id): fewer runs, same checks. */
const SLOW =
  /^PRINT |^POST \/auth\/(login|change-password|set-new-password|reset-password)$|^POST \/transaction\/store$/;
const FUZZ_ADDRESS = '198.51.100.23';
/**
 * Money and quantities (DOMAIN 20): a request that changed any of these tables must have written
 * its audit rows in the same transaction.
 */
const MONEY_TABLES = new Set([
  'invoices',
  'invoice_items',
  'invoice_payments',
  'products',
  'product_prices',
  'transaction_orders',
  'transaction_order_items',
  'procurements',
  'procurement_items',
  'productions',
  'production_items',
  'recipes',
  'recipe_items',
  'returns',
  'return_items',
  'stock_movements',
]);
/** What a role's account and token depend on; a write elsewhere cannot have signed anyone out. */
const ACCOUNT_TABLES = new Set(['users', 'sessions', 'outlets']);

let h: TestApi;
let actors: FuzzActors;
let watch: TableWatch;
const pools: FuzzPools = { ints: [], productIds: [], filenames: [], folders: [], dates: [], periods: [], examples: {} };
const stats = { requests: 0, successes: 0, writes: 0, moneyWrites: 0, refusals: 0, repairs: 0 };
/** Statuses and refusals per route (FUZZ_REPORT=1 prints them): shows how deep generated input gets. */
const statuses = new Map<string, Map<string, number>>();
const tally = (key: string, what: string) => {
  const counts = statuses.get(key) ?? new Map<string, number>();
  statuses.set(key, counts.set(what, (counts.get(what) ?? 0) + 1));
};
const spent = { setup: 0, request: 0, watch: 0, repair: 0, check: 0 };

async function timed<T>(what: keyof typeof spent, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    spent[what] += performance.now() - start;
  }
}

beforeAll(async () => {
  console.log(`[fuzz] FUZZ_SEED=${SEED} FUZZ_RUNS=${SCALE}`);
  await timed('setup', async () => {
    h = await createTestApi();
    ({ actors } = await seedBakery(h));
    await refreshPools(h, pools);
    watch = new TableWatch(h.db);
    await watch.rebase();
  });
  console.log(`[fuzz] ${watch.watched.length} tabel diawasi`);
}, 120_000);

afterAll(async () => {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `[fuzz] ${stats.requests} permintaan: ${stats.successes} berhasil (${stats.writes} menulis, ${stats.moneyWrites} mengubah uang/jumlah dengan jejak audit), ${stats.refusals} ditolak; ${stats.repairs} akun peran dipulihkan`,
  );
  if (process.env.FUZZ_REPORT) {
    for (const [key, counts] of statuses) {
      const byStatus = [...counts]
        .filter(([what]) => /^\d+$/.test(what))
        .sort()
        .map(([st, n]) => `${st}x${n}`)
        .join(' ');
      const refusals = [...counts]
        .filter(([what]) => !/^\d+$/.test(what))
        .sort(([, a], [, b]) => b - a)
        .slice(0, 6)
        .map(([what, n]) => `    ${n}x ${what.slice(0, 160)}`);
      console.log(`[fuzz] ${key}: ${byStatus}\n${refusals.join('\n')}`);
    }
  }
  console.log(
    `[fuzz] waktu: persiapan ${seconds(spent.setup)}, permintaan ${seconds(spent.request)}, pengawasan tabel ${seconds(spent.watch)}, pemulihan ${seconds(spent.repair)}, pemeriksaan seluruhnya ${seconds(spent.check)}`,
  );
  await h?.close();
  await snap.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface FuzzRequest {
  /** Only for anonymous callers: an Authorization header that is not a valid token, or none. */
  auth: string | null;
  params: Record<string, string>;
  query: string;
  body: FuzzBody;
}

/** A stable seed per route and caller, so that one failing property replays on its own. */
function seedFor(key: string): number {
  let hash = SEED;
  for (const ch of key) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer a b',
  'Basic cm9vdDpyb290',
  'bearer x',
  `Bearer ${'a'.repeat(5_000)}`,
  'Bearer ../../etc',
  'Bearer null',
  'Token abc',
  'Bearer %00',
];

function requestArbitrary(route: FuzzRoute, caller: FuzzCaller): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(route.pathParams.map((p) => [p.name, pathParamArbitrary(p, pools)])));
  const auth =
    caller === 'anonymous'
      ? fc.option(
          fc.oneof(
            fc.constantFrom(...BAD_AUTHORIZATION),
            fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
          ),
          { nil: null },
        )
      : fc.constant(null);
  return fc.record({
    auth,
    params,
    query: queryArbitrary(route.queryParams, pools),
    body: bodyArbitrary(route.body, pools, route.key),
  });
}

function toInit(method: string, authorization: string | null, body: FuzzBody): RequestInit {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (method === 'GET') return { method, headers }; // fetch refuses a GET with a body
  if (body.kind === 'none') {
    if (body.contentType) headers['content-type'] = body.contentType;
    return { method, headers };
  }
  if (body.kind === 'text') {
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    return { method, headers, body: body.text };
  }
  const form = new FormData();
  for (const [k, v] of body.fields)
    form.append(k, typeof v === 'string' ? v : new File([new Uint8Array(v.bytes)], v.name, { type: v.type }));
  return { method, headers, body: form };
}

const clip = (s: string, n = 400) => (s.length > n ? `${s.slice(0, n)}… (${s.length} karakter)` : s);

function describeRequest(route: FuzzRoute, caller: FuzzCaller, url: string, req: FuzzRequest) {
  const body =
    req.body.kind === 'text'
      ? `${req.body.label} ${req.body.contentType ?? '(tanpa content-type)'} ${clip(req.body.text)}`
      : req.body.kind === 'form'
        ? `form ${clip(JSON.stringify(req.body.fields.map(([k, v]) => [k, typeof v === 'string' ? v : { name: v.name, type: v.type, size: v.bytes.length }])))}`
        : 'tanpa body';
  return `${route.key} sebagai ${caller}${req.auth ? ` (authorization ${JSON.stringify(clip(req.auth, 60))})` : ''}: ${route.method} ${clip(url)}\n  body: ${body}`;
}

/** One fuzz request and the three checks; throws (for fast-check) when one fails. */
async function fuzzOnce(route: FuzzRoute, caller: FuzzCaller, req: FuzzRequest) {
  const prefix = route.base === 'print' ? PRINT_PREFIX : API_PREFIX;
  const path = route.path.replace(/\{(\w+)\}/g, (_, n: string) => req.params[n]);
  const url = `${prefix}${path}${req.query ? `?${req.query}` : ''}`;
  const app = route.base === 'print' ? h.print : h.api;
  const { res, text } = await timed('request', async () => {
    const token = actors.token(caller);
    const answer = await app.request(url, toInit(route.method, token ? `Bearer ${token}` : req.auth, req.body), {
      clientAddress: FUZZ_ADDRESS,
    });
    return { res: answer, text: await answer.text() };
  });
  stats.requests++;
  tally(route.key, String(res.status));
  const what = () => `${describeRequest(route, caller, url, req)}\n  jawaban ${res.status}: ${clip(text)}`;
  if (res.status >= 500) throw new Error(`5xx\n${what()}`);
  if (res.status >= 200 && res.status < 300) {
    stats.successes++;
    const written = await timed('watch', () => watch.accept()); // the new state is the baseline
    if (!written.length) return; // a read
    stats.writes++;
    const money = written.filter((n) => MONEY_TABLES.has(n));
    if (money.length) stats.moneyWrites++;
    if (money.length && !written.includes('audit_log'))
      throw new Error(`mengubah ${money.join(', ')} tanpa baris jejak audit\n${what()}`);
    // A write that succeeded: sign the roles in again if it touched accounts or tokens (logout,
    // deactivation, reset, deletion), and take its ids into the pools.
    if (written.some((n) => ACCOUNT_TABLES.has(n))) {
      const repaired = await timed('repair', () => actors.repair());
      stats.repairs += repaired.length;
      if (repaired.length) await timed('watch', () => watch.accept());
    }
    if (written.some((n) => n !== 'sessions')) await timed('repair', () => refreshPools(h, pools));
    return;
  }
  stats.refusals++;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (process.env.FUZZ_REPORT) {
    const { message, error } = (body ?? {}) as { message?: string; error?: unknown };
    tally(
      route.key,
      `${res.status} ${message} ${error && typeof error === 'object' ? JSON.stringify(error) : (error ?? '')}`,
    );
  }
  const problem = refusalProblem(body, res.status);
  if (problem) throw new Error(`penolakan tidak layak: ${problem}\n${what()}`);
  const changed = await timed('watch', () => watch.changed());
  if (changed.length) {
    await watch.rebase(); // report this change once, not again for every later run
    throw new Error(`penolakan mengubah tabel ${changed.join(', ')}\n${what()}`);
  }
}

let documented: FuzzRoute[] | undefined;
/** Generating the OpenAPI documents takes a while: once per run. */
const routes = () => (documented ??= documentedRoutes(h));

describe('the fuzz oracle', () => {
  it('covers every route the API registers, each with a policy row', () => {
    const keys = routes()
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual(registeredRouteKeys(h));
    expect(keys.filter((k) => !(k in POLICY))).toEqual([]);
    expect(keys.length).toBeGreaterThan(80);
  });

  it('accepts the Indonesian texts and rejects English library defaults', () => {
    for (const text of [
      t.errors.incomplete,
      t.errors.notFound,
      t.order.dateClosed('Lebaran'),
      t.product.unknownProducts('001, 002'),
      // Numbers written by the Indonesian formatters (formatQuantity, formatRupiah) inside a template.
      t.stock.insufficient('Roti Tawar', 0, 'pcs'),
      t.stock.insufficient('Tepung', 1250.5, 'kg'),
      t.invoice.amountOverRemaining('Rp1.250.000'),
      'Minimal 8 karakter.',
      'Wajib diisi.',
    ]) {
      expect(isKnownIndonesianText(text), text).toBe(true);
    }
    for (const text of ENGLISH_DEFAULTS) expect(isKnownIndonesianText(text), text).toBe(false);
    expect(isKnownIndonesianText('Terjadi kesalahan, coba lagi')).toBe(false); // Indonesian, but not a text of lib/i18n
    expect(
      refusalProblem({ success: false, message: t.errors.incomplete, error: { name: 'Required' }, data: null }),
    ).toMatch(/name/);
    expect(refusalProblem({ success: true, message: t.errors.incomplete, error: null, data: null })).not.toBeNull();
    expect(refusalProblem({ success: false, message: t.errors.generic, error: null, data: null }, 415)).not.toBeNull();
  });

  it('knows every message the Indonesian zod map gives', () => {
    const probes: [z.ZodType, unknown][] = [
      [z.string(), undefined],
      [z.string(), 5],
      [z.string().min(1), ''],
      [z.string().min(3), 'a'],
      [z.string().max(2), 'abc'],
      [z.array(z.string()).min(1), []],
      [z.array(z.string()).min(2), ['a']],
      [z.array(z.string()).max(1), ['a', 'b']],
      [z.number().min(1), 0],
      [z.number().positive(), 0],
      [z.number().max(5), 6],
      [z.number().lt(5), 5],
      [z.email(), 'x'],
      [z.iso.date(), 'x'],
      [z.uuid(), 'x'],
      [z.enum(['a']), 'b'],
      [z.number().multipleOf(2), 3],
      [z.strictObject({}), { x: 1 }],
      [z.string().refine(() => false), 'x'],
      [z.number().int(), 1.5],
    ];
    for (const [schema, input] of probes) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues)
        expect(isKnownIndonesianText(issue.message), `${issue.code}: ${issue.message}`).toBe(true);
    }
  });

  it('sees an inserted, an updated and a deleted row, and not a write of the same values', async () => {
    await watch.rebase();
    const [row] = await h.db
      .insert(scheduleClosures)
      .values({ startDate: '2999-01-01', endDate: '2999-01-01', notes: 'Uji pengawasan' })
      .returning({ id: scheduleClosures.id });
    expect(await watch.changed()).toEqual(['schedule_closures']);
    await watch.rebase();
    const same = await h.db.select().from(scheduleClosures).where(eq(scheduleClosures.id, row.id));
    await h.db.update(scheduleClosures).set({ notes: same[0].notes }).where(eq(scheduleClosures.id, row.id));
    expect(await watch.written()).toBe(true);
    expect(await watch.changed()).toEqual([]);
    await h.db.update(scheduleClosures).set({ notes: 'Diubah' }).where(eq(scheduleClosures.id, row.id));
    expect(await watch.changed()).toEqual(['schedule_closures']);
    await watch.rebase();
    await h.db.delete(scheduleClosures).where(eq(scheduleClosures.id, row.id));
    expect(await watch.changed()).toEqual(['schedule_closures']);
    await watch.rebase();
    await h.db
      .transaction(async (tx) => {
        await tx
          .insert(scheduleClosures)
          .values({ startDate: '2999-01-02', endDate: '2999-01-02', notes: 'Dibatalkan' });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await watch.written()).toBe(false);
  });
});

describe('fuzzing every route as every role', () => {
  // The routes are only known once the app exists; the list below is the same documents' keys.
  const keys = Object.keys(POLICY);
  it.each(keys)(
    '%s',
    async (key) => {
      const route = routes().find((r) => r.key === key);
      expect(route, `${key} tidak ada di dokumen OpenAPI`).toBeDefined();
      const access = accessFor(key);
      for (const caller of FUZZ_CALLERS) {
        const allowed = caller === 'anonymous' ? access === 'public' : allows(access, caller);
        const runs = Math.max(
          1,
          Math.round((allowed ? RUNS_ALLOWED : RUNS_REFUSED) * SCALE * (SLOW.test(key) && allowed ? 0.4 : 1)),
        );
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route!, caller), (req) =>
            timed('check', () => fuzzOnce(route!, caller, req)),
          ),
          { numRuns: runs, seed: seedFor(`${key} ${caller}`) },
        );
      }
    },
    120_000 * Math.max(1, SCALE),
  );
});

describe('the audit check above was exercised', () => {
  it('some generated requests changed money or quantities (each with its audit rows)', () => {
    expect(stats.moneyWrites).toBeGreaterThan(0);
  });
});
