import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per job and period it ran for. The row is the claim: the process whose INSERT wins
 * runs the period, so several app processes on one database run each period once.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    /** The period the run covers, e.g. "2026-11-23T19:05" for a five-minute job. */
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did (counts), or { error } when it failed. */
    result: jsonb('result'),
  },
  (table) => [primaryKey({ columns: [table.name, table.period] })],
);
