import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { dataDir, env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/api/db/client';
import { users } from '../lib/api/db/schema/accounts';
import { insertAccount } from '../lib/api/db/seed/accounts';
import { temporaryPassword } from '../lib/api/services/passwords';

/**
 * Makes the first owner of a fresh PostgreSQL deployment:
 *   npm run create-owner -- --username pemilik --name "Nama Pemilik"
 * A temporary password is printed once; the owner sets their own at first login.
 */
async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  });
  const username = values.username?.replace(/\s+/g, '');
  if (!username) {
    console.error('Gunakan: npm run create-owner -- --username <username> [--name "<nama>"] [--email <email>]');
    process.exit(2);
  }
  const url = env().DATABASE_URL;
  const database = url ? openPostgres(url, 1) : await openPglite(path.join(dataDir(), 'pglite'));
  try {
    await migrateDatabase(database);
    const [taken] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    if (taken) {
      console.error(`Username "${username}" sudah dipakai.`);
      process.exitCode = 1;
      return;
    }
    const password = temporaryPassword();
    await insertAccount(database.db, {
      role: 'owner',
      username,
      password,
      name: values.name ?? username,
      email: values.email ?? null,
      isNew: true,
    });
    console.log(`Owner "${username}" dibuat. Password sementara: ${password}`);
    console.log('Password ini hanya ditampilkan sekali; owner akan diminta membuat password baru saat login pertama.');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
