import { sql } from 'drizzle-orm';
import type { Db } from '../api/db/client';

let counter = 0;

/** A value written into a trigger's WHEN clause: numbers as they are, anything else as a quoted literal. */
export function literal(value: string | number): string {
  return typeof value === 'number' ? String(Math.trunc(value)) : `'${value.replaceAll("'", "''")}'`;
}

export interface InjectedFault {
  /** The text the injected error carries, to tell it from any other failure. */
  message: string;
  remove(): Promise<void>;
}

/**
 * A real database failure in the middle of an operation, on PGlite and PostgreSQL alike: a row
 * trigger on `table` that, for the rows matching `when` (SQL over NEW/OLD), either raises an
 * error (the statement, and so the operation's transaction, fails there) or sleeps (to hold a
 * write open while the test cuts the connection). Only tests call this; nothing in the app
 * knows about it.
 */
export async function injectFault(
  db: Db,
  opts: { table: string; event: 'INSERT' | 'UPDATE'; when: string; action?: 'raise' | { sleepSeconds: number } },
): Promise<InjectedFault> {
  const name = `fault_${process.pid}_${++counter}`;
  const message = `kegagalan uji ${name}`;
  const action = opts.action ?? 'raise';
  const body =
    action === 'raise'
      ? `RAISE EXCEPTION '${message}';`
      : `PERFORM pg_sleep(${Number(action.sleepSeconds)}); RETURN NEW;`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fault$ BEGIN ${body} END $fault$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE ${opts.event} ON ${opts.table} FOR EACH ROW WHEN (${opts.when}) EXECUTE FUNCTION ${name}()`,
    ),
  );
  return {
    message,
    async remove() {
      await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${opts.table}`));
      await db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${name}()`));
    },
  };
}
