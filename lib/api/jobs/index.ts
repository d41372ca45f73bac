import { pruneThrottle } from '../services/throttle';
import type { Job } from './runner';

/** Failed logins older than a day and devices unused for a year: the throttle needs neither. */
export const throttleCleanup: Job = {
  name: 'throttle-cleanup',
  everyMinutes: 60,
  run: (db, now) => pruneThrottle(db, now),
};

/**
 * The bakery's recurring jobs, run by the in-process timer (lib/api/jobs/timer.ts) and by
 * `npm run jobs`. Listed here directly (no registry filled by side effects), so a job that is not
 * in this list does not exist.
 */
export const JOBS: readonly Job[] = [throttleCleanup];
