import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/accounts';
import { outlets as outletsTable } from '../db/schema/outlets';
import { withTestApi, TEST_PASSWORD, uniqueName, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { insertAccount } from '../db/seed/accounts';
import { t } from '../../i18n/id';

const { h } = withTestApi();

const changeProfile = (who: SignedIn, name: string, email: string, phoneNumber = '') =>
  who.call('PUT', '/auth/change-profile', { name, email, phoneNumber });
const changePassword = (who: SignedIn, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  who.call('POST', '/auth/change-password', { oldPassword, newPassword, confirmPassword });

describe('POST /auth/login', () => {
  it('answers a token and the role page, and the token opens the profile', async () => {
    const username = uniqueName('finance');
    await insertAccount(h.db, { role: 'admin', username, password: TEST_PASSWORD, name: 'Bu Sari' });
    const res = await h.anonymous('POST', '/auth/login', { username: ` ${username} `, password: TEST_PASSWORD });
    expectOk(res);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Login berhasil',
      data: { rolePage: 'admin', roleId: 2, name: 'Bu Sari', role: 'Finance' },
    });
    const token = res.body.data.token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    // Only the hash is stored.
    const stored = await h.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const profile = await h.caller(token)('POST', '/auth/profile');
    expect(profile.body.data).toMatchObject({
      username,
      rolePage: 'admin',
      isNew: false,
      outlet: [],
      titlePage: 'Finance',
    });
  });

  it('gives the same message for an unknown user and a wrong password', async () => {
    const username = uniqueName('gudang');
    await insertAccount(h.db, { role: 'warehouse', username, password: TEST_PASSWORD });
    const wrong = await h.anonymous('POST', '/auth/login', { username, password: 'salah-sekali' });
    const unknown = await h.anonymous('POST', '/auth/login', {
      username: uniqueName('tidakada'),
      password: 'salah-sekali',
    });
    expectRefused(wrong, 401, t.login.failed);
    expectRefused(unknown, 401, wrong.body.message);
  });

  it('refuses an inactive account', async () => {
    const username = uniqueName('kurir');
    await insertAccount(h.db, { role: 'delivery', username, password: TEST_PASSWORD, isActive: false });
    const res = await h.anonymous('POST', '/auth/login', { username, password: TEST_PASSWORD });
    expectRefused(res, 403, t.login.inactive);
  });

  it('locks a username and address pair after five failures, even for the right password', async () => {
    const username = uniqueName('produksi');
    await insertAccount(h.db, { role: 'production', username, password: TEST_PASSWORD });
    const from = h.caller(null, '10.9.8.7');
    for (let i = 0; i < 5; i++) expectRefused(await from('POST', '/auth/login', { username, password: 'keliru' }), 401);
    const locked = await from('POST', '/auth/login', { username, password: TEST_PASSWORD });
    expectRefused(locked, 429, t.login.throttled);
    // Another address is not locked by that pair.
    const elsewhere = await h.caller(null, '10.9.8.8')('POST', '/auth/login', { username, password: TEST_PASSWORD });
    expectOk(elsewhere);
  });

  it('answers missing fields in Indonesian, field by field', async () => {
    const res = await h.anonymous('POST', '/auth/login', { username: '', password: '' });
    expect(expectRefused(res, 422, 'Data belum lengkap.')).toMatchObject({
      username: 'Wajib diisi.',
      password: 'Wajib diisi.',
    });
  });

  it('answers malformed JSON with 400 in Indonesian', async () => {
    const res = await h.anonymous('POST', '/auth/login', '{"username":', { 'content-type': 'application/json' });
    expectRefused(res, 400, t.errors.invalidJson);
  });
});

describe('tokens', () => {
  it('refuses a missing, unknown, expired or revoked token with 401', async () => {
    expectRefused(await h.anonymous('POST', '/auth/profile'), 401);
    expectRefused(await h.caller('bukan-token')('POST', '/auth/profile'), 401);

    const a = await h.as('viewer');
    // Two days back: the API's test clock is today at 10:00 WIB, which may be hours before the real time.
    await h.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sessions.userId, a.userId));
    expectRefused(await a.call('POST', '/auth/profile'), 401);

    const b = await h.as('viewer');
    expectOk(await b.call('POST', '/auth/logout'));
    const after = await b.call('POST', '/auth/profile');
    expectRefused(after, 401, t.errors.unauthenticated);
  });

  it('lasts 30 days with remember and 12 hours without', async () => {
    const username = uniqueName('owner');
    const userId = await insertAccount(h.db, { role: 'owner', username, password: TEST_PASSWORD });
    await h.login(username, TEST_PASSWORD, true);
    await h.login(username, TEST_PASSWORD, false);
    const rows = await h.db.select().from(sessions).where(eq(sessions.userId, userId));
    const hours = rows
      .map((r) => Math.round((r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000))
      .sort((x, y) => x - y);
    expect(hours).toEqual([12, 720]);
  });
});

describe('profile and password', () => {
  it('changes the profile and answers a new token; the old one is revoked', async () => {
    const a = await h.as('production');
    const res = await changeProfile(a, 'Pak Budi', 'Budi@RotiPusat.id', '0812-3456-7890');
    const changed = expectOk(res, 'Profil berhasil diubah.');
    expect(changed.name).toBe('Pak Budi');
    expectRefused(await a.call('POST', '/auth/profile'), 401);
    const profile = await h.caller(changed.token)('POST', '/auth/profile');
    expect(profile.body.data).toMatchObject({
      name: 'Pak Budi',
      email: 'budi@rotipusat.id',
      phoneNumber: '081234567890',
    });
  });

  it('refuses an email that another account uses and changes nothing', async () => {
    const first = await h.as('owner');
    await changeProfile(first, 'Satu', 'sama@rotipusat.id');
    const second = await h.as('owner');
    const res = await changeProfile(second, 'Dua', 'sama@rotipusat.id');
    expect(expectRefused(res, 422)).toMatchObject({ email: t.errors.emailTaken });
    const [row] = await h.db.select().from(users).where(eq(users.id, second.userId));
    expect(row.name).toBe('Uji owner');
  });

  it('changes the password, revokes every session, and the new password logs in', async () => {
    const a = await h.as('delivery');
    const other = h.caller(await h.login(a.username));
    const bad = await changePassword(a, 'salah', 'baru-12345');
    expect(expectRefused(bad, 422)).toMatchObject({ oldPassword: t.errors.wrongOldPassword });
    const mismatch = await changePassword(a, TEST_PASSWORD, 'baru-12345', 'beda-12345');
    expect(expectRefused(mismatch, 422)).toMatchObject({ confirmPassword: t.errors.passwordMismatch });

    const res = await changePassword(a, TEST_PASSWORD, 'baru-12345');
    expectOk(res, 'Password berhasil diubah.');
    expectRefused(await a.call('POST', '/auth/profile'), 401);
    expectRefused(await other('POST', '/auth/profile'), 401);
    expectRefused(await h.anonymous('POST', '/auth/login', { username: a.username, password: TEST_PASSWORD }), 401);
    expectOk(await h.anonymous('POST', '/auth/login', { username: a.username, password: 'baru-12345' }));
  });
});

describe('isNew accounts', () => {
  it('may only read the profile and set a new password, then log in normally', async () => {
    const a = await h.as('warehouse', { isNew: true });
    expect(expectOk(await a.call('POST', '/auth/profile')).isNew).toBe(true);
    const blocked = await changeProfile(a, 'X', '');
    expectRefused(blocked, 403, t.errors.mustSetNewPassword);

    const res = await a.call('POST', '/auth/set-new-password', {
      newPassword: 'milikku-123',
      confirmPassword: 'milikku-123',
    });
    expectOk(res, 'Password baru berhasil dibuat.');
    expectRefused(await a.call('POST', '/auth/profile'), 401); // logged out
    const token = await h.login(a.username, 'milikku-123');
    expect((await h.caller(token)('POST', '/auth/profile')).body.data.isNew).toBe(false);
  });

  it('refuses set-new-password for an account that is not new', async () => {
    const a = await h.as('owner');
    const res = await a.call('POST', '/auth/set-new-password', {
      newPassword: 'milikku-123',
      confirmPassword: 'milikku-123',
    });
    expectRefused(res, 409);
  });
});

describe('partners and outlets', () => {
  it("lists the partner's outlets, selects the first, and switches only to its own", async () => {
    const m = await h.as('merchant');
    const profile = await m.call('POST', '/auth/profile');
    const outlets = profile.body.data.outlet as { branchId: number; title: string }[];
    expect(outlets).toHaveLength(2);
    expect(profile.body.data.branchId).toBe(outlets[0].branchId);
    expect(profile.body.data.titlePage).toBe(outlets[0].title);

    // Six hours on, the new token still ends when the first would have: no session outlives its sign-in.
    const res = await h.later(0.25, () => m.call('POST', '/auth/set-outlet', { branchId: outlets[1].branchId }));
    const next = h.caller(expectOk(res, 'Outlet berhasil dipilih.').token);
    const ends = await h.db
      .select({ at: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, m.userId))
      .orderBy(asc(sessions.id));
    expect(ends).toHaveLength(2);
    expect(ends[1].at).toEqual(ends[0].at);
    expect((await next('POST', '/auth/profile')).body.data).toMatchObject({
      branchId: outlets[1].branchId,
      titlePage: outlets[1].title,
    });
    expectRefused(await m.call('POST', '/auth/profile'), 401); // the old token was replaced

    const foreign = await h.makePartner(1);
    const refused = await next('POST', '/auth/set-outlet', { branchId: foreign.outletIds[0] });
    expectRefused(refused, 404, 'Outlet tidak ditemukan.');
    expect(JSON.stringify(refused.body)).not.toContain(`Outlet ${foreign.username}`);
  });

  it('selects the first outlet that still takes orders when the first one is inactive', async () => {
    const partner = await h.makePartner(2);
    await h.db.update(outletsTable).set({ isActive: false }).where(eq(outletsTable.id, partner.outletIds[0]));
    const signedIn = h.caller(await h.login(partner.username));
    const profile = expectOk(await signedIn('POST', '/auth/profile'));
    expect(profile.branchId).toBe(partner.outletIds[1]);
    // The outlet picker is told which outlet takes no orders.
    expect(profile.outlet.map((o: { isActive: boolean }) => o.isActive)).toEqual([false, true]);
  });

  it("shows an admin-merchant its partner's outlets", async () => {
    const partner = await h.makePartner(2);
    const a = await h.as('admin-merchant', { partnerId: partner.userId });
    const profile = await a.call('POST', '/auth/profile');
    expect((profile.body.data.outlet as { branchId: number }[]).map((o) => o.branchId)).toEqual(partner.outletIds);
    expectRefused(await a.call('POST', '/auth/set-outlet', { branchId: partner.outletIds[1] }), 403);
  });
});

describe('account administration', () => {
  it('resets a password: a temporary password once, isNew, sessions revoked', async () => {
    const owner = await h.as('owner');
    const target = await h.as('delivery');
    const res = await owner.call('POST', '/auth/reset-password', { userId: target.userId });
    const temp = expectOk(res).temporaryPassword as string;
    expect(temp).toHaveLength(12);
    expect(res.body.message).toContain(temp);
    expectRefused(await target.call('POST', '/auth/profile'), 401);
    const token = await h.login(target.username, temp);
    expect((await h.caller(token)('POST', '/auth/profile')).body.data.isNew).toBe(true);
  });

  it('toggles account status; an inactive account cannot log in and loses its sessions', async () => {
    const owner = await h.as('owner');
    const target = await h.as('viewer');
    const off = expectOk(await owner.call('POST', '/auth/set-status-account', { userId: target.userId }));
    expect(off).toEqual({ userId: target.userId, isActive: false });
    expectRefused(await target.call('POST', '/auth/profile'), 401);
    expectRefused(
      await h.anonymous('POST', '/auth/login', { username: target.username, password: TEST_PASSWORD }),
      403,
    );
    const on = expectOk(await owner.call('POST', '/auth/set-status-account', { userId: target.userId }));
    expect(on.isActive).toBe(true);
    expectOk(await h.anonymous('POST', '/auth/login', { username: target.username, password: TEST_PASSWORD }));
  });

  it('lets finance administer partner accounts only and production drivers only', async () => {
    const finance = await h.as('admin');
    const production = await h.as('production');
    const partner = await h.as('merchant');
    const driver = await h.as('delivery');
    const warehouse = await h.as('warehouse');
    expectOk(await finance.call('POST', '/auth/set-status-account', { userId: partner.userId }));
    expectRefused(await finance.call('POST', '/auth/reset-password', { userId: warehouse.userId }), 403);
    expectOk(await production.call('POST', '/auth/reset-password', { userId: driver.userId }));
    expectRefused(await production.call('POST', '/auth/set-status-account', { userId: partner.userId }), 403);
    expectRefused(await finance.call('POST', '/auth/reset-password', { userId: 999_999 }), 404);
  });

  it('does not let anyone deactivate themselves', async () => {
    const owner = await h.as('owner');
    const res = await owner.call('POST', '/auth/set-status-account', { userId: owner.userId });
    expectRefused(res, 422, t.errors.cannotChangeSelf);
  });
});
