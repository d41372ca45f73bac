import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../i18n/id';
import { withTestApi, TEST_PASSWORD, expectOk, expectRefused } from '../testing/api';
import { createLogger } from './logging';
import { insertProduct } from '../testing/fixtures';
import { createProxiedDatabase } from '../testing/fault-proxy';
import { injectFault, literal } from '../testing/fault-triggers';
import { API_PREFIX, createApi } from './app';
import { openPostgres } from './db/client';
import { auditLog } from './db/schema/audit';
import { productPrices, products } from './db/schema/catalog';
import { outlets } from './db/schema/outlets';
import { invoices } from './db/schema/invoices';
import { transactionOrders } from './db/schema/orders';
import { productions } from './db/schema/production';
import { documentSequences } from './db/schema/sequences';
import { stockMovements } from './db/schema/stock';
import { insertAccount } from './db/seed/accounts';
import { onPostgres } from '../testing/test-db';
import { ledgerMismatches } from './services/stock-ledger';
import { day } from '../testing/days';

// lib/server/api-read.ts is server-only (Next refuses it in a client bundle); here it is plain Node.
vi.mock('server-only', () => ({}));

/**
 * Faults (QUALITY "Reliability"): a failure injected in the middle of a multi-step operation
 * leaves nothing half-done, and PostgreSQL going away gives a clear Indonesian 503 that heals
 * by itself. The SIGKILL test of the embedded database is lib/api/db/pglite-crash.api.test.ts.
 */

const tomorrow = day(1);
const periode = tomorrow.slice(0, 7);

/** What the API logged for the operator (errors only), one JSON line each. */
const apiLog: string[] = [];

const { h, finance, producer, warehouse } = withTestApi(
  { finance: 'admin', producer: 'production', warehouse: 'warehouse' },
  { logger: createLogger({ write: (line: string) => void apiLog.push(line) }, 'error') },
);

const stocksOf = async (ids: string[]) =>
  Object.fromEntries(
    (await h.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids))).map(
      (p) => [p.id, p.stock],
    ),
  );
const movementsOf = (documentType: string, id: number) =>
  h.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.documentType, documentType), eq(stockMovements.documentId, String(id))));
const auditOf = async (entity: string, id: number) =>
  (
    await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
  ).map((a) => a.action);

/** What an unexpected database error must look like to a caller: a clean 500 in Indonesian, nothing more. */
function expectCleanFailure(
  res: { status: number; headers: Headers; body: { success: boolean; message: string; error: unknown; data: unknown } },
  faultMessage: string,
) {
  expectRefused(res, 500);
  expect(res.body).toEqual({ success: false, message: t.errors.generic, error: 'internal', data: null });
  // The injected error is what failed (and it was logged for the operator with the request's id).
  const line = apiLog
    .map((l) => JSON.parse(l) as { msg: string; requestId?: string; err?: { message: string } })
    .find((l) => l.err?.message.includes(faultMessage));
  expect(line).toMatchObject({ msg: 'kesalahan tak terduga', requestId: res.headers.get('x-request-id') });
}

/** A price for `productId` on every tier, so any outlet may order it. */
async function priceEverywhere(productId: string, price: number) {
  const tiers = (await h.db.execute(sql`select id from branch_groups`)) as unknown as { rows: { id: number }[] };
  await h.db
    .insert(productPrices)
    .values(tiers.rows.map(({ id }) => ({ productId, branchGroupId: Number(id), price })))
    .onConflictDoNothing();
}

async function placeOrder(outletId: number, items: { productId: string; qty: number }[]) {
  const res = await finance.call('POST', '/transaction/order/store', {
    branchId: outletId,
    deliveryDate: tomorrow,
    items,
  });
  return expectOk(res).transactionOrderId as number;
}

describe('a failure in the middle of a multi-step operation leaves nothing half-done', () => {
  it('invoice generation: the failing outlet gets nothing (no header, no claimed order, no number), a rerun completes with no gap and no duplicate', async () => {
    const { outletIds } = await h.makePartner(3);
    const bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 10_000 });
    await priceEverywhere(bread, 5000);
    const [first, failing, last] = outletIds.sort((a, b) => a - b);
    const orders: Record<number, number[]> = {};
    for (const [outletId, qtys] of [
      [first, [10, 4]],
      [failing, [3, 7]],
      [last, [2, 5]],
    ] as const) {
      orders[outletId] = [];
      for (const qty of qtys) {
        const id = await placeOrder(outletId, [{ productId: bread, qty }]);
        expectOk(await finance.call('POST', `/transaction/order/confirm/${id}`));
        orders[outletId].push(id);
      }
    }
    const lastNumber = async () =>
      (
        await h.db
          .select({ last: documentSequences.last })
          .from(documentSequences)
          .where(eq(documentSequences.prefix, 'INV'))
      )[0]?.last ?? 0;
    const numberBefore = await lastNumber();

    // The failing outlet's header is written and its number taken; then claiming its second order fails.
    const fault = await injectFault(h.db, {
      table: 'transaction_orders',
      event: 'UPDATE',
      when: `OLD.invoice_id IS NULL AND NEW.invoice_id IS NOT NULL AND NEW.id = ${literal(orders[failing][1])}`,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
      // A month close says how far it got and which outlet stopped it (issue 11), instead of a bare 500.
      const [stopped] = await h.db.select().from(outlets).where(eq(outlets.id, failing));
      expect(expectRefused(res, 503, t.invoice.closeStopped(1, 3, stopped.title))).toMatchObject({
        outlet: stopped.title,
        done: '1',
        total: '3',
        invoiced: '1',
      });
      const texts = logged.mock.calls
        .flat()
        .flatMap((x: unknown) => [String(x), String((x as { cause?: unknown })?.cause)]);
      expect(texts.join('\n')).toContain(fault.message);
    } finally {
      logged.mockRestore();
      await fault.remove();
    }

    const invoiceOf = async (outletId: number) =>
      h.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.outletId, outletId), eq(invoices.periode, periode)));
    const claimed = async (outletId: number) =>
      (
        await h.db
          .select({ invoiceId: transactionOrders.invoiceId })
          .from(transactionOrders)
          .where(eq(transactionOrders.outletId, outletId))
      ).map((o) => o.invoiceId);
    // Outlets are invoiced in id order, one transaction each: the one before the failure is
    // complete, the failing one has nothing at all, and the run stopped there (the last is untouched).
    const [done] = await invoiceOf(first);
    expect(done).toMatchObject({
      subtotal: 70_000,
      total: 70_000,
      number: expect.stringMatching(new RegExp(`/${String(numberBefore + 1).padStart(4, '0')}$`)),
    });
    expect(await claimed(first)).toEqual([done.id, done.id]);
    expect(await auditOf('invoice', done.id)).toEqual(['generate']);
    expect(await invoiceOf(failing)).toEqual([]);
    expect(await claimed(failing)).toEqual([null, null]);
    expect(await invoiceOf(last)).toEqual([]);
    expect(await lastNumber()).toBe(numberBefore + 1); // the failing outlet's number was given back
    const invoiceAudits = await h.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entity, 'invoice'));
    expect(invoiceAudits).toHaveLength(1);

    // Without the fault, the rerun finishes the job: the two remaining outlets, next numbers, no duplicate.
    const rerun = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    expect(expectOk(rerun)).toEqual({ created: 2, updated: 0 });
    const all = await h.db.select().from(invoices).where(eq(invoices.periode, periode)).orderBy(asc(invoices.outletId));
    expect(all.map((i) => [i.outletId, i.total])).toEqual([
      [first, 70_000],
      [failing, 50_000],
      [last, 35_000],
    ]);
    const seq = all.map((i) => Number(i.number.slice(-4))).sort((a, b) => a - b);
    expect(seq).toEqual([numberBefore + 1, numberBefore + 2, numberBefore + 3]);
    expect(await lastNumber()).toBe(numberBefore + 3);
    for (const inv of all) expect(await claimed(inv.outletId)).toEqual([inv.id, inv.id]);
    expect((await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`))).body.data).toEqual({
      created: 0,
      updated: 0,
    });
  });

  it("order confirmation: when the second product's stock move fails, the order stays pending and stock and ledger are untouched", async () => {
    const { outletIds } = await h.makePartner(1);
    const cake = await insertProduct(h.db, { id: '701', type: 'bahan_jadi', unit: 'pcs', stock: 100 });
    const donut = await insertProduct(h.db, { id: '702', type: 'bahan_jadi', unit: 'pcs', stock: 100 });
    await priceEverywhere(cake, 20_000);
    await priceEverywhere(donut, 4_000);
    const orderId = await placeOrder(outletIds[0], [
      { productId: cake, qty: 5 },
      { productId: donut, qty: 12 },
    ]);
    const before = await stocksOf([cake, donut]);

    // Products are moved in id order: the cake's stock and ledger row are written, the donut's
    // stock row is updated, then its ledger row fails.
    const fault = await injectFault(h.db, {
      table: 'stock_movements',
      event: 'INSERT',
      when: `NEW.product_id = ${literal(donut)} AND NEW.kind = 'order'`,
    });
    try {
      expectCleanFailure(await finance.call('POST', `/transaction/order/confirm/${orderId}`), fault.message);
    } finally {
      await fault.remove();
    }

    const [order] = await h.db.select().from(transactionOrders).where(eq(transactionOrders.id, orderId));
    expect(order).toMatchObject({ status: 'pending', confirmedAt: null, isAccepted: null });
    expect(await stocksOf([cake, donut])).toEqual(before);
    expect(await movementsOf('order', orderId)).toEqual([]);
    expect(await auditOf('order', orderId)).toEqual(['create']);
    expect(await ledgerMismatches(h.db)).toEqual([]);

    // Nothing half-done means the same confirmation simply works once the fault is gone.
    expectOk(await finance.call('POST', `/transaction/order/confirm/${orderId}`));
    expect(await stocksOf([cake, donut])).toEqual({ [cake]: before[cake] - 5, [donut]: before[donut] - 12 });
    expect((await movementsOf('order', orderId)).map((m) => [m.productId, m.qty]).sort()).toEqual([
      [cake, -5],
      [donut, -12],
    ]);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it("production approval: when a raw material's stock move fails, the batch stays pending and nothing moved", async () => {
    const roll = await insertProduct(h.db, { id: '711', title: 'Roti Gulung', type: 'bahan_jadi', unit: 'pcs' });
    const flour = await insertProduct(h.db, { id: '712', title: 'Tepung', type: 'bahan_baku', unit: 'kg', stock: 50 });
    const egg = await insertProduct(h.db, { id: '713', title: 'Telur', type: 'bahan_baku', unit: 'kg', stock: 30 });
    const res = await producer.call('POST', '/production/store', {
      items: [
        { productId: roll, qty: 120, type: 'bahan_jadi' },
        { productId: flour, qty: 10, type: 'bahan_baku' },
        { productId: egg, qty: 4, type: 'bahan_baku' },
      ],
    });
    const batchId = expectOk(res).productionId as number;
    const before = await stocksOf([roll, flour, egg]);

    // Finished goods come in, the first raw material goes out, the second one's ledger row fails.
    const fault = await injectFault(h.db, {
      table: 'stock_movements',
      event: 'INSERT',
      when: `NEW.product_id = ${literal(egg)} AND NEW.kind = 'production_out'`,
    });
    try {
      expectCleanFailure(await warehouse.call('POST', `/production/accept/${batchId}`), fault.message);
    } finally {
      await fault.remove();
    }

    const [batch] = await h.db.select().from(productions).where(eq(productions.id, batchId));
    expect(batch).toMatchObject({ status: 'pending', approvedBy: null, approvedAt: null });
    expect(await stocksOf([roll, flour, egg])).toEqual(before);
    expect(await movementsOf('production', batchId)).toEqual([]);
    expect(await auditOf('production', batchId)).toEqual(['create']);
    expect(await ledgerMismatches(h.db)).toEqual([]);

    expectOk(await warehouse.call('POST', `/production/accept/${batchId}`));
    expect(await stocksOf([roll, flour, egg])).toEqual({ [roll]: 120, [flour]: 40, [egg]: 26 });
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });
});

if (!onPostgres)
  console.log(
    '[uji] PostgreSQL yang hilang hanya bisa diuji di proyek postgres (TEST_DATABASE_URL); PGlite tertanam tidak punya koneksi jaringan. Dilewati di PGlite.',
  );

describe.runIf(onPostgres)('PostgreSQL goes away and comes back', () => {
  let pg: Awaited<ReturnType<typeof createProxiedDatabase>>;
  let accountName: string;

  beforeAll(async () => {
    pg = await createProxiedDatabase();
    accountName = `gudang${Date.now().toString(36)}`;
    await insertAccount(pg.direct.db, { role: 'warehouse', username: accountName, password: TEST_PASSWORD });
    await insertProduct(pg.direct.db, { id: '801', type: 'bahan_jadi', unit: 'pcs', stock: 10 });
  });
  afterAll(async () => {
    await pg?.close();
  });

  async function waitFor(condition: () => Promise<boolean>, ms = 10_000) {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 50)))
      if (await condition()) return;
    throw new Error('kondisi tidak tercapai');
  }

  /** How long a call took, so a slow answer (a hang in the making) fails the test. */
  async function timed<T>(what: Promise<T>): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    const value = await what;
    return { value, ms: Date.now() - started };
  }

  it('answers 503 with the Indonesian database message while cut, never 500 or a hang, and heals without a restart', async () => {
    const database = openPostgres(pg.proxiedUrl);
    const { api } = createApi(async () => database.db);
    const call = async (method: string, p: string, token?: string, body?: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await api.request(
        `${API_PREFIX}${p}`,
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        { clientAddress: '127.0.0.1' },
      );
      return {
        status: res.status,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        body: (await res.json()) as { success: boolean; message: string; error: unknown; data: any },
      };
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const login = await call('POST', '/auth/login', undefined, {
        username: accountName,
        password: TEST_PASSWORD,
        remember: false,
      });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      expect((await call('GET', '/stock', token)).status).toBe(200); // the pool now holds open connections

      await pg.proxy.cut();
      const unavailable = { success: false, message: t.errors.database, error: 'database_unavailable', data: null };
      for (const [method, p, body] of [
        ['GET', '/stock'],
        ['POST', '/stock/update', { notes: 'saat putus', items: [{ productId: '801', qty: 1 }] }],
        ['GET', '/production'],
      ] as const) {
        const { value, ms } = await timed(call(method, p, token, body));
        expect(value.body, `${method} ${p}`).toEqual(unavailable);
        expect(value.status).toBe(503);
        expect(ms).toBeLessThan(2_000); // refused at once: no waiting on a dead server
      }
      const refusedLogin = await call('POST', '/auth/login', undefined, {
        username: accountName,
        password: TEST_PASSWORD,
        remember: false,
      });
      expect(refusedLogin.status).toBe(503);
      expect(refusedLogin.body.message).toBe(t.errors.database);

      await pg.proxy.restore();
      const healed = await call('GET', '/stock/show/801', token);
      expect(healed.status).toBe(200);
      expect(healed.body.data.options.product).toMatchObject({ productId: '801', stock: 10 }); // the write during the cut did not happen

      // Cut in the middle of a write (held open by a sleeping trigger): 503, and the write is not there after.
      const slow = await injectFault(pg.direct.db, {
        table: 'stock_movements',
        event: 'INSERT',
        when: `NEW.notes = 'terputus'`,
        action: { sleepSeconds: 2 },
      });
      try {
        const pending = call('POST', '/stock/update', token, {
          notes: 'terputus',
          items: [{ productId: '801', qty: 5 }],
        });
        await waitFor(async () => {
          const sleeping = (await pg.direct.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
          )) as unknown as { rows: { n: number }[] };
          return sleeping.rows[0].n > 0; // the write is inside its transaction, stock row already updated
        });
        const { value, ms } = await timed(
          (async () => {
            await pg.proxy.cut();
            return pending;
          })(),
        );
        expect(value.status).toBe(503);
        expect(value.body.message).toBe(t.errors.database);
        expect(ms).toBeLessThan(2_000);
        await pg.proxy.restore();
      } finally {
        await slow.remove(); // waits for the orphaned transaction on the server to end (it never commits)
      }
      const after = await call('GET', '/stock/show/801', token);
      expect(after.status).toBe(200);
      expect(after.body.data.options.product.stock).toBe(10);
      expect(await ledgerMismatches(pg.direct.db)).toEqual([]);
    } finally {
      logged.mockRestore();
      await pg.proxy.restore();
      await database.close();
    }
  });

  it('bounds the wait when the server stops answering (connection timeout), then heals', async () => {
    const database = openPostgres(pg.proxiedUrl);
    const { api } = createApi(async () => database.db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await pg.proxy.stall();
      const started = Date.now();
      const res = await api.request(`${API_PREFIX}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: accountName, password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(t.errors.database);
      expect(Date.now() - started).toBeLessThan(8_000); // openPostgres gives up connecting after 5 s
      await pg.proxy.restore();
      const again = await api.request(`${API_PREFIX}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: accountName, password: TEST_PASSWORD }),
      });
      expect(again.status).toBe(200);
    } finally {
      logged.mockRestore();
      await pg.proxy.restore();
      await database.close();
    }
  });

  it('a server page read (serverRead over the app database) throws the Indonesian message while away, also when the app starts without the database, and recovers', async () => {
    const saved = {
      DATABASE_URL: process.env.DATABASE_URL,
      DATA_DIR: process.env.DATA_DIR,
      API_BASE_URL: process.env.API_BASE_URL,
    };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rp-fault-'));
    process.env.DATABASE_URL = pg.proxiedUrl;
    process.env.DATA_DIR = dataDir;
    delete process.env.API_BASE_URL;
    vi.resetModules(); // a fresh env() and app database that see the proxied DATABASE_URL
    const { serverRead } = await import('../server/api-read');
    const { DATABASE_UNAVAILABLE_DIGEST } = await import('../database-unavailable');
    const { callApiJson } = await import('../server/api-client');
    const { closeAppDatabase } = await import('./db/app-db');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The app's first request comes while PostgreSQL is away: opening (and migrating) fails.
      await pg.proxy.cut();
      const guest = { token: 'belum-masuk' } as Parameters<typeof serverRead>[0];
      // The digest survives Next's production masking of the message; app/[rolePage]/error.tsx
      // compares it with the same shared constant.
      const databaseAway = { message: t.errors.database, digest: DATABASE_UNAVAILABLE_DIGEST };
      const screenError = readFileSync(path.join(process.cwd(), 'app/[rolePage]/error.tsx'), 'utf8');
      expect(screenError).toContain("import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/database-unavailable';");
      expect(screenError).toContain('error.digest === DATABASE_UNAVAILABLE_DIGEST');
      await expect(serverRead(guest, '/stock')).rejects.toMatchObject(databaseAway);

      await pg.proxy.restore();
      const login = await callApiJson<{ token: string }>('api', '/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: accountName, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const user = { token: login.body.data.token } as Parameters<typeof serverRead>[0];
      const read = await serverRead<{ items: unknown[] }>(user, '/stock?search=801');
      expect(read.status).toBe(200);

      await pg.proxy.cut();
      await expect(serverRead(user, '/stock')).rejects.toMatchObject(databaseAway);
      await pg.proxy.restore();
      expect((await serverRead(user, '/stock?search=801')).status).toBe(200);
    } finally {
      logged.mockRestore();
      await pg.proxy.restore();
      await closeAppDatabase();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
