import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { dumpEmbedded, fingerprint, restoreEmbedded } from './backup';
import { migrateDatabase, openPglite } from './client';
import { seedDemo } from './seed/demo';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The dump is PGlite's own; PostgreSQL deployments back up with pg_dump (README).
describe.skipIf(onPostgres)('backup of the embedded database (PGlite only; PostgreSQL uses pg_dump)', () => {
  it('restores into an empty folder with every row and every figure as it was', async () => {
    const source = await openPglite(path.join(tempDir(), 'pglite'));
    await migrateDatabase(source);
    await seedDemo(source.db);
    await source.db.execute(sql`insert into branch_groups (name, payment_term_days) values ('Tier Cadangan', 30)`);
    const before = await fingerprint(source.db);
    const dump = await dumpEmbedded(source); // taken while the database is open, as the server does
    await source.close();

    const target = path.join(tempDir(), 'restored');
    await restoreEmbedded(dump, target);
    const restored = await openPglite(target);
    const after = await fingerprint(restored.db);
    await restored.close();

    expect(before.find((t) => t.table === 'users')!.rows).toBeGreaterThan(5);
    expect(before.find((t) => t.table === 'products')!.rows).toBeGreaterThan(5);
    expect(after).toEqual(before);
  });

  it('refuses to restore over a folder that is not empty, and leaves it alone', async () => {
    const target = tempDir();
    writeFileSync(path.join(target, 'PG_VERSION'), '17');
    const source = await openPglite();
    await migrateDatabase(source);
    const dump = await dumpEmbedded(source);
    await source.close();
    await expect(restoreEmbedded(dump, target)).rejects.toThrow(/tidak kosong/);
  });
});

describe('readiness', () => {
  it('answers ready with the number of migrations, and 503 while one of this build is missing', async () => {
    const h = await createTestApi();
    try {
      const ready = await h.anonymous('GET', '/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.data).toMatchObject({ status: 'ready' });
      const applied = ready.body.data.migrations as number;
      expect(applied).toBeGreaterThanOrEqual(9);

      await h.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const pending = await h.anonymous('GET', '/health/ready');
      expect(pending.status).toBe(503);
      expect(pending.body.message).toBe(
        `Layanan belum siap: ${applied - 1} dari ${applied} migrasi basis data sudah diterapkan.`,
      );
    } finally {
      await h.close();
    }
  });
});
