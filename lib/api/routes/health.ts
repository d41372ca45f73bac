import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { MIGRATIONS_DIR } from '../db/client';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { apiRoute, newRouter, okAnswer } from '../route';

/**
 * Liveness for load balancers and uptime checks: the process answers. It touches no database on
 * purpose, which also makes it the benchmark's framework ceiling (the same stack, no work).
 */
export const healthRoutes = newRouter().openapi(
  apiRoute({
    method: 'get',
    path: '/health',
    tags: ['Auth'],
    summary: 'Status layanan (tanpa basis data)',
    responses: okAnswer(z.object({ status: z.literal('ok') }), 'Layanan berjalan'),
  }),
  async (c) => ok(c, { status: 'ok' as const }, t.health.ok),
);

let expectedMigrations: number | undefined;

/** How many migrations this build carries (drizzle-kit's journal). */
function migrationsInBuild(): number {
  expectedMigrations ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  return expectedMigrations;
}

/**
 * Readiness: 200 only when the database answers and every migration of this build is applied, so
 * a load balancer sends no traffic to a process that would fail its requests. A database that does
 * not answer is the API's usual 503 with the Indonesian message.
 */
export function readinessRoutes(getDb: () => Promise<Db>) {
  return newRouter().openapi(
    apiRoute({
      method: 'get',
      path: '/health/ready',
      tags: ['Auth'],
      summary: 'Kesiapan layanan (basis data dan migrasi)',
      responses: okAnswer(z.object({ status: z.literal('ready'), migrations: z.number() }), 'Layanan siap'),
    }),
    async (c) => {
      const db = await getDb();
      const res = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      const applied = Number(res.rows[0]?.n ?? 0);
      const expected = migrationsInBuild();
      if (applied < expected) throw new ApiError(503, t.health.migrationsPending(applied, expected), 'not_ready');
      return ok(c, { status: 'ready' as const, migrations: applied }, t.health.ready);
    },
  );
}
