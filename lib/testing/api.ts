import { afterAll, beforeAll, expect } from 'vitest';
import { createApi, API_PREFIX, PRINT_PREFIX } from '../api/app';
import { OffsetClock, workingHoursOffsetMs, type Clock } from '../api/clock';
import type { Database } from '../api/db/client';
import type { Pagination } from '../api/envelope';
import type { Logger } from '../api/logging';
import { insertAccount, insertBranchGroup, insertOutlet } from '../api/db/seed/accounts';
import { ROLE_PAGES, type RolePage } from '../roles';
import { createTestDb } from './test-db';
import { uniqueName } from './unique-name';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; error: unknown; data: T };
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Caller = <T = any>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<ApiAnswer<T>>;

/** Expects a 200 answer (with `message`, when given) and returns its data. */
export function expectOk<T>(res: ApiAnswer<T>, message?: string): T {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (message !== undefined) expect(res.body.message).toBe(message);
  return res.body.data;
}

/** Expects a refusal with `status` (and `message`, when given) and returns its field errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function expectRefused(res: ApiAnswer, status: number, message?: string): any {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message !== undefined) expect(res.body.message).toBe(message);
  return res.body.error;
}

/** The pagination a list answers on `currentPage` of `total` rows at `limit` a page, every page full but the last. */
export function pageOf(currentPage: number, total: number, limit = 10): Pagination {
  const pages = Math.ceil(total / limit);
  return {
    currentPage,
    from: (currentPage - 1) * limit + 1,
    limit,
    nextPage: currentPage < pages ? currentPage + 1 : null,
    pages,
    prevPage: currentPage > 1 ? currentPage - 1 : null,
    to: Math.min(currentPage * limit, total),
    total,
  };
}

export { uniqueName };

export const TEST_PASSWORD = 'rahasia-uji-123';

/**
 * The real API over a fresh migrated database, called in-process as the BFF calls it.
 * `as(role)` makes an account of that role, logs in through POST /auth/login and returns a
 * caller that sends its token.
 */
export interface TestApiOptions {
  clock?: Clock;
  statementTimeoutMs?: number;
  logger?: Logger;
}

export async function createTestApi(options: TestApiOptions = {}) {
  const database: Database = await createTestDb({ statementTimeoutMs: options.statementTimeoutMs });
  // Unless a test brings its own clock, today at 10:00 WIB (working hours, before any order
  // deadline) as time passes, which `later` moves days ahead for a call.
  const offsetClock = new OffsetClock(workingHoursOffsetMs());
  const { api, print } = createApi(async () => database.db, {
    clock: options.clock ?? offsetClock,
    logger: options.logger,
  });

  /** Runs `work` with the API `days` ahead: orders are placed for tomorrow, a month close bills up to today. */
  async function later<T>(days: number, work: () => Promise<T>): Promise<T> {
    offsetClock.offsetMs = days * 86_400_000;
    try {
      return await work();
    } finally {
      offsetClock.offsetMs = 0;
    }
  }

  const send = async (
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    clientAddress = '127.0.0.1',
  ): Promise<ApiAnswer> => {
    const app = path.startsWith('/print/') ? print : api;
    const url = path.startsWith('/print/') ? path : `${API_PREFIX}${path}`;
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await app.request(url, init, { clientAddress });
    const text = await res.text();
    let parsed: ApiAnswer['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: res.ok, message: '', error: null, data: text as never };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const caller =
    (token: string | null, clientAddress?: string): Caller =>
    (method, path, body, headers) =>
      send(token, method, path, body, headers, clientAddress) as never;

  async function login(username: string, password = TEST_PASSWORD, remember = false, clientAddress?: string) {
    const res = await send(null, 'POST', '/auth/login', { username, password, remember }, {}, clientAddress);
    if (res.status !== 200) throw new Error(`login ${username} gagal: ${res.status} ${res.body.message}`);
    return (res.body.data as { token: string }).token;
  }

  /** A partner with `outletCount` outlets on a fresh price tier. */
  async function makePartner(outletCount = 1, name = uniqueName('mitra')) {
    const userId = await insertAccount(database.db, {
      role: 'merchant',
      username: name,
      password: TEST_PASSWORD,
      name: `Mitra ${name}`,
    });
    const tier = await insertBranchGroup(database.db, `Tier ${name}`);
    const outletIds: number[] = [];
    for (let i = 0; i < outletCount; i++) {
      outletIds.push(
        await insertOutlet(database.db, { ownerId: userId, title: `Outlet ${name} ${i + 1}`, branchGroupId: tier }),
      );
    }
    return { userId, username: name, outletIds, tier };
  }

  async function as(role: RolePage, opts: { isNew?: boolean; partnerId?: number; username?: string } = {}) {
    let username = opts.username ?? uniqueName(role.replace('-', ''));
    let userId: number;
    // A partner's two outlets (in the order made) and their price tier; none for staff.
    let outletIds: number[] = [];
    let tier: number | null = null;
    if (role === 'merchant') {
      const partner = await makePartner(2, username);
      ({ userId, username, outletIds, tier } = partner);
    } else {
      const partnerId = role === 'admin-merchant' ? (opts.partnerId ?? (await makePartner(1)).userId) : null;
      userId = await insertAccount(database.db, {
        role,
        username,
        password: TEST_PASSWORD,
        name: `Uji ${role}`,
        partnerId,
      });
    }
    // Remembered (30 days), so tests that move the API clock days ahead keep their sessions.
    const token = await login(username, TEST_PASSWORD, true);
    if (opts.isNew) {
      const { users } = await import('../api/db/schema/accounts');
      const { eq } = await import('drizzle-orm');
      await database.db.update(users).set({ isNew: true }).where(eq(users.id, userId));
    }
    return { call: caller(token), token, userId, username, outletIds, tier };
  }

  /** One signed-in caller per role named, made at once: `[owner, merchant] = await h.asEach('owner', 'merchant')`. */
  function asEach<const R extends readonly RolePage[]>(...roles: R) {
    return Promise.all(roles.map((role) => as(role))) as Promise<{
      -readonly [K in keyof R]: Awaited<ReturnType<typeof as>>;
    }>;
  }

  /** A signed-in caller for every role (permission tests), reusing the callers the test already has. */
  async function everyRole(known: Partial<Record<RolePage, Awaited<ReturnType<typeof as>>>> = {}) {
    const callers: [RolePage, Awaited<ReturnType<typeof as>>][] = [];
    for (const role of ROLE_PAGES) callers.push([role, known[role] ?? (await as(role))]);
    return callers;
  }

  /** The paths the OpenAPI document lists, with their prefix (`/api/v1/stock`). */
  async function documentedPaths() {
    const res = await caller(null)<{ paths: Record<string, unknown> }>('GET', '/openapi.json');
    return Object.keys((res.body as unknown as { paths: Record<string, unknown> }).paths);
  }

  return {
    db: database.db,
    database,
    api,
    print,
    anonymous: caller(null),
    later,
    caller,
    login,
    as,
    asEach,
    everyRole,
    makePartner,
    documentedPaths,
    close: () => database.close(),
  };
}

/** A resource's six calls as the API names them: list, create form, show, store, update, delete. */
export const resourcePaths = (base: string) => [
  base,
  `${base}/create`,
  `${base}/show/{id}`,
  `${base}/store`,
  `${base}/update/{id}`,
  `${base}/delete/{id}`,
];

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
/** A signed-in caller made by `h.as(role)`. */
export type SignedIn = Awaited<ReturnType<TestApi['as']>>;
export { PRINT_PREFIX };

/**
 * A file's (or a describe's) test API: registers the `beforeAll` that opens it and signs in one
 * caller per name, in the order named, and the `afterAll` that closes it.
 * `const { h, owner, finance } = withTestApi({ owner: 'owner', finance: 'admin' }, { clock })`.
 * The objects it returns are filled in that `beforeAll`, so read them in hooks and tests, not
 * while the file is collected; a `beforeAll` of the file's own runs after it.
 */
export function withTestApi<const C extends Record<string, RolePage> = Record<never, RolePage>>(
  callers: C = {} as C,
  options: TestApiOptions = {},
): { h: TestApi } & { [K in keyof C]: SignedIn } {
  const h = {} as TestApi;
  const signedIn = Object.fromEntries(Object.keys(callers).map((name) => [name, {} as SignedIn]));
  beforeAll(async () => {
    Object.assign(h, await createTestApi(options));
    for (const [name, role] of Object.entries(callers)) Object.assign(signedIn[name], await h.as(role));
  });
  afterAll(() => h.close?.());
  return { h, ...signedIn } as { h: TestApi } & { [K in keyof C]: SignedIn };
}
