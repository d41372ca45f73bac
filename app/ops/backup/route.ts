import { timingSafeEqual } from 'node:crypto';
import { appDatabase } from '@/lib/api/db/app-db';
import { dumpEmbedded } from '@/lib/api/db/backup';
import { jsonEnvelope } from '@/lib/bff/responses';
import { opsToken } from '@/lib/env';
import { t } from '@/lib/i18n/id';

export const dynamic = 'force-dynamic';

function tokenMatches(given: string): boolean {
  const expected = Buffer.from(opsToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * `npm run db:backup` while the server runs: the embedded database can only be dumped by the
 * process that holds it. Only a caller holding the token under DATA_DIR (the server's own
 * operator) gets the dump.
 */
export async function POST(request: Request) {
  if (!tokenMatches(request.headers.get('x-ops-token') ?? '')) return jsonEnvelope(401, t.ops.badToken);
  const database = await appDatabase();
  if (database.kind !== 'pglite') return jsonEnvelope(409, t.ops.backupEmbeddedOnly);
  const dump = await dumpEmbedded(database);
  return new Response(new Uint8Array(dump), {
    headers: { 'content-type': 'application/gzip', 'cache-control': 'no-store', 'content-length': String(dump.length) },
  });
}
