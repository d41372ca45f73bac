/**
 * Runs once when a Next.js server starts: the job timer (standing orders, payment reminders) on
 * the application's database. Node.js only; `JOBS_INTERVAL_SECONDS=0` turns it off (then run
 * `npm run jobs` from cron instead).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ env }, { appDatabase }, { startJobTimer }, { appClock }] = await Promise.all([
    import('./lib/env'),
    import('./lib/api/db/app-db'),
    import('./lib/api/jobs/timer'),
    import('./lib/api/server'),
  ]);
  startJobTimer(async () => (await appDatabase()).db, {
    intervalSeconds: env().JOBS_INTERVAL_SECONDS,
    clock: appClock(),
  });
}
