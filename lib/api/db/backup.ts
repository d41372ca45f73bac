import { queryRows } from './raw';
import { existsSync, readdirSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PGLITE_EXTENSIONS, type Database, type Db } from './client';

/**
 * Backups of the embedded database. PGlite dumps its data directory as a gzipped tar from inside
 * the process that holds it, between queries, so the dump is consistent while the app runs
 * (PostgreSQL deployments use pg_dump; see the README).
 */
export async function dumpEmbedded(database: Database): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error('Cadangan ini hanya untuk basis data bawaan (PGlite); gunakan pg_dump.');
  const blob = await database.dumpDataDir();
  return Buffer.from(await blob.arrayBuffer());
}

/** Restores a dump into a data directory that must not hold a database yet. */
export async function restoreEmbedded(dump: Buffer, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`Folder ${dataDir} tidak kosong: pulihkan ke folder baru, lalu pindahkan.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const blob = new Blob([new Uint8Array(dump)]);
  const client = new PGlite({ dataDir, loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
}

export interface TableFingerprint {
  table: string;
  rows: number;
  /** The sum of every numeric column of the table, as text (exact). */
  sums: Record<string, string>;
}

/**
 * Row counts and the exact sums of every numeric column of every table: two databases with equal
 * fingerprints hold the same figures (used to check a restore and the backup test).
 */
export async function fingerprint(db: Db): Promise<TableFingerprint[]> {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public'
      and data_type in ('integer', 'bigint', 'numeric', 'smallint', 'real', 'double precision')
    order by table_name, ordinal_position`,
  );
  const tables = await queryRows<{ table: string }>(
    db,
    sql`
    select table_name as "table" from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: TableFingerprint[] = [];
  for (const { table } of tables) {
    const numeric = columns.filter((c) => c.table === table).map((c) => c.column);
    const parts = [sql`count(*)::text as "rows"`];
    for (const column of numeric)
      parts.push(sql`coalesce(sum(${sql.identifier(column)}), 0)::text as ${sql.identifier(column)}`);
    const [{ rows, ...sums }] = await queryRows<Record<string, string>>(
      db,
      sql`select ${sql.join(parts, sql`, `)} from ${sql.identifier(table)}`,
    );
    result.push({ table, rows: Number(rows), sums });
  }
  return result;
}
