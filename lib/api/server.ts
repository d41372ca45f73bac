import { appDatabase } from './db/app-db';
import { createApi } from './app';
import { OffsetFileClock, workingHoursOffsetMs } from './clock';

/** The API over the application's own database, created once per process. */
const holder = globalThis as unknown as { __rotiPusatApi?: ReturnType<typeof createApi> };

export function appApi() {
  const e2eClock = process.env.RP_E2E_CLOCK_FILE;
  holder.__rotiPusatApi ??= createApi(async () => (await appDatabase()).db, {
    // Journeys run in the bakery's working hours on the real date, whatever the hour CI runs them.
    clock: e2eClock ? new OffsetFileClock(e2eClock, workingHoursOffsetMs()) : undefined,
  });
  return holder.__rotiPusatApi;
}
