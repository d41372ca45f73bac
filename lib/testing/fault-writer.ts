/**
 * A child process for the SIGKILL test of the embedded database (lib/api/db/pglite-crash.api.test.ts):
 * opens PGlite on the given data directory with the app's own openPglite + migrateDatabase, then
 * adjusts stock through the real API as fast as it can, printing `COMMIT <notes>` only after the
 * API answered 200 (the transaction is committed). The parent kills it with SIGKILL mid-write.
 *
 *   node --import tsx lib/testing/fault-writer.ts <dataDir> <round>
 *
 * Started by writeUntilKilled (lib/testing/fault-crash.ts).
 */
import { eq } from 'drizzle-orm';
import { API_PREFIX, createApi } from '../api/app';
import { migrateDatabase, openPglite } from '../api/db/client';
import { users } from '../api/db/schema/accounts';
import { insertAccount } from '../api/db/seed/accounts';
import { CRASH_PASSWORD, CRASH_PRODUCTS, CRASH_QTY, CRASH_USER } from './fault-crash';
import { insertProduct } from './fixtures';

async function main() {
  const [dataDir, round] = process.argv.slice(2);
  if (!dataDir || !round) throw new Error('pakai: fault-writer.ts <dataDir> <round>');
  const database = await openPglite(dataDir);
  await migrateDatabase(database);
  const { db } = database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, CRASH_USER));
  if (!existing) {
    await insertAccount(db, { role: 'warehouse', username: CRASH_USER, password: CRASH_PASSWORD });
    for (const id of CRASH_PRODUCTS)
      await insertProduct(db, { id, title: `Produk Crash ${id}`, type: 'bahan_jadi', unit: 'pcs' });
  }
  const { api } = createApi(async () => db);
  const call = async (path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await api.request(
      `${API_PREFIX}${path}`,
      { method: 'POST', headers, body: JSON.stringify(body) },
      { clientAddress: '127.0.0.1' },
    );
    return { status: res.status, body: (await res.json()) as { message: string; data: { token: string } } };
  };
  const login = await call('/auth/login', { username: CRASH_USER, password: CRASH_PASSWORD, remember: false });
  if (login.status !== 200) throw new Error(`login gagal: ${login.status} ${login.body.message}`);
  const token = login.body.data.token;
  process.stdout.write('READY\n');

  for (let i = 0; ; i++) {
    const notes = `crash-${round}-${i}`;
    const res = await call(
      '/stock/update',
      { notes, items: CRASH_PRODUCTS.map((productId) => ({ productId, qty: CRASH_QTY[productId] })) },
      token,
    );
    if (res.status !== 200) throw new Error(`penyesuaian ${notes} gagal: ${res.status} ${res.body.message}`);
    process.stdout.write(`COMMIT ${notes}\n`);
  }
}

main().catch((err) => {
  process.stderr.write(`[fault-writer] ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
