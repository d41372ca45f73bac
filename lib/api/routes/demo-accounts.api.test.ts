import { describe, expect, it } from 'vitest';
import { withTestApi } from '../../testing/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo';

const { h } = withTestApi();

describe('GET /auth/demo-accounts (issue 18)', () => {
  it('answers nothing on an installation that was not seeded as the demo, and the accounts on one that was', async () => {
    const before = await h.anonymous('GET', '/auth/demo-accounts');
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();

    expect(await seedDemo(h.db)).toEqual({ created: true });
    const after = await h.anonymous('GET', '/auth/demo-accounts');
    expect(after.body.data.password).toBe(DEMO_PASSWORD);
    expect(after.body.data.accounts.map((a: { username: string }) => a.username)).toEqual(
      DEMO_ACCOUNTS.map((a) => a.username),
    );
    expect(after.body.data.accounts[0]).toMatchObject({ username: 'owner', role: 'owner', roleTitle: 'Owner' });
    // What it lists is true: the first account signs in with that password.
    expect(await h.login('owner', DEMO_PASSWORD)).toBeTruthy();
  });
});
