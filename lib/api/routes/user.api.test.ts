import { auditRows, insertPartnerStaff } from '../../testing/fixtures';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { ROLE_IDS, ROLE_PAGES } from '../../roles';
import { withTestApi, uniqueName, expectOk, expectRefused, pageOf } from '../../testing/api';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/accounts';
import { onPostgres } from '../../testing/test-db';

const { h, owner, produksi } = withTestApi({ owner: 'owner', produksi: 'production' });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Joko Prasetyo',
  username: uniqueName('joko'),
  email: '',
  phoneNumber: '0812-1111-2222',
  roleId: ROLE_IDS.delivery,
  ...overrides,
});

const STAFF_ROLE_IDS = [1, 2, 3, 4, 5, 7, 34];

/** A user created through the API by `as`, with its temporary password. */
async function created(by: typeof owner, overrides: Record<string, unknown> = {}) {
  const body = newUser(overrides);
  const res = await by.call('POST', '/user/store', body);
  return { ...expectOk(res), username: body.username } as {
    userId: number;
    temporaryPassword: string;
    username: string;
  };
}

describe('users: create', () => {
  it('creates a staff account whose temporary password logs in as new; audited without the password', async () => {
    const body = newUser({
      username: `  ${uniqueName('Gudang')} `,
      roleId: ROLE_IDS.warehouse,
      email: 'Agus@RotiPusat.id',
    });
    const res = await owner.call('POST', '/user/store', body);
    const { userId, temporaryPassword } = expectOk(res, t.user.created);
    expect(temporaryPassword).toMatch(/^\w{12}$/);
    const [row] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      username: body.username.trim(),
      email: 'agus@rotipusat.id',
      phoneNumber: '081211112222',
      roleId: 3,
      isNew: true,
      isActive: true,
    });
    expect(row.passwordHash).not.toContain(temporaryPassword);

    const profile = await h.caller(await h.login(row.username, temporaryPassword))('POST', '/auth/profile');
    expect(profile.body.data).toMatchObject({ rolePage: 'warehouse', isNew: true });
    const [audit] = await auditRows(h.db, { entityId: String(userId) });
    expect(audit).toMatchObject({ action: 'create', entity: 'user', actorId: owner.userId });
    expect(JSON.stringify(audit.changes)).not.toContain(temporaryPassword);
  });

  it('offers the owner every staff role but not the partner role, and production only delivery', async () => {
    const ownerForm = await owner.call('GET', '/user/create');
    expect(expectOk(ownerForm).options.roles.map((r: { roleId: number }) => r.roleId)).toEqual(STAFF_ROLE_IDS);
    expect(ownerForm.body.data.options.roles[2]).toEqual({ roleId: 3, description: 'Admin Gudang' });
    const partner = await h.makePartner(1);
    expect(ownerForm.body.data.options.partners).toBeDefined();
    expect(expectOk(await owner.call('GET', '/user/create')).options.partners).toContainEqual({
      id: partner.userId,
      name: `Mitra ${partner.username}`,
    });

    const productionForm = expectOk(await produksi.call('GET', '/user/create'));
    expect(productionForm.options).toEqual({ roles: [{ roleId: 5, description: 'Delivery' }], partners: [] });
  });

  it('refuses incomplete data field by field in Indonesian', async () => {
    const res = await owner.call('POST', '/user/store', {
      name: '',
      username: 'a b',
      email: 'bukan-email',
      roleId: '',
    });
    expect(expectRefused(res, 422, t.errors.incomplete)).toMatchObject({
      name: t.validation.required,
      username: t.validation.minLength(3),
      email: t.validation.email,
      roleId: t.validation.required,
    });
  });

  it('refuses a taken username (any case) and a taken email', async () => {
    const first = await created(owner, { email: 'sama@rotipusat.id' });
    const dup = await owner.call('POST', '/user/store', newUser({ username: first.username.toUpperCase() }));
    expect(expectRefused(dup, 422)).toMatchObject({ username: t.user.usernameTaken });
    const email = await owner.call('POST', '/user/store', newUser({ email: 'SAMA@rotipusat.id' }));
    expect(expectRefused(email, 422)).toMatchObject({ email: t.errors.emailTaken });
  });

  it('refuses roles the caller may not give: partners via Kelola Mitra, unknown roles, production beyond delivery', async () => {
    const partner = await owner.call('POST', '/user/store', newUser({ roleId: ROLE_IDS.merchant }));
    expect(expectRefused(partner, 422)).toMatchObject({ roleId: t.user.partnerViaMitra });
    const unknown = await owner.call('POST', '/user/store', newUser({ roleId: 99 }));
    expect(expectRefused(unknown, 422)).toMatchObject({ roleId: t.user.roleNotAllowed });
    for (const roleId of [ROLE_IDS.owner, ROLE_IDS.warehouse, ROLE_IDS.production]) {
      const username = uniqueName('naik');
      const res = await produksi.call('POST', '/user/store', newUser({ username, roleId }));
      expect(expectRefused(res, 422)).toMatchObject({ roleId: t.user.roleNotAllowed });
      expect(await h.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
    }
    const driver = await created(produksi);
    expect((await h.db.select().from(users).where(eq(users.id, driver.userId)))[0].roleId).toBe(ROLE_IDS.delivery);
  });

  it('attaches an admin-merchant to a partner, which must be one', async () => {
    const partner = await h.makePartner(1);
    const missing = await owner.call('POST', '/user/store', newUser({ roleId: 7 }));
    expect(expectRefused(missing, 422)).toMatchObject({ partnerId: t.validation.required });
    const notPartner = await owner.call('POST', '/user/store', newUser({ roleId: 7, partnerId: produksi.userId }));
    expect(expectRefused(notPartner, 422)).toMatchObject({ partnerId: t.user.partnerNotFound });
    const staff = await created(owner, { roleId: 7, partnerId: String(partner.userId) });
    const shown = expectOk(await owner.call('GET', `/user/show/${staff.userId}`));
    expect(shown).toMatchObject({ roleId: 7, role: 'Admin Merchant', partnerId: partner.userId });
    const driver = await created(owner, { partnerId: partner.userId });
    expect(expectOk(await owner.call('GET', `/user/show/${driver.userId}`)).partnerId).toBeNull();
  });
});

describe('users: list and show', () => {
  it('lists every account for the owner with search and pagination; production sees only drivers', async () => {
    const tag = uniqueName('halaman');
    for (let i = 0; i < 6; i++) await created(owner, { name: `Kurir ${tag} ${i}` });
    for (let i = 0; i < 5; i++) await created(owner, { name: `Gudang ${tag} ${i}`, roleId: ROLE_IDS.warehouse });
    const page1 = await owner.call('GET', `/user?search=${tag}&limit=10`);
    expect(expectOk(page1).pagination).toEqual(pageOf(1, 11));
    expect(page1.body.data.items[0]).toMatchObject({
      name: `Gudang ${tag} 0`,
      roleId: 3,
      role: 'Admin Gudang',
      isActive: true,
      isNew: true,
    });
    expect(page1.body.data.options.roles.map((r: { roleId: number }) => r.roleId)).toEqual(STAFF_ROLE_IDS);
    expect(expectOk(await owner.call('GET', `/user?search=${tag}&page=2`)).items).toHaveLength(1);
    const byUsername = expectOk(await owner.call('GET', `/user?search=${owner.username}`));
    expect(byUsername.items.map((u: { userId: number }) => u.userId)).toEqual([owner.userId]);

    const mine = expectOk(await produksi.call('GET', `/user?search=${tag}`));
    expect(mine.pagination.total).toBe(6);
    expect(mine.items.every((u: { roleId: number }) => u.roleId === ROLE_IDS.delivery)).toBe(true);
    expect(mine.options.roles).toEqual([{ roleId: 5, description: 'Delivery' }]);
    const all = expectOk(await produksi.call('GET', '/user?limit=100'));
    expect(all.items.every((u: { roleId: number }) => u.roleId === ROLE_IDS.delivery)).toBe(true);
  });

  it("shows an account with the form options; 404 when missing or not the caller's to administer", async () => {
    const driver = await created(owner);
    const shown = await produksi.call('GET', `/user/show/${driver.userId}`);
    expect(expectOk(shown)).toMatchObject({
      userId: driver.userId,
      roleId: 5,
      role: 'Delivery',
      phoneNumber: '081211112222',
      options: { roles: [{ roleId: 5, description: 'Delivery' }] },
    });
    expect(shown.body.data).not.toHaveProperty('passwordHash');

    const warehouse = await created(owner, { roleId: ROLE_IDS.warehouse, name: 'Rahasia Gudang' });
    for (const id of [warehouse.userId, owner.userId, 999999]) {
      const res = await produksi.call('GET', `/user/show/${id}`);
      expectRefused(res, 404, t.errors.notFound);
      expect(JSON.stringify(res.body)).not.toContain('Rahasia');
    }
    expectRefused(await owner.call('GET', '/user/show/999999'), 404);
  });
});

describe('users: update', () => {
  it('updates name, contact and role; isActive "0" ends the user\'s sessions', async () => {
    const user = await created(owner);
    const token = await h.login(user.username, user.temporaryPassword);
    const res = await owner.call('PATCH', `/user/update/${user.userId}`, {
      name: 'Joko P.',
      email: 'joko@rotipusat.id',
      phoneNumber: '0813 999',
      roleId: '5',
      isActive: '0',
    });
    expect(expectOk(res, t.user.updated)).toMatchObject({
      name: 'Joko P.',
      email: 'joko@rotipusat.id',
      phoneNumber: '0813999',
      roleId: 5,
      isActive: false,
    });
    expectRefused(await h.caller(token)('POST', '/auth/profile'), 401);
    await expect(h.login(user.username, user.temporaryPassword)).rejects.toThrow();

    const back = expectOk(
      await owner.call('PATCH', `/user/update/${user.userId}`, {
        name: 'Joko P.',
        isActive: true,
        roleId: ROLE_IDS.viewer,
      }),
    );
    expect(back).toMatchObject({ isActive: true, roleId: 34, role: 'Viewer', email: null });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.userId)))
      .orderBy(auditLog.id)
      .offset(1);
    expect(audit).toMatchObject({ action: 'update', actorId: owner.userId });
  });

  it('keeps role and status when the body leaves them out', async () => {
    const user = await created(owner, { roleId: ROLE_IDS.warehouse });
    const res = expectOk(await owner.call('PATCH', `/user/update/${user.userId}`, { name: 'Nama Baru' }));
    expect(res).toMatchObject({ name: 'Nama Baru', roleId: 3, isActive: true });
  });

  it('refuses self-deactivation and an own role change', async () => {
    const self = await owner.call('PATCH', `/user/update/${owner.userId}`, { name: 'Owner', isActive: '0' });
    expect(expectRefused(self, 422)).toMatchObject({ isActive: t.errors.cannotChangeSelf });
    const role = await owner.call('PATCH', `/user/update/${owner.userId}`, { name: 'Owner', roleId: ROLE_IDS.viewer });
    expect(expectRefused(role, 422)).toMatchObject({ roleId: t.user.cannotChangeOwnRole });
    expect(expectOk(await owner.call('POST', '/auth/profile')).rolePage).toBe('owner');
    const ok = await owner.call('PATCH', `/user/update/${owner.userId}`, {
      name: 'Owner Baru',
      isActive: true,
      roleId: ROLE_IDS.owner,
    });
    expectOk(ok);
  });

  it('lets production edit drivers only, without raising their role', async () => {
    const driver = await created(produksi);
    const edited = await produksi.call('PATCH', `/user/update/${driver.userId}`, {
      name: 'Kurir Pagi',
      roleId: 5,
      isActive: '1',
    });
    expectOk(edited);
    const raised = await produksi.call('PATCH', `/user/update/${driver.userId}`, {
      name: 'Kurir Pagi',
      roleId: ROLE_IDS.warehouse,
    });
    expect(expectRefused(raised, 422)).toMatchObject({ roleId: t.user.roleNotAllowed });
    const warehouse = await created(owner, { roleId: ROLE_IDS.warehouse });
    const foreign = await produksi.call('PATCH', `/user/update/${warehouse.userId}`, {
      name: 'Diambil Alih',
      isActive: '0',
    });
    expectRefused(foreign, 404);
    expect((await h.db.select().from(users).where(eq(users.id, warehouse.userId)))[0]).toMatchObject({
      isActive: true,
      roleId: 3,
    });
  });

  it('keeps a partner a partner, and refuses a taken email and a missing account', async () => {
    const partner = await h.makePartner(1);
    const res = await owner.call('PATCH', `/user/update/${partner.userId}`, {
      name: 'Mitra',
      roleId: ROLE_IDS.warehouse,
    });
    expect(expectRefused(res, 422)).toMatchObject({ roleId: t.user.partnerRoleFixed });
    expect(expectOk(await owner.call('PATCH', `/user/update/${partner.userId}`, { name: 'Mitra Baru' })).roleId).toBe(
      6,
    );
    const a = await created(owner, { email: 'a@rotipusat.id' });
    const b = await created(owner);
    const taken = await owner.call('PATCH', `/user/update/${b.userId}`, { name: 'B', email: 'A@rotipusat.id' });
    expect(expectRefused(taken, 422)).toMatchObject({ email: t.errors.emailTaken });
    expectOk(await owner.call('PATCH', `/user/update/${a.userId}`, { name: 'A', email: 'a@rotipusat.id' }));
    expectRefused(await owner.call('PATCH', '/user/update/999999', { name: 'X' }), 404);
  });
});

describe('users: delete', () => {
  it('deletes an account and its sessions', async () => {
    const user = await created(owner, { roleId: ROLE_IDS.viewer });
    const token = await h.login(user.username, user.temporaryPassword);
    const res = await owner.call('DELETE', `/user/delete/${user.userId}`);
    expectOk(res, t.user.deleted);
    expect(await h.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(0);
    expectRefused(await h.caller(token)('POST', '/auth/profile'), 401);
    expectRefused(await owner.call('DELETE', `/user/delete/${user.userId}`), 404);
  });

  it('refuses oneself, partners, and an account other rows still point at', async () => {
    const self = await owner.call('DELETE', `/user/delete/${owner.userId}`);
    expectRefused(self, 422, t.user.cannotDeleteSelf);
    const partner = await h.makePartner(1);
    const viaMitra = await owner.call('DELETE', `/user/delete/${partner.userId}`);
    expectRefused(viaMitra, 422, t.user.partnerViaMitra);

    // An inconsistent row pointing at a staff account: the foreign key refuses, the API answers 409.
    const target = await created(owner, { roleId: ROLE_IDS.warehouse });
    await insertPartnerStaff(h.db, target.userId);
    const inUse = await owner.call('DELETE', `/user/delete/${target.userId}`);
    expectRefused(inUse, 409, t.user.inUse);
    expect(await h.db.select().from(users).where(eq(users.id, target.userId))).toHaveLength(1);
  });

  it('lets production delete drivers only', async () => {
    const driver = await created(produksi);
    expectOk(await produksi.call('DELETE', `/user/delete/${driver.userId}`));
    const warehouse = await created(owner, { roleId: ROLE_IDS.warehouse });
    const res = await produksi.call('DELETE', `/user/delete/${warehouse.userId}`);
    expectRefused(res, 404);

    expect(await h.db.select().from(users).where(eq(users.id, warehouse.userId))).toHaveLength(1);
  });
});

describe('users: permissions', () => {
  it('refuses every role but owner and production on every call', async () => {
    const target = await created(owner);
    const calls = [
      ['GET', '/user', undefined],
      ['GET', '/user/create', undefined],
      ['GET', `/user/show/${target.userId}`, undefined],
      ['POST', '/user/store', newUser()],
      ['PATCH', `/user/update/${target.userId}`, { name: 'X' }],
      ['DELETE', `/user/delete/${target.userId}`, undefined],
    ] as const;
    for (const role of ROLE_PAGES.filter((r) => r !== 'owner' && r !== 'production')) {
      const other = await h.as(role);
      for (const [method, path, body] of calls) {
        const res = await other.call(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(res.body.message).toBe(t.errors.forbidden);
      }
    }
    expectRefused(await h.anonymous('GET', '/user'), 401);
    expect(await h.db.select().from(users).where(eq(users.id, target.userId))).toHaveLength(1);
  });
});

describe('the bakery keeps an owner', () => {
  it.runIf(onPostgres)('two owners taking each other out at once leave one active (PostgreSQL)', async () => {
    const [a, b] = [await h.as('owner'), await h.as('owner')];
    const others = await h.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.roleId, ROLE_IDS.owner), eq(users.isActive, true), notInArray(users.id, [a.userId, b.userId])),
      );
    // Only these two are active owners while they try.
    await h.db
      .update(users)
      .set({ isActive: false })
      .where(
        inArray(
          users.id,
          others.map((o) => o.id),
        ),
      );
    try {
      const results = await Promise.all([
        a.call('POST', '/auth/set-status-account', { userId: b.userId }),
        b.call('POST', '/auth/set-status-account', { userId: a.userId }),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const left = await h.db
        .select()
        .from(users)
        .where(inArray(users.id, [a.userId, b.userId]));
      expect(left.filter((u) => u.isActive)).toHaveLength(1);
    } finally {
      await h.db
        .update(users)
        .set({ isActive: true })
        .where(
          inArray(
            users.id,
            others.map((o) => o.id),
          ),
        );
    }
  });
});
