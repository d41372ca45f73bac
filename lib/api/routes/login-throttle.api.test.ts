import { and, count, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, TEST_PASSWORD, uniqueName, expectOk, expectRefused } from '../../testing/api';
import { ManualClock } from '../clock';
import { loginFailures } from '../db/schema/accounts';
import { insertAccount } from '../db/seed/accounts';
import { accountDelayMs, DELAY_CAP_MS, LIMITS, UNKNOWN_ADDRESS } from '../services/throttle';

/** Issue 11, finding 1: online guessing stays bounded, but nobody can lock the owner out. */
const clock = new ManualClock('2026-11-23T08:00:00Z');
const { h } = withTestApi({}, { clock });

const login = (username: string, password: string, address: string, deviceToken?: string) =>
  h.caller(null, address)('POST', '/auth/login', { username, password, ...(deviceToken ? { deviceToken } : {}) });

async function account(role: 'owner' | 'admin' = 'owner') {
  const username = uniqueName(role);
  await insertAccount(h.db, { role, username, password: TEST_PASSWORD });
  return username;
}

describe('login throttling with device tokens', () => {
  it('keeps the owner in after 1,000 failed logins from 50 addresses, and bounds every address', async () => {
    const owner = await account();
    // The owner's browser signed in yesterday and holds its device token.
    const first = await login(owner, TEST_PASSWORD, '192.0.2.10');
    const device = expectOk(first).deviceToken as string;
    expect(device.length).toBeGreaterThanOrEqual(40);

    const checks = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const address = `203.0.113.${i % 50}`;
      const res = await login(owner, `tebakan-${i}`, address);
      expect([401, 429]).toContain(res.status);
      if (res.status === 401) checks.set(address, (checks.get(address) ?? 0) + 1);
      if (res.status === 429) {
        expect(res.body.message).toBe(t.login.throttled);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      if (i % 20 === 19) clock.advance(1000); // the attack takes a while
    }
    // No address made more than 100 password checks for the account (in well under an hour).
    for (const n of checks.values()) expect(n).toBeLessThanOrEqual(100);
    expect(Math.max(...checks.values())).toBeLessThanOrEqual(LIMITS.pair);

    // The known browser signs in at once with the right password.
    const known = await login(owner, TEST_PASSWORD, '192.0.2.10', device);
    expect(expectOk(known).deviceToken).toBe(device);

    // A new device with the right password is kept waiting at most a minute.
    const fresh = await login(owner, TEST_PASSWORD, '198.51.100.7');
    if (fresh.status === 429) {
      expect(Number(fresh.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      clock.advance(DELAY_CAP_MS);
      expectOk(await login(owner, TEST_PASSWORD, '198.51.100.7'));
    } else {
      expectOk(fresh);
    }
  });

  it("does not let one stranger lock everybody out when no client's address is known", async () => {
    const [victim, attacked] = [await account(), await account()];
    // Behind a proxy not declared in TRUST_PROXY, every browser arrives as the same unknown address.
    for (let i = 0; i <= LIMITS.address; i++)
      expect((await login(uniqueName('tebak'), 'salah', UNKNOWN_ADDRESS)).status).toBe(401);
    expectOk(await login(victim, TEST_PASSWORD, UNKNOWN_ADDRESS));
    // One account under attack stays bounded by its own growing delay, not by an address.
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.usernameBeforeDelay; i++)
      answers.push((await login(attacked, `tebakan-${i}`, UNKNOWN_ADDRESS)).status);
    expect(answers.at(-1)).toBe(429);
  });

  it('grows the account delay for unknown browsers and caps it at a minute', () => {
    expect(accountDelayMs(LIMITS.usernameBeforeDelay - 1)).toBe(0);
    expect(accountDelayMs(LIMITS.usernameBeforeDelay)).toBe(1000);
    expect(accountDelayMs(LIMITS.usernameBeforeDelay + 3)).toBe(8000);
    expect(accountDelayMs(10_000)).toBe(DELAY_CAP_MS);
  });

  it("limits a known device on its own, without touching the account's other browsers", async () => {
    const finance = await account('admin');
    const device = (await login(finance, TEST_PASSWORD, '192.0.2.20')).body.data.deviceToken as string;
    const other = (await login(finance, TEST_PASSWORD, '192.0.2.21')).body.data.deviceToken as string;
    for (let i = 0; i < LIMITS.device; i++)
      expectRefused(await login(finance, 'keliru', `198.51.100.${i}`, device), 401);
    expectRefused(await login(finance, TEST_PASSWORD, '198.51.100.99', device), 429);
    expectOk(await login(finance, TEST_PASSWORD, '192.0.2.21', other));
  });

  it("ignores another account's device token", async () => {
    const a = await account('admin');
    const b = await account('admin');
    const deviceOfA = (await login(a, TEST_PASSWORD, '192.0.2.30')).body.data.deviceToken as string;
    for (let i = 0; i < LIMITS.pair; i++) await login(b, 'keliru', '192.0.2.31', deviceOfA);
    // Counted as an unknown browser of B at that address: the pair limit applies.
    expectRefused(await login(b, TEST_PASSWORD, '192.0.2.31', deviceOfA), 429);
  });

  it('counts 30 parallel wrong passwords atomically: exactly the pair limit gets a password check', async () => {
    const username = await account('admin');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(username, `salah-${i}`, '192.0.2.40')),
    );
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBe(LIMITS.pair);
    expect(answers.filter((r) => r.status === 429).length).toBe(30 - LIMITS.pair);
  });

  it('throttles the old-password check of change-password like a login', async () => {
    const session = await h.as('warehouse');
    const [row] = await h.db.select({ n: count() }).from(loginFailures);
    expect(row.n).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < LIMITS.pair; i++) {
      const res = await session.call('POST', '/auth/change-password', {
        oldPassword: `tebak-${i}`,
        newPassword: 'sandi-baru-123',
        confirmPassword: 'sandi-baru-123',
      });
      expectRefused(res, 422);
    }
    const blocked = await session.call('POST', '/auth/change-password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'sandi-baru-123',
      confirmPassword: 'sandi-baru-123',
    });
    expectRefused(blocked, 429, t.login.throttled);
    const recent = await h.db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.username, session.username.toLowerCase()),
          gt(loginFailures.createdAt, new Date(clock.now().getTime() - 60_000)),
        ),
      );
    expect(recent[0].n).toBe(LIMITS.pair);
  });
});

describe('throttle cleanup job', () => {
  it('removes failures older than a day and devices unused for a year, keeps the rest', async () => {
    const { runDueJobs } = await import('../jobs/runner');
    const { throttleCleanup } = await import('../jobs');
    const { loginDevices } = await import('../db/schema/accounts');
    const username = await account('admin');
    const device = (await login(username, TEST_PASSWORD, '192.0.2.50')).body.data.deviceToken as string;
    expect(device).toBeTruthy();
    await login(username, 'keliru', '192.0.2.51');
    const before = await h.db.select({ n: count() }).from(loginFailures);
    expect(before[0].n).toBeGreaterThan(0);
    const devices = await h.db.select({ n: count() }).from(loginDevices);

    const [tomorrow] = await runDueJobs(h.db, [throttleCleanup], new Date(clock.now().getTime() + 25 * 3600_000));
    expect(tomorrow).toMatchObject({ name: 'throttle-cleanup', ran: true });
    expect((await h.db.select({ n: count() }).from(loginFailures))[0].n).toBe(0);
    expect((await h.db.select({ n: count() }).from(loginDevices))[0].n).toBe(devices[0].n);

    await runDueJobs(h.db, [throttleCleanup], new Date(clock.now().getTime() + 400 * 24 * 3600_000));
    expect((await h.db.select({ n: count() }).from(loginDevices))[0].n).toBe(0);
  });
});
