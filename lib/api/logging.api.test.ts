import { describe, expect, it } from 'vitest';
import { withTestApi, TEST_PASSWORD } from '../testing/api';
import { createLogger } from './logging';

/**
 * Issue 19, operations: one JSON line per request with its id, route, status, duration and user;
 * the id answered as X-Request-Id on every answer; no password, token or cookie in the log.
 */
const lines: string[] = [];

const { h } = withTestApi({}, { logger: createLogger({ write: (line: string) => void lines.push(line) }, 'info') });

const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('request log', () => {
  it('logs each request once with id, route, status, duration and user, and answers the id', async () => {
    const owner = await h.as('owner');
    const res = await owner.call('GET', '/mitra?page=1&search=rahasia');
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = entries().find((e) => e.requestId === id);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/v1/mitra',
      status: 200,
      userId: owner.userId,
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(entries().filter((e) => e.requestId === id)).toHaveLength(1);

    const login = entries().find((e) => e.route === '/api/v1/auth/login');
    expect(login).toMatchObject({ status: 200, userId: null });

    // Nothing the caller sent reaches the log: not the password, the token or the search term.
    const all = lines.join('\n');
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toContain(owner.token);
    expect(all).not.toContain('rahasia');
  });

  it('answers the id on refusals and unknown addresses too, and keeps a safe id a proxy sent', async () => {
    const refused = await h.anonymous('GET', '/mitra');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    const missing = await h.anonymous('GET', '/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBeTruthy();

    const kept = await h.anonymous('GET', '/health', undefined, { 'x-request-id': 'proxy-1234abcd' });
    expect(kept.headers.get('x-request-id')).toBe('proxy-1234abcd');
    const replaced = await h.anonymous('GET', '/health', undefined, { 'x-request-id': 'bad id with spaces' });
    // A fresh id instead (a UUID may well contain the letters b-a-d, so compare the shape).
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries().find((e) => e.requestId === 'proxy-1234abcd')).toMatchObject({ route: '/api/v1/health' });
  });
});
