import { appDatabase } from './db/app-db';
import { createApi } from './app';
import { OffsetFileClock } from './clock';

/** The API over the application's own database, created once per process. */
const holder = globalThis as unknown as { __rotiPusatApi?: ReturnType<typeof createApi> };

export function appApi() {
  const e2eClock = process.env.RP_E2E_CLOCK_FILE;
  holder.__rotiPusatApi ??= createApi(async () => (await appDatabase()).db, {
    clock: e2eClock ? new OffsetFileClock(e2eClock) : undefined,
  });
  return holder.__rotiPusatApi;
}
