import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { readAll } from './read-all';
import { createTestDb } from '../../testing/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

/** Two reads that note when each starts and ends, so the test sees whether they overlapped. */
function timedReads(run: (text: string) => Promise<unknown>) {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`${name} start`);
    await run(`select pg_sleep(0.05), '${name}' as name`);
    events.push(`${name} end`);
    return name;
  };
  return { events, reads: [read('a'), read('b')] as const };
}

describe('readAll', () => {
  it('runs the reads at once on the pool and answers them in order', async () => {
    const { events, reads } = timedReads((text) => database.db.execute(sql.raw(text)));
    expect(await readAll(database.db, reads)).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('runs them one after another inside a transaction, whose one connection takes one statement at a time', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const { events, reads } = timedReads((text) => tx.execute(sql.raw(text)));
      const result = await readAll(tx, reads);
      return { result, events };
    });
    expect(answers.result).toEqual(['a', 'b']);
    expect(answers.events).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
