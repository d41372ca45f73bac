import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { PGLITE_EXTENSIONS, type Db } from '../../lib/api/db/client';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The database opened the way the app opens it, with a recorder on Drizzle's logger: a service
 * call run once here yields the exact SQL (and parameters) the API runs for that request, which
 * the floor then runs raw, without Drizzle, Hono or Next in between.
 */
export interface RecordingDb {
  db: Db;
  record<T>(work: () => Promise<T>): Promise<Statement[]>;
  raw(statement: Statement): Promise<unknown>;
  close(): Promise<void>;
}

export async function openRecording(target: { url?: string; dataDir?: string }): Promise<RecordingDb> {
  let recorded: Statement[] | null = null;
  const logger = { logQuery: (text: string, params: unknown[]) => recorded?.push({ text, params }) };
  let db: Db;
  let raw: RecordingDb['raw'];
  let close: () => Promise<void>;
  if (target.url) {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    db = drizzlePg(pool, { logger }) as unknown as Db;
    raw = (s) => pool.query(s.text, s.params as unknown[]);
    close = () => pool.end();
  } else {
    const client = new PGlite({ dataDir: target.dataDir, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    db = drizzlePglite(client, { logger }) as unknown as Db;
    raw = (s) => client.query(s.text, s.params as unknown[]);
    close = () => client.close();
  }
  return {
    db,
    raw,
    close,
    async record(work) {
      recorded = [];
      try {
        await work();
        return recorded;
      } finally {
        recorded = null;
      }
    },
  };
}
