import { auditRows, insertPartnerStaff } from '../../testing/fixtures';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import {
  withTestApi,
  TEST_PASSWORD,
  uniqueName,
  expectOk,
  expectRefused,
  pageOf,
  type ApiAnswer,
} from '../../testing/api';
import { users } from '../db/schema/accounts';
import { outlets } from '../db/schema/outlets';
import { insertBranchGroup } from '../db/seed/accounts';
import { DAGO_ADDRESS } from '../db/seed/demo';
import { onPostgres } from '../../testing/test-db';

let tier: number;

const { h, owner, finance } = withTestApi({ owner: 'owner', finance: 'admin' });
beforeAll(async () => {
  tier = await insertBranchGroup(h.db, 'Harga Reguler');
});

const newPartner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rina Kusuma',
  username: uniqueName('rina'),
  email: '',
  phoneNumber: '0812-3456-789',
  title: 'Roti Pusat Dago',
  phoneNumberBranch: '(022) 2501234',
  emailBranch: 'dago@contoh.id',
  ...DAGO_ADDRESS,
  branchGroupId: tier,
  ...overrides,
});

describe('partners (mitra)', () => {
  it('creates a partner with the first outlet in one call; a temporary password logs in as new', async () => {
    const body = newPartner();
    const res = await finance.call('POST', '/mitra/store', body);
    const { userId, branchId, temporaryPassword } = expectOk(res, t.mitra.created);
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.id, branchId));
    expect(outlet).toMatchObject({
      ownerId: userId,
      title: 'Roti Pusat Dago',
      phoneNumber: '0222501234',
      postalCode: '40135',
      branchGroupId: tier,
    });
    const token = await h.login(body.username, temporaryPassword);
    const profile = await h.caller(token)('POST', '/auth/profile');
    expect(profile.body.data).toMatchObject({ rolePage: 'merchant', isNew: true, phoneNumber: '08123456789' });
    const audit = await auditRows(h.db, { entity: 'mitra' });
    expect(audit.some((a) => a.entityId === String(userId) && a.action === 'create')).toBe(true);
  });

  it('refuses incomplete data field by field and creates nothing', async () => {
    const before = (await h.db.select().from(users)).length;
    const res = await finance.call(
      'POST',
      '/mitra/store',
      newPartner({ name: '', title: '', postalCode: '123', branchGroupId: '' }),
    );
    expect(expectRefused(res, 422, 'Data belum lengkap.')).toMatchObject({
      name: 'Wajib diisi.',
      title: 'Wajib diisi.',
      postalCode: t.address.postalCodeInvalid,
      branchGroupId: t.validation.required,
    });
    expect((await h.db.select().from(users)).length).toBe(before);
  });

  it('refuses a taken username and an unknown price tier, leaving no half partner', async () => {
    const first = newPartner();
    expectOk(await owner.call('POST', '/mitra/store', first));
    const dup = await owner.call('POST', '/mitra/store', newPartner({ username: first.username.toUpperCase() }));
    expect(expectRefused(dup, 422)).toMatchObject({ username: t.user.usernameTaken });
    const username = uniqueName('tanpatier');
    const noTier = await owner.call('POST', '/mitra/store', newPartner({ username, branchGroupId: 99999 }));
    expect(expectRefused(noTier, 422)).toMatchObject({ branchGroupId: t.mitra.tierNotFound });
    expect(await h.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
  });

  it('lists partners with search and pagination from page 1', async () => {
    for (let i = 0; i < 11; i++)
      await owner.call(
        'POST',
        '/mitra/store',
        newPartner({ name: `Mitra Halaman ${i}`, title: `Outlet Halaman ${i}` }),
      );
    const page1 = expectOk(await owner.call('GET', '/mitra?search=halaman&limit=10'));
    expect(page1.pagination).toEqual(pageOf(1, 11));
    expect(page1.items[0]).toMatchObject({
      name: 'Mitra Halaman 0',
      title: 'Outlet Halaman 0',
      outletCount: 1,
      isActive: true,
    });
    const page2 = expectOk(await owner.call('GET', '/mitra?search=halaman&page=2'));
    expect(page2.items).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ from: 11, to: 11, prevPage: 1, nextPage: null });
    const byOutlet = expectOk(await owner.call('GET', '/mitra?search=Outlet%20Halaman%207'));
    expect(byOutlet.items.map((m: { name: string }) => m.name)).toEqual(['Mitra Halaman 7']);
    const wildcard = expectOk(await owner.call('GET', '/mitra?search=%25'));
    expect(wildcard.pagination.total).toBe(0);
    expect(page1.options.branch).toContainEqual({ id: tier, name: 'Harga Reguler' });
  });

  it('shows, updates (isActive as "0"), and deactivation ends the partner\'s sessions', async () => {
    const body = newPartner();
    const created = expectOk(await owner.call('POST', '/mitra/store', body));
    const shown = expectOk(await owner.call('GET', `/mitra/show/${created.userId}?type=form`));
    expect(shown).toMatchObject({
      userId: created.userId,
      branchId: created.branchId,
      title: 'Roti Pusat Dago',
      officePhoneNumber: '0222501234',
      village: 'Dago',
    });

    const partnerToken = await h.login(body.username, created.temporaryPassword);
    const update = await finance.call('PATCH', `/mitra/update/${created.userId}`, {
      ...newPartner({ name: 'Rina K.', title: 'Roti Pusat Dago Atas' }),
      branchId: created.branchId,
      userId: created.userId,
      isActive: '0',
    });
    expect(expectOk(update, t.mitra.updated)).toMatchObject({
      name: 'Rina K.',
      title: 'Roti Pusat Dago Atas',
      isActive: false,
    });
    expectRefused(await h.caller(partnerToken)('POST', '/auth/profile'), 401);
  });

  it("deactivating a partner ends its staff's sessions and refuses their logins until reactivation", async () => {
    const body = newPartner();
    const created = expectOk(await owner.call('POST', '/mitra/store', body));
    const staff = await h.as('admin-merchant', { partnerId: created.userId });
    expectOk(await staff.call('POST', '/auth/profile'));
    const update = (isActive: boolean) =>
      finance.call('PATCH', `/mitra/update/${created.userId}`, {
        ...body,
        branchId: created.branchId,
        userId: created.userId,
        isActive,
      });
    expectOk(await update(false));
    expectRefused(await staff.call('POST', '/auth/profile'), 401);
    const refused = await h.anonymous('POST', '/auth/login', { username: staff.username, password: TEST_PASSWORD });
    expectRefused(refused, 403, t.login.partnerInactive);
    // The old session stays ended after reactivation; a new login works again.
    expectOk(await update(true));
    expectRefused(await staff.call('POST', '/auth/profile'), 401);
    expectOk(await h.caller(await h.login(staff.username))('POST', '/auth/profile'));
  });

  it("the list's toggle ends the staff's sessions too, and a tier move is in the outlet's Riwayat", async () => {
    const body = newPartner();
    const created = expectOk(await owner.call('POST', '/mitra/store', body));
    const staff = await h.as('admin-merchant', { partnerId: created.userId });
    expectOk(await finance.call('POST', '/auth/set-status-account', { userId: created.userId }));
    expectOk(await finance.call('POST', '/auth/set-status-account', { userId: created.userId }));
    // Reactivated, the partner's staff sign in again: their old session does not come back.
    expectRefused(await staff.call('POST', '/auth/profile'), 401);

    const grosir = await insertBranchGroup(h.db, uniqueName('Harga Grosir '));
    expectOk(
      await finance.call('PATCH', `/mitra/update/${created.userId}`, {
        ...body,
        branchGroupId: grosir,
        branchId: created.branchId,
        userId: created.userId,
        isActive: '1',
      }),
    );
    const [moved] = await auditRows(h.db, { entity: 'outlet', entityId: String(created.branchId) });
    expect(moved.diff).toEqual([{ field: 'branchGroupId', old: tier, new: grosir }]);
  });

  it('answers Mitra tidak ditemukan for a missing partner or a user who is not one', async () => {
    const staff = await h.as('warehouse');
    for (const id of [999999, staff.userId]) {
      const res = await owner.call('GET', `/mitra/show/${id}`);
      expectRefused(res, 404, t.mitra.notFound);
    }
    expectRefused(await owner.call('DELETE', '/mitra/delete/999999'), 404, t.mitra.notFound);
  });

  it('refuses an outlet of another partner in the update', async () => {
    const a = expectOk(await owner.call('POST', '/mitra/store', newPartner()));
    const b = expectOk(await owner.call('POST', '/mitra/store', newPartner()));
    const res = await owner.call('PATCH', `/mitra/update/${a.userId}`, {
      ...newPartner(),
      branchId: b.branchId,
      isActive: '1',
    });
    expectRefused(res, 404);
    const [untouched] = await h.db.select().from(outlets).where(eq(outlets.id, b.branchId));
    expect(untouched.title).toBe('Roti Pusat Dago');
  });

  it('deletes a partner without history together with its outlets; refuses one with staff accounts', async () => {
    const a = expectOk(await owner.call('POST', '/mitra/store', newPartner()));
    const del = await owner.call('DELETE', `/mitra/delete/${a.userId}`);
    expectOk(del, t.mitra.deleted);
    expect(await h.db.select().from(outlets).where(eq(outlets.ownerId, a.userId))).toHaveLength(0);

    const b = expectOk(await owner.call('POST', '/mitra/store', newPartner()));
    await insertPartnerStaff(h.db, b.userId);
    const refused = await owner.call('DELETE', `/mitra/delete/${b.userId}`);
    expectRefused(refused, 409, t.mitra.hasStaff);
  });

  it('lets production and the viewer read, but not write', async () => {
    for (const role of ['production', 'viewer'] as const) {
      const reader = await h.as(role);
      expectOk(await reader.call('GET', '/mitra'));
      expectRefused(await reader.call('POST', '/mitra/store', newPartner()), 403);
    }
  });
});

describe('outlets', () => {
  it('adds an outlet to a partner, lists it, and scopes a merchant to its own outlets', async () => {
    const partner = expectOk(await owner.call('POST', '/mitra/store', newPartner()));
    const added = await finance.call('POST', '/outlet/store', {
      ...newPartner({ title: 'Roti Pusat Cimahi' }),
      ownerId: partner.userId,
    });
    expect(expectOk(added, t.outlet.created)).toMatchObject({
      title: 'Roti Pusat Cimahi',
      outlet: 'Roti Pusat Cimahi',
      ownerId: partner.userId,
      branchGroupName: 'Harga Reguler',
    });

    const merchant = await h.as('merchant');
    const own = await merchant.call('GET', '/outlet');
    expect(own.body.data.pagination.total).toBe(2);
    expect(own.body.data.items.every((o: { ownerId: number }) => o.ownerId === merchant.userId)).toBe(true);
    const foreign = await merchant.call('GET', `/outlet/show/${added.body.data.outletId}`);
    expectRefused(foreign, 404, t.outlet.notFound);
    expect(JSON.stringify(foreign.body)).not.toContain('Cimahi');
    expectRefused(await merchant.call('PATCH', `/outlet/update/${added.body.data.outletId}`, newPartner()), 403);
  });

  it('refuses an owner who is not a partner', async () => {
    const staff = await h.as('delivery');
    const res = await owner.call('POST', '/outlet/store', { ...newPartner(), ownerId: staff.userId });
    expect(expectRefused(res, 422)).toMatchObject({ ownerId: t.outlet.ownerNotPartner });
  });

  it("updates the spec's fields and deactivates; deletes only a partner's extra outlet", async () => {
    const partner = expectOk(await owner.call('POST', '/mitra/store', newPartner()));
    const updated = expectOk(
      await finance.call('PATCH', `/outlet/update/${partner.branchId}`, {
        ...newPartner({ title: 'Dago Baru', postalCode: '' }),
        isActive: false,
      }),
    );
    expect(updated).toMatchObject({ title: 'Dago Baru', postalCode: null, isActive: false });
    const last = await owner.call('DELETE', `/outlet/delete/${partner.branchId}`);
    expectRefused(last, 409, t.outlet.lastOutlet);
    const extra = (
      await owner.call('POST', '/outlet/store', { ...newPartner({ title: 'Cabang' }), ownerId: partner.userId })
    ).body.data;
    const del = await owner.call('DELETE', `/outlet/delete/${extra.outletId}`);
    expectOk(del);
    expectRefused(await owner.call('GET', `/outlet/show/${extra.outletId}`), 404);
  });

  it.runIf(onPostgres)(
    "a partner's last two outlets deleted at once: one is deleted, the other refused as the last, and one stays (PostgreSQL)",
    async () => {
      for (let round = 0; round < 5; round++) {
        const partner = await h.makePartner(2);
        const results: ApiAnswer[] = await Promise.all(
          partner.outletIds.map((id) => owner.call('DELETE', `/outlet/delete/${id}`)),
        );
        const label = `round ${round}: ${JSON.stringify(results.map((r) => r.body))}`;
        expect(results.map((r) => r.status).sort(), label).toEqual([200, 409]);
        const refused = results.findIndex((r) => r.status === 409);
        expect(results[refused].body.message, label).toBe(t.outlet.lastOutlet);
        const left = await h.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.ownerId, partner.userId));
        expect(left, label).toEqual([{ id: partner.outletIds[refused] }]);
      }
    },
  );

  it('offers partners, tiers and provinces for the form', async () => {
    const res = expectOk(await owner.call('GET', '/outlet/create'));
    expect(res.options.regions).toContain('Jawa Barat');
    expect(res.options.branch.length).toBeGreaterThan(0);
    expect(res.options.owners.length).toBeGreaterThan(0);
  });

  it("keeps every partner and tier from partners: no form options, list filters only their own outlets' tiers", async () => {
    const otherTier = await insertBranchGroup(h.db, uniqueName('Harga Khusus'));
    await owner.call('POST', '/mitra/store', newPartner({ branchGroupId: otherTier }));
    const merchant = await h.as('merchant');
    const staff = await h.as('admin-merchant', { partnerId: merchant.userId });
    for (const partner of [merchant, staff]) {
      const form = await partner.call('GET', '/outlet/create');
      expectRefused(form, 403);
      expect(JSON.stringify(form.body)).not.toContain('Rina');
      const list = expectOk(await partner.call('GET', '/outlet'));
      const tiers = list.options.branch.map((b: { id: number }) => b.id);
      expect(tiers).not.toContain(otherTier);
    }
    const staffList = expectOk(await finance.call('GET', '/outlet'));
    expect(staffList.options.branch.map((b: { id: number }) => b.id)).toContain(otherTier);
  });
});
