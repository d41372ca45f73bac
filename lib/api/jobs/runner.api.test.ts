import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres } from '../../testing/test-db';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import { periodOf, runDueJobs, type Job } from './runner';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

function countingJob(name: string, everyMinutes = 5): Job & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    everyMinutes,
    runs,
    async run(_db, now) {
      runs.push(now);
      return { n: runs.length };
    },
  };
}

describe('job runner', () => {
  it('names periods by their start, aligned to the job interval', () => {
    expect(periodOf({ everyMinutes: 5 }, new Date('2026-11-23T12:07:59Z'))).toBe('2026-11-23T12:05Z');
    expect(periodOf({ everyMinutes: 60 }, new Date('2026-11-23T12:59:00Z'))).toBe('2026-11-23T12:00Z');
  });

  it('runs a period once, and the next period again', async () => {
    const job = countingJob('uji-sekali');
    const first = await runDueJobs(database.db, [job], new Date('2026-11-23T12:01:00Z'));
    const again = await runDueJobs(database.db, [job], new Date('2026-11-23T12:04:00Z'));
    const next = await runDueJobs(database.db, [job], new Date('2026-11-23T12:05:00Z'));
    expect([first[0].ran, again[0].ran, next[0].ran]).toEqual([true, false, true]);
    expect(job.runs).toHaveLength(2);
    const rows = await database.db.select().from(jobRuns).where(eq(jobRuns.name, 'uji-sekali'));
    expect(rows.map((r) => r.result)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('records a failure and still runs the other jobs', async () => {
    const broken: Job = {
      name: 'uji-gagal',
      everyMinutes: 5,
      run: async () => {
        throw new Error('rusak');
      },
    };
    const fine = countingJob('uji-lanjut');
    const outcomes = await runDueJobs(database.db, [broken, fine], new Date('2026-11-23T13:00:00Z'));
    expect(outcomes.map((o) => [o.name, o.ran, o.error ?? null])).toEqual([
      ['uji-gagal', true, 'rusak'],
      ['uji-lanjut', true, null],
    ]);
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, 'uji-gagal'));
    expect(row.result).toEqual({ error: 'rusak' });
  });

  it.runIf(onPostgres)('runs a period once when several processes reach it at the same moment', async () => {
    const job = countingJob('uji-serentak');
    const now = new Date('2026-11-23T14:00:00Z');
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => runDueJobs(database.db, [job], now)));
    expect(outcomes.flat().filter((o) => o.ran)).toHaveLength(1);
    expect(job.runs).toHaveLength(1);
  });
});
