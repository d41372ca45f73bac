import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, uniqueName, expectOk, expectRefused, type ApiAnswer } from '../../testing/api';
import { insertProduct, auditRows, DEFAULT_TIER_TERMS } from '../../testing/fixtures';
import { productPrices } from '../db/schema/catalog';
import { branchGroups, outlets } from '../db/schema/outlets';
import { insertBranchGroup } from '../db/seed/accounts';
import { onPostgres } from '../../testing/test-db';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const { h, owner, admin, viewer, merchant } = withTestApi({
  owner: 'owner',
  admin: 'admin',
  viewer: 'viewer',
  merchant: 'merchant',
});

describe('price tiers', () => {
  let tierId: number;
  const title = uniqueName('Reseller ');

  it('creates a tier with the default terms; the same title again is refused whatever its case', async () => {
    const res = await admin.call('POST', '/branch-group/store', { title });
    expectOk(res, t.tier.created);
    tierId = res.body.data.branchGroupId;
    expect(res.body.data).toMatchObject({ title, ...DEFAULT_TIER_TERMS, outletCount: 0, priceCount: 0 });
    const again = await owner.call('POST', '/branch-group/store', { title: title.toUpperCase() });
    expect(expectRefused(again, 422)).toEqual({ title: t.tier.titleTaken(title.toUpperCase()) });
  });

  it('saves the title and every term in one form, audited field by field', async () => {
    const res = await owner.call('PUT', `/branch-group/update/${tierId}`, {
      title,
      cutoffDaysBefore: 2,
      cutoffTime: '18:30',
      paymentTermDays: 30,
      returnPolicy: 'percent',
      returnPercent: 10,
      reminderLevels: [7, -3, 0],
    });
    expect(expectOk(res)).toMatchObject({
      cutoffDaysBefore: 2,
      cutoffTime: '18:30',
      paymentTermDays: 30,
      returnPolicy: 'percent',
      returnPercent: 10,
      reminderLevels: [-3, 0, 7],
    });
    const [audit] = await auditRows(h.db, { entity: 'branch_group', entityId: String(tierId), action: 'update' });
    expect(audit.diff).toEqual([
      { field: 'cutoffDaysBefore', old: 1, new: 2 },
      { field: 'cutoffTime', old: '20:00', new: '18:30' },
      { field: 'paymentTermDays', old: 14, new: 30 },
      { field: 'returnPolicy', old: 'none', new: 'percent' },
      { field: 'returnPercent', old: null, new: 10 },
      { field: 'reminderLevels', old: [-3, 0, 3, 7, 14], new: [-3, 0, 7] },
    ]);
    expect(audit.actorRole).toBe('owner');
  });

  it('refuses bad terms with a message on each field and changes nothing', async () => {
    const res = await owner.call('PUT', `/branch-group/update/${tierId}`, {
      title,
      ...DEFAULT_TIER_TERMS,
      cutoffDaysBefore: 8,
      cutoffTime: '24:00',
      returnPolicy: 'percent',
      returnPercent: null,
      reminderLevels: [3, 3],
    });
    const errors = expectRefused(res, 422);
    expect(Object.keys(errors).sort()).toEqual(
      ['cutoffDaysBefore', 'cutoffTime', 'reminderLevels', 'returnPercent'].sort(),
    );
    expect(errors).toMatchObject({
      cutoffTime: t.tier.cutoffTimeInvalid,
      returnPercent: t.tier.returnPercentRequired,
      reminderLevels: t.tier.reminderTwice,
    });
    const [row] = await h.db.select().from(branchGroups).where(eq(branchGroups.id, tierId));
    expect(row.cutoffTime).toBe('18:30');
  });

  it('keeps a tier that outlets or prices use (409) and removes an unused one', async () => {
    const usedTier = merchant.tier!;
    const used = await owner.call('DELETE', `/branch-group/delete/${usedTier}`);
    expectRefused(used, 409, t.tier.inUse(2, 0));
    const gone = await owner.call('DELETE', `/branch-group/delete/${tierId}`);
    expectOk(gone);
    expectRefused(await owner.call('GET', `/branch-group/show/${tierId}`), 404);
  });

  it.runIf(onPostgres)(
    'a tier deleted while an outlet or a partner is moved onto it is either deleted with the move refused, or kept in use with the move saved (PostgreSQL)',
    async () => {
      const partner = await h.makePartner(1);
      const outletId = partner.outletIds[0];
      const title = `Outlet ${partner.username} 1`;
      let current = partner.tier;
      for (const mover of ['outlet', 'partner'] as const) {
        for (let round = 0; round < 5; round++) {
          const tier = await insertBranchGroup(h.db, uniqueName('Tier Rebutan '));
          // The deletion starts 0 to 12 ms after the move, a little later each round, so that
          // rounds meet the move at different steps.
          const [moved, deleted]: ApiAnswer[] = await Promise.all([
            mover === 'outlet'
              ? owner.call('PATCH', `/outlet/update/${outletId}`, { title, branchGroupId: tier })
              : owner.call('PATCH', `/mitra/update/${partner.userId}`, {
                  name: `Mitra ${partner.username}`,
                  branchId: outletId,
                  isActive: '1',
                  title,
                  branchGroupId: tier,
                }),
            delay(round * 3).then(() => admin.call('DELETE', `/branch-group/delete/${tier}`)),
          ]);
          const label = `${mover} round ${round}: ${JSON.stringify([moved.body, deleted.body])}`;
          expect([200, 409, 422], label).toContain(moved.status);
          expect([200, 409], label).toContain(deleted.status);
          expect(
            [moved.status, deleted.status].filter((s) => s === 200),
            label,
          ).toHaveLength(1);
          const [tierRow] = await h.db.select().from(branchGroups).where(eq(branchGroups.id, tier));
          const [outlet] = await h.db.select().from(outlets).where(eq(outlets.id, outletId));
          if (moved.status === 200) {
            // The deletion counted the outlet that moved in: the tier stays, in use.
            expect(deleted.body.message, label).toBe(t.tier.inUse(1, 0));
            expect(tierRow, label).toBeDefined();
            expect(outlet.branchGroupId, label).toBe(tier);
            current = tier;
          } else {
            if (moved.status === 422) expect(moved.body.error, label).toEqual({ branchGroupId: t.mitra.tierNotFound });
            expect(tierRow, label).toBeUndefined();
            expect(outlet.branchGroupId, label).toBe(current);
          }
          const orphans = await h.db
            .select({ id: outlets.id })
            .from(outlets)
            .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId))
            .where(and(isNotNull(outlets.branchGroupId), isNull(branchGroups.id)));
          expect(orphans, label).toEqual([]);
        }
      }
    },
  );

  it('reads for production and the viewer; writes only for owner and finance', async () => {
    expectOk(await viewer.call('GET', '/branch-group'));
    expectRefused(await viewer.call('POST', '/branch-group/store', { title: 'X' }), 403);
    expectRefused(await merchant.call('GET', '/branch-group'), 403);
  });
});

describe('bulk price update', () => {
  let tierId: number;
  let bread: string;
  let cake: string;
  let unpriced: string;

  beforeAll(async () => {
    tierId = expectOk(await owner.call('POST', '/branch-group/store', { title: uniqueName('Grosir ') })).branchGroupId;
    bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Harga A' });
    cake = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'loyang', title: 'Bolu Harga B' });
    unpriced = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Tanpa Harga' });
    await h.db.insert(productPrices).values([
      { productId: bread, branchGroupId: tierId, price: 4750 },
      { productId: cake, branchGroupId: tierId, price: 62000 },
    ]);
  });

  const priceOf = async (productId: string) =>
    (
      await h.db
        .select({ p: productPrices.price })
        .from(productPrices)
        .where(and(eq(productPrices.productId, productId), eq(productPrices.branchGroupId, tierId)))
    )[0].p;

  it("lists the tier's priced products to choose from (the unpriced one is not there)", async () => {
    const res = expectOk(await admin.call('GET', `/branch-group/prices/${tierId}`));
    expect(res).toEqual([
      { productId: cake, title: 'Bolu Harga B', unit: 'loyang', price: 62000 },
      { productId: bread, title: 'Roti Harga A', unit: 'pcs', price: 4750 },
    ]);
    expectRefused(await admin.call('GET', '/branch-group/prices/99999'), 404);
  });

  it('previews a 5% rise rounded to Rp100 and changes nothing until applied; applying is audited', async () => {
    const body = { mode: 'percent', value: 5, roundTo: 100, productIds: [bread, cake] };
    const preview = await admin.call('POST', `/branch-group/bulk-price/${tierId}`, body);
    expect(expectOk(preview)).toEqual({
      applied: false,
      lines: [
        { productId: cake, title: 'Bolu Harga B', oldPrice: 62000, newPrice: 65100 },
        { productId: bread, title: 'Roti Harga A', oldPrice: 4750, newPrice: 5000 },
      ],
    });
    expect(await priceOf(bread)).toBe(4750);

    const applied = await admin.call('POST', `/branch-group/bulk-price/${tierId}`, { ...body, apply: true });
    expectOk(applied, t.tier.bulk.applied(2));
    expect(await priceOf(bread)).toBe(5000);
    expect(await priceOf(cake)).toBe(65100);
    const [audit] = await auditRows(h.db, { action: 'bulk-price', entityId: String(tierId) });
    expect(audit.diff).toEqual([
      { field: `price.${cake}`, old: 62000, new: 65100 },
      { field: `price.${bread}`, old: 4750, new: 5000 },
    ]);
  });

  it('refuses a product without a price in the tier, a price that would reach zero, and a fractional amount', async () => {
    const res = await owner.call('POST', `/branch-group/bulk-price/${tierId}`, {
      mode: 'amount',
      value: -5000,
      productIds: [bread, unpriced],
      apply: true,
    });
    expect(expectRefused(res, 422)).toEqual({
      'productIds.0': t.tier.bulk.notPositive('Roti Harga A'),
      'productIds.1': t.tier.bulk.noPrice('Roti Tanpa Harga'),
    });
    expect(await priceOf(bread)).toBe(5000);
    const fraction = await owner.call('POST', `/branch-group/bulk-price/${tierId}`, {
      mode: 'amount',
      value: 2.5,
      productIds: [bread],
    });
    expect(expectRefused(fraction, 422)).toEqual({ value: t.tier.bulk.wholeRupiah });
  });
});
