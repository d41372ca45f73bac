import { describe, expect, it } from 'vitest';
import { withTestApi } from '../../testing/api';
import { t } from '../../i18n/id';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo';
import { DEMO_HISTORY } from '../db/seed/demo-history';
import { seedLarge } from '../db/seed/large';

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

    // With the history, its first partner is offered too, for what a partner's year looks like.
    await seedLarge(h.db, { ...DEMO_HISTORY, days: 3, dailyLoop: false });
    const withHistory = await h.anonymous('GET', '/auth/demo-accounts');
    expect(withHistory.body.data.accounts.at(-1)).toEqual({
      username: 'mitra-demo001',
      role: 'merchant',
      roleTitle: 'Merchant',
      name: DEMO_HISTORY.partnerNames![0],
      note: t.login.demoHistoryPartner,
    });
    expect(await h.login('mitra-demo001', DEMO_PASSWORD)).toBeTruthy();
  });
});
