import { describe, expect, it } from 'vitest';
import { t } from '../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../testing/api';

const { h } = withTestApi();

describe('input that PostgreSQL cannot store', () => {
  it('refuses a NUL character in a JSON body, a query string or a path with 422 in Indonesian, not a 500', async () => {
    const owner = await h.as('owner');
    const body = await owner.call(
      'POST',
      '/mitra/store',
      JSON.stringify({ name: 'Nama\u0000Jahat', username: 'nuluser', title: 'Outlet', branchGroupId: 1 }),
    );
    expectRefused(body, 422, t.errors.nulCharacter);
    const query = await owner.call('GET', '/mitra?search=a%00b');
    expectRefused(query, 422);
    const path = await owner.call('GET', '/product/show/%00');
    expectRefused(path, 422, t.errors.nulCharacter);
    const login = await h.anonymous('POST', '/auth/login', JSON.stringify({ username: 'a\u0000', password: 'x' }));
    expectRefused(login, 422);
  });
});

describe('ids beyond what a PostgreSQL integer holds', () => {
  it('are refused with 422 in Indonesian before any query, not a 500', async () => {
    const merchant = await h.as('merchant');
    const owner = await h.as('owner');
    const big = 9_007_199_254_740_991;
    const refusals = [
      await merchant.call('POST', '/auth/set-outlet', { branchId: big }),
      await owner.call('POST', '/outlet/store', { title: 'Outlet', ownerId: merchant.userId, branchGroupId: big }),
      await owner.call('PATCH', `/mitra/update/${big}`, {
        name: 'Mitra',
        title: 'Outlet',
        branchId: 1,
        branchGroupId: 1,
      }),
    ];
    for (const res of refusals) expectRefused(res, 422, t.errors.incomplete);
  });
});

describe('half of a surrogate pair', () => {
  it('is refused in a JSON body with 422 in Indonesian (jsonb cannot hold it); a whole pair is text like any other', async () => {
    const viewer = await h.as('viewer');
    for (const name of ['\\udfff', 'a\\ud83d', '\\ud83d\\ud83d']) {
      const res = await viewer.call('PUT', '/auth/change-profile', `{"name":"${name}","phoneNumber":""}`);
      expect(res.status, name).toBe(422);
      expect(res.body.message).toBe(t.errors.nulCharacter);
    }
    const key = await viewer.call('PUT', '/auth/change-profile', '{"name":"Budi","phoneNumber":"","\\udfff":1}');
    expectRefused(key, 422);
    const shouted = await viewer.call('PUT', '/auth/change-profile', '{"name":"a\\ud83d","phoneNumber":"0"}', {
      'content-type': 'APPLICATION/JSON',
    });
    expect(shouted.status, 'content type in capitals').toBe(422);
    const emoji = await viewer.call('PUT', '/auth/change-profile', '{"name":"Budi \\ud83d\\ude00","phoneNumber":""}');
    expectOk(emoji);
  });
});

describe('a body in a format the route does not take', () => {
  it('gets 415 with the Indonesian format message, not the server-error text', async () => {
    const viewer = await h.as('viewer');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await viewer.call('PUT', '/auth/change-profile', '{"name":"Budi","phoneNumber":""}', {
        'content-type': type,
      });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({
        success: false,
        message: t.errors.invalidJson,
        error: 'unsupported_media_type',
      });
    }
  });
});

describe('request bodies (issue 11, finding 5)', () => {
  const big = (bytes: number) => JSON.stringify({ username: 'owner', password: 'x'.repeat(bytes) });

  it('refuses a JSON body over 1 MB with 413 in the envelope, by Content-Length and while streaming', async () => {
    const declared = await h.anonymous('POST', '/auth/login', big(2 * 1024 * 1024));
    expectRefused(declared, 413);
    expect(declared.body).toMatchObject({ success: false, message: t.errors.tooLarge });

    // No Content-Length (chunked): counted while reading, refused past the limit.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await h.api.request(
      '/api/v1/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit,
      { clientAddress: '192.0.2.77' },
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(40); // it stopped reading
  });

  it('takes a body up to 1 MB', async () => {
    const res = await h.anonymous('POST', '/auth/login', big(900 * 1024));
    expect(res.status).not.toBe(413);
  });

  it('does not read an anonymous body for a route that needs a token', async () => {
    // The NUL check would answer 422 if the body were read; the gate answers first.
    const res = await h.anonymous('POST', '/mitra/store', JSON.stringify({ name: 'a\u0000' }));
    expectRefused(res, 401);
  });
});
