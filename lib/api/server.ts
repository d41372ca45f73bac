import { appDatabase } from './db/app-db';
import { createApi } from './app';

/** The API over the application's own database, created once per process. */
const holder = globalThis as unknown as { __rotiPusatApi?: ReturnType<typeof createApi> };

export function appApi() {
  holder.__rotiPusatApi ??= createApi(async () => (await appDatabase()).db);
  return holder.__rotiPusatApi;
}
