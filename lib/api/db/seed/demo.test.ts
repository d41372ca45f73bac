import { describe, expect, it } from 'vitest';
import { withTestApi } from '../../../testing/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';

const { h } = withTestApi();

describe('demo seed', () => {
  it('creates one account per role that logs in with the documented password, once', async () => {
    expect(await seedDemo(h.db)).toEqual({ created: true });
    expect(await seedDemo(h.db)).toEqual({ created: false });
    for (const account of DEMO_ACCOUNTS) {
      const token = await h.login(account.username, DEMO_PASSWORD);
      const profile = await h.caller(token)('POST', '/auth/profile');
      expect(profile.body.data.rolePage).toBe(account.role);
    }
    const mitra = await h.caller(await h.login('mitra', DEMO_PASSWORD))('POST', '/auth/profile');
    expect(mitra.body.data.outlet.map((o: { title: string }) => o.title)).toEqual([
      'Roti Pusat Dago',
      'Roti Pusat Cimahi',
    ]);
    const adminmitra = await h.caller(await h.login('adminmitra', DEMO_PASSWORD))('POST', '/auth/profile');
    expect(adminmitra.body.data.outlet).toHaveLength(2);
  });
});
