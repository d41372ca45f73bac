import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApi } from '../testing/api';
import { ROLE_PAGES, type RolePage } from '../roles';
import { API_PREFIX, PRINT_PREFIX } from './app';
import { accessFor, allows, POLICY } from './policy';
import { issueToken } from './services/sessions';
import { t } from '../i18n/id';

/**
 * Generated from what the API really registers: every route must have a policy row, and for
 * every route x every role (and no token) the API must answer as the row says.
 */
const userIds = {} as Record<RolePage, number>;

const { h } = withTestApi();
beforeAll(async () => {
  for (const role of ROLE_PAGES) userIds[role] = (await h.as(role)).userId;
});

/** Hono's own list of registered handlers, without middleware and the documentation routes. */
function registeredRoutes(): { key: string; path: string; method: string; base: 'api' | 'print' }[] {
  const out = new Map<string, { key: string; path: string; method: string; base: 'api' | 'print' }>();
  for (const [app, prefix, base] of [
    [h.api, API_PREFIX, 'api'],
    [h.print, PRINT_PREFIX, 'print'],
  ] as const) {
    for (const r of app.routes) {
      if (r.method === 'ALL') continue; // middleware
      const local = r.path.slice(prefix.length);
      if (local === '/openapi.json' || local === '/docs') continue;
      const openapiPath = local.replace(/:(\w+)/g, '{$1}');
      const key = `${base === 'print' ? 'PRINT ' : ''}${r.method} ${openapiPath}`;
      out.set(key, { key, path: local.replace(/:(\w+)/g, '999999'), method: r.method, base });
    }
  }
  return [...out.values()];
}

describe('authorization matrix', () => {
  it('has a policy row for every registered route', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((r) => !(r.key in POLICY)).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('never lets the viewer change anything (DOMAIN 2), beyond its own profile and password', () => {
    const selfService = new Set([
      'POST /auth/profile',
      'POST /auth/logout',
      'PUT /auth/change-profile',
      'POST /auth/change-password',
      'POST /auth/set-new-password',
      // Marking one's own notifications read changes nothing of the bakery's (docs/decisions.md).
      'POST /notification/read/{id}',
      'POST /notification/read-all',
    ]);
    const viewerWrites = Object.entries(POLICY)
      .filter(
        ([key, access]) =>
          !/ GET /.test(` ${key.replace('PRINT ', '')}`) &&
          !selfService.has(key) &&
          access !== 'public' &&
          allows(access, 'viewer'),
      )
      .map(([key]) => key);
    expect(viewerWrites).toEqual([]);
  });

  it('answers every role and anonymous callers as the policy says', async () => {
    const failures: string[] = [];
    for (const route of registeredRoutes()) {
      const access = accessFor(route.key);
      const url = route.base === 'print' ? `${PRINT_PREFIX}${route.path}` : route.path;
      const body = route.method === 'GET' ? undefined : {};

      const anon = await h.anonymous(route.method, url, body);
      if (access === 'public' ? anon.status === 401 : anon.status !== 401)
        failures.push(`${route.key} anonim -> ${anon.status}`);

      for (const role of ROLE_PAGES) {
        // A fresh token per call: some allowed calls (logout) end the session they use.
        const token = await issueToken(h.db, userIds[role], { remember: false, branchId: null });
        const res = await h.caller(token)(route.method, url, body);
        const allowed = allows(access, role);
        if (allowed && (res.status === 401 || res.status === 403) && res.body.message === t.errors.forbidden)
          failures.push(`${route.key} ${role} ditolak (${res.status})`);
        if (!allowed && (res.status !== 403 || res.body.message !== t.errors.forbidden))
          failures.push(`${route.key} ${role} seharusnya 403, dapat ${res.status}`);
        if (res.status >= 500) failures.push(`${route.key} ${role} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
