/**
 * Runs once when a Next.js server starts: the job timer (standing orders, payment reminders) on
 * the application's database, and the shutdown step the server calls on SIGTERM. Node.js only; `JOBS_INTERVAL_SECONDS=0` turns it off (then run
 * `npm run jobs` from cron instead).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ env }, { appDatabase, closeAppDatabase }, { startJobTimer, stopJobTimer }, { appClock }] = await Promise.all(
    [import('./lib/env'), import('./lib/api/db/app-db'), import('./lib/api/jobs/timer'), import('./lib/api/server')],
  );
  startJobTimer(async () => (await appDatabase()).db, {
    intervalSeconds: env().JOBS_INTERVAL_SECONDS,
    clock: appClock(),
  });
  // What scripts/serve.mjs calls on SIGTERM once the requests in flight are answered: no new job
  // run starts, and the database is closed cleanly (PGlite writes its last pages).
  (globalThis as { __rotiPusatShutdown?: () => Promise<void> }).__rotiPusatShutdown = async () => {
    stopJobTimer();
    await closeAppDatabase();
  };
}
