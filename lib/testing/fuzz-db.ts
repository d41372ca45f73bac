import { queryRows } from '../api/db/raw';
import { sql } from 'drizzle-orm';
import type { Db } from '../api/db/client';

/**
 * Tables a refused request may legitimately change, left out of the comparison:
 * - login_failures: a refused login (401) is recorded on purpose, it is what throttles the
 *   next attempts (QUALITY security 7).
 * Everything else, sessions and the audit log included, must have the same content after a
 * refusal.
 */
export const CHANGED_BY_REFUSALS = new Set(['login_failures']);

/** Per table name, an opaque summary; equal summaries mean equal tables (see the two kinds below). */
export type Fingerprint = Map<string, string>;

/** The tables whose summary differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

async function rowsOf<T>(db: Db, text: string): Promise<T[]> {
  return queryRows<T>(db, sql.raw(text));
}

/**
 * Watches every application table of the public schema for changes, in three steps from cheap
 * to thorough:
 * - the next transaction id: only a write takes one, so while it stays the same nothing was
 *   written anywhere (on a shared PostgreSQL server other databases move it too; then the next
 *   step decides);
 * - the quick summary is count(*) and the sum of the rows' xmin. Every insert or update writes
 *   a row version with a transaction id above all existing ones and a delete lowers the count,
 *   so an unchanged summary means nothing was written (a rolled-back transaction leaves none of
 *   its rows). It costs a fraction of reading the rows, so it runs after every request;
 * - the content summary, count(*) and the md5 of all rows as text in a stable order, runs only on
 *   the tables the quick one flags, and says whether their content really differs (a rolled-back
 *   write or an update to the same values leaves it equal).
 */
export class TableWatch {
  private tables: string[] = [];
  private quick: Fingerprint = new Map();
  private content: Fingerprint = new Map();
  private xid = '';

  constructor(private readonly db: Db) {}

  private async nextXid(): Promise<string> {
    return (await rowsOf<{ xid: string }>(this.db, 'select pg_snapshot_xmax(pg_current_snapshot())::text as xid'))[0]
      .xid;
  }

  private async quickSummary(): Promise<Fingerprint> {
    const text = this.tables
      .map(
        (n) =>
          `select '${n}' as name, count(*)::text || ':' || coalesce(sum(x.xmin::text::bigint), 0)::text as hash from "${n}" x`,
      )
      .join(' union all ');
    return new Map((await rowsOf<{ name: string; hash: string }>(this.db, text)).map((r) => [r.name, r.hash]));
  }

  async contentSummary(tables = this.tables): Promise<Fingerprint> {
    if (!tables.length) return new Map();
    const text = tables
      .map(
        (n) =>
          `select '${n}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as hash from "${n}" x`,
      )
      .join(' union all ');
    return new Map((await rowsOf<{ name: string; hash: string }>(this.db, text)).map((r) => [r.name, r.hash]));
  }

  /** Reads the table list (once) and takes the current state as the baseline. */
  async rebase(): Promise<void> {
    if (!this.tables.length) {
      const rows = await rowsOf<{ name: string }>(
        this.db,
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      );
      this.tables = rows.map((r) => r.name).filter((n) => !CHANGED_BY_REFUSALS.has(n));
    }
    this.xid = await this.nextXid();
    this.quick = await this.quickSummary();
    this.content = await this.contentSummary();
  }

  /** The tables written since the baseline (quick summary), after the transaction id says anything was. */
  private async writtenTables(): Promise<{ xid: string; quick: Fingerprint; tables: string[] }> {
    const xid = await this.nextXid();
    if (xid === this.xid) return { xid, quick: this.quick, tables: [] };
    const quick = await this.quickSummary();
    const tables = changedTables(this.quick, quick);
    if (!tables.length) this.xid = xid; // written elsewhere (another database, or login_failures) only
    return { xid, quick, tables };
  }

  /**
   * After a write that was allowed: takes the written tables' new state into the baseline (the
   * others keep theirs) and names them.
   */
  async accept(): Promise<string[]> {
    const { xid, quick, tables } = await this.writtenTables();
    if (!tables.length) return [];
    for (const [name, hash] of await this.contentSummary(tables)) this.content.set(name, hash);
    this.quick = quick;
    this.xid = xid;
    return tables;
  }

  /** True when any watched table was written since the baseline (cheap). */
  async written(): Promise<boolean> {
    return (await this.writtenTables()).tables.length > 0;
  }

  /**
   * The tables whose content differs from the baseline. Rows written back unchanged are not a
   * change; the quick baseline follows them so that they are not read again on the next call.
   */
  async changed(): Promise<string[]> {
    const { xid, quick, tables: suspects } = await this.writtenTables();
    if (!suspects.length) return [];
    const content = await this.contentSummary(suspects);
    const changed = suspects.filter((n) => content.get(n) !== this.content.get(n));
    if (!changed.length) {
      this.quick = quick;
      this.xid = xid;
    }
    return changed;
  }

  get watched(): readonly string[] {
    return this.tables;
  }
}
