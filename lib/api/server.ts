import { appDatabase } from './db/app-db';
import { createApi } from './app';
import { OffsetFileClock, systemClock, workingHoursOffsetMs, type Clock } from './clock';

/** The API over the application's own database, created once per process. */
const holder = globalThis as unknown as { __rotiPusatApi?: ReturnType<typeof createApi> };

/**
 * The application's clock: the system's, except under the journeys, which run in the bakery's
 * working hours on the real date whatever the hour CI runs them. The API and the job timer share it.
 */
export function appClock(): Clock {
  const e2eClock = process.env.RP_E2E_CLOCK_FILE;
  return e2eClock ? new OffsetFileClock(e2eClock, workingHoursOffsetMs()) : systemClock;
}

export function appApi() {
  holder.__rotiPusatApi ??= createApi(async () => (await appDatabase()).db, { clock: appClock() });
  return holder.__rotiPusatApi;
}
