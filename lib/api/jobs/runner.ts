import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/jobs';

/**
 * A recurring job of the bakery's day (standing orders, payment reminders, ...). `run` must be
 * idempotent: a period can be claimed and then fail, and the next period does the work again.
 */
export interface Job {
  name: string;
  /** How often it runs; its periods are aligned to this many minutes since the epoch. */
  everyMinutes: number;
  run(db: Db, now: Date): Promise<Record<string, unknown>>;
}

export interface JobOutcome {
  name: string;
  period: string;
  /** false: another process (or an earlier call) already ran this period. */
  ran: boolean;
  result?: Record<string, unknown>;
  error?: string;
}

/** The period `now` falls in, e.g. "2026-11-23T19:05Z" for a five-minute job. */
export function periodOf(job: Pick<Job, 'everyMinutes'>, now: Date): string {
  const size = job.everyMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size).toISOString().slice(0, 16) + 'Z';
}

/**
 * Runs each job whose current period nobody has claimed yet. The claim is an INSERT that only one
 * process can win (primary key on name and period), so two app processes on one database run a
 * period once between them; a job's failure is recorded and does not stop the others.
 */
export async function runDueJobs(db: Db, jobs: readonly Job[], now: Date): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    const period = periodOf(job, now);
    const claimed = await db
      .insert(jobRuns)
      .values({ name: job.name, period, startedAt: now })
      .onConflictDoNothing()
      .returning({ name: jobRuns.name });
    if (claimed.length === 0) {
      outcomes.push({ name: job.name, period, ran: false });
      continue;
    }
    const where = and(eq(jobRuns.name, job.name), eq(jobRuns.period, period));
    try {
      const result = await job.run(db, now);
      await db
        .update(jobRuns)
        .set({ finishedAt: sql`now()`, result })
        .where(where);
      outcomes.push({ name: job.name, period, ran: true, result });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      console.error(`[jobs] ${job.name} gagal:`, error);
      await db
        .update(jobRuns)
        .set({ finishedAt: sql`now()`, result: { error } })
        .where(where);
      outcomes.push({ name: job.name, period, ran: true, error });
    }
  }
  return outcomes;
}
