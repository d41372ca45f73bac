import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi } from '../../testing/api';

/**
 * Issue 11: on PostgreSQL a request's statement cannot run forever: past the statement timeout
 * the request answers 503 with the Indonesian message. PGlite runs in-process and has no
 * separate server that could hang, so this is PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
if (!onPostgres) console.log('[uji] batas waktu statement hanya berlaku untuk PostgreSQL; dilewati di proyek pglite.');

describe.skipIf(!onPostgres)('statement timeout (PostgreSQL)', () => {
  const { h } = withTestApi({}, { statementTimeoutMs: 300 });
  it('answers 503 in Indonesian when a query waits past the limit, and works again afterwards', async () => {
    const viewer = await h.as('viewer');
    const current = (await h.db.execute(sql`select current_database() as db`)) as unknown as {
      rows: { db: string }[];
    };
    const db = current.rows[0].db;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${db}`;
    const blocker = new Client({ connectionString: url.toString() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table products in access exclusive mode');
      const started = Date.now();
      const res = await viewer.call('GET', '/product');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(t.errors.timeout);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect((await viewer.call('GET', '/product')).status).toBe(200);
  });
});
