import { describe, expect, it } from 'vitest';
import { withTestApi, TEST_PASSWORD } from '../testing/api';
import { ManualClock } from './clock';

const clock = new ManualClock('2026-11-23T08:00:00+07:00');
const { h } = withTestApi({}, { clock });

describe('the API clock', () => {
  it('decides when a session ends: a 12-hour token works at 11 h 59 min and not at 12 h 01 min', async () => {
    clock.set('2026-11-23T08:00:00+07:00');
    // A session without "remember" (h.as signs in remembered, for tests that jump days).
    const { username } = await h.as('admin');
    const call = h.caller(await h.login(username, TEST_PASSWORD, false));
    clock.set('2026-11-23T19:59:00+07:00');
    expect((await call('POST', '/auth/profile')).status).toBe(200);
    clock.set('2026-11-23T20:01:00+07:00');
    expect((await call('POST', '/auth/profile')).status).toBe(401);
    clock.set('2026-11-23T08:00:00+07:00');
  });
});
