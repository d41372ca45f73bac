import type { Job } from './runner';

/**
 * The bakery's recurring jobs, run by the in-process timer (lib/api/jobs/timer.ts) and by
 * `npm run jobs`. Listed here directly (no registry filled by side effects), so a job that is not
 * in this list does not exist.
 */
export const JOBS: readonly Job[] = [];
