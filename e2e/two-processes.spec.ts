import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { seedDemoData, startServer, type PrivateServer } from './private-server';
import { ONE_PIXEL_PNG as PNG } from '../lib/testing/files';

/**
 * Issue 19: two app processes on one PostgreSQL database with the same SESSION_SECRET and one
 * shared file folder, as the README's reverse-proxy section runs them. A session made on one is
 * honoured by the other and so is its logout; login throttling counts across both; document
 * numbers stay gapless under concurrent creates on both; the job timers of both make each
 * reminder once; an upload on one is served by the other.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

test.describe('two processes, one PostgreSQL database', () => {
  test.skip(!ADMIN_URL, 'butuh PostgreSQL: setel TEST_DATABASE_URL (CI menyetelnya)');

  const database = `rp_two_${Date.now().toString(36)}`;
  let dataDir = '';
  const databaseUrl = ADMIN_URL ? Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString() : '';
  const sessionSecret = 'rahasia-sesi-bersama-'.padEnd(48, 'x');
  let a: PrivateServer;
  let b: PrivateServer;
  let db: Client;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'rp-two-'));
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await admin.end();
    seedDemoData({ dataDir, databaseUrl });
    const setting = { dataDir, databaseUrl, sessionSecret, jobsIntervalSeconds: 1 };
    [a, b] = await Promise.all([startServer(setting), startServer(setting)]);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  test.afterAll(async () => {
    a?.stop();
    b?.stop();
    await db?.end();
    if (ADMIN_URL) {
      const admin = new Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function apiLogin(server: PrivateServer, username: string, password = DEMO_PASSWORD) {
    return fetch(`${server.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  }

  /** The BFF's sealed session cookie, from a login through the form's route on `server`. */
  async function bffLogin(server: PrivateServer, username: string): Promise<string> {
    const res = await fetch(`${server.origin}/bff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  const bffGet = (server: PrivateServer, cookie: string, route: string) =>
    fetch(`${server.origin}${route}`, { headers: { cookie } });

  test('a session, an upload and a logout made on one process hold on the other', async () => {
    const cookie = await bffLogin(a, 'finance');
    expect((await bffGet(b, cookie, '/bff/api/notification')).status).toBe(200);

    const token = ((await (await apiLogin(a, 'finance')).json()) as { data: { token: string } }).data.token;
    const form = new FormData();
    form.set('imageUrl', new Blob([PNG], { type: 'image/png' }), 'bukti.png');
    const upload = await fetch(`${a.api}/utils/upload-file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const file = ((await upload.json()) as { data: { filename: string; path: string } }).data;
    const served = await bffGet(b, cookie, `/bff/files/${file.path}/${file.filename}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    // Logging out on A ends the session everywhere: B refuses the cookie and the token.
    const out = await fetch(`${a.origin}/bff/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: a.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await bffGet(b, cookie, '/bff/api/notification')).status).toBe(401);
    expect(
      (await fetch(`${a.api}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await fetch(`${b.api}/notification`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  test('login throttling counts the failures made on both processes', async () => {
    for (let i = 0; i < 5; i++) expect((await apiLogin(i % 2 ? b : a, 'viewer', 'salah-sandi')).status).toBe(401);
    const sixth = await apiLogin(b, 'viewer', 'salah-sandi');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('document numbers stay gapless when both processes create at once', async () => {
    const token = ((await (await apiLogin(b, 'finance')).json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const outlets = await (await fetch(`${a.api}/outlet?limit=1`, { headers })).json();
    const branchId = (outlets as { data: { items: { branchId: number }[] } }).data.items[0].branchId;
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? b : a).api}/transaction/store`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ branchId, items: [{ productId: '001', qty: 1, price: 1000 + i }] }),
        }).then((r) => r.json() as Promise<{ success: boolean; message: string; data: { number: string } }>),
      ),
    );
    for (const res of made) expect(res.success, res.message).toBe(true);
    const sequence = made.map((r) => Number(r.data.number.split('/').at(-1))).sort((x, y) => x - y);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence.at(-1)! - sequence[0]).toBe(19);
  });

  test('the job timers of both processes make each period, and each reminder, once', async () => {
    // Both timers tick every second; give them a few periods' worth of chances.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const runs = await db.query(
      'select name, period, count(*)::int as n from job_runs group by 1, 2 having count(*) > 1',
    );
    expect(runs.rows).toEqual([]);
    const claimed = await db.query('select count(*)::int as n from job_runs');
    expect(claimed.rows[0].n).toBeGreaterThan(0);
    const doubled = await db.query(
      `select user_id, entity_id, message, count(*)::int as n from notifications
       where kind = 'reminder' group by 1, 2, 3 having count(*) > 1`,
    );
    expect(doubled.rows).toEqual([]);
    expect(a.output() + b.output()).not.toMatch(/\[jobs\].*gagal/);
  });
});
