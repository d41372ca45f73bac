import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { dateRange } from '../../i18n/id/schedule';
import { withTestApi, createTestApi, expectOk, expectRefused, pageOf, type SignedIn } from '../../testing/api';
import { ManualClock } from '../clock';
import { insertProduct, auditRows } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { scheduleClosures, transactionOrders } from '../db/schema/orders';
import { day } from '../../testing/days';

let bread: string;

const { h, owner, production, merchant } = withTestApi({
  owner: 'owner',
  production: 'production',
  merchant: 'merchant',
});
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Tawar Uji' });
  await h.db.update(products).set({ isPublish: true }).where(eq(products.id, bread));
  await h.db.insert(productPrices).values({ productId: bread, branchGroupId: merchant.tier!, price: 5000 });
});
// Each test starts without closures: they are global, and overlaps are refused.
beforeEach(async () => {
  await h.db.delete(scheduleClosures);
});

const store = (who: SignedIn, body: Record<string, unknown>) => who.call('POST', '/schedule-close/store', body);

describe('POST /schedule-close/store', () => {
  it('stores one date (endDate defaults to startDate) and a range, with who made it', async () => {
    const one = await store(owner, { startDate: day(10), notes: 'Rapat tahunan' });
    expectOk(one, t.schedule.created);
    expect(one.body.data.closure).toMatchObject({
      startDate: day(10),
      endDate: day(10),
      notes: 'Rapat tahunan',
      createdBy: 'Uji owner',
      days: 1,
      upcoming: true,
    });
    expect(one.body.data.affectedOrders).toBe(0);

    const range = await store(production, { startDate: day(20), endDate: day(22), notes: '  Lebaran ' });
    expect(expectOk(range).closure).toMatchObject({
      startDate: day(20),
      endDate: day(22),
      notes: 'Lebaran',
      createdBy: 'Uji production',
      days: 3,
    });

    // The order form lists every closed date as disabled.
    const form = await merchant.call('GET', '/transaction/order/create');
    expect(form.body.data.options.disabledDates).toEqual(expect.arrayContaining([day(10), day(20), day(21), day(22)]));
    expect(form.body.data.options.disabledDates).not.toContain(day(11));
  });

  it('refuses bad input with Indonesian messages on the fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: day(5) }, 'notes', t.schedule.notesRequired],
      [{ startDate: day(5), notes: '   ' }, 'notes', t.schedule.notesRequired],
      [{ notes: 'Libur' }, 'startDate', t.schedule.dateRequired],
      [{ startDate: '', notes: 'Libur' }, 'startDate', t.schedule.dateRequired],
      [{ startDate: '2026-02-30', notes: 'Libur' }, 'startDate', t.schedule.invalidDate],
      [{ startDate: '5/4/2026', notes: 'Libur' }, 'startDate', t.schedule.invalidDate],
      [{ startDate: '0000-01-01', notes: 'Libur' }, 'startDate', t.schedule.invalidDate],
      [{ startDate: day(5), endDate: 'besok', notes: 'Libur' }, 'endDate', t.schedule.invalidDate],
      [{ startDate: day(5), endDate: day(4), notes: 'Libur' }, 'endDate', t.schedule.endBeforeStart],
      [{ startDate: day(5), endDate: day(65), notes: 'Libur' }, 'endDate', t.schedule.tooLong(60)],
    ];
    for (const [body, field, message] of cases) {
      const res = await store(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatchObject({ [field]: message });
    }
    const past = await store(owner, { startDate: day(-1), endDate: day(2), notes: 'Terlambat' });
    expectRefused(past, 422, t.schedule.inPast);
    // Sixty days is the longest allowed, and today may be closed.
    expectOk(await store(owner, { startDate: day(0), endDate: day(59), notes: 'Renovasi' }));
    expect(await h.db.select().from(scheduleClosures)).toHaveLength(1);
  });

  it('refuses a closure that overlaps another, naming the existing range; touching ranges are fine', async () => {
    await store(owner, { startDate: day(30), endDate: day(32), notes: 'Lebaran' });
    for (const [startDate, endDate] of [
      [day(32), day(35)],
      [day(28), day(30)],
      [day(31), day(31)],
      [day(25), day(40)],
    ]) {
      const res = await store(production, { startDate, endDate, notes: 'Bentrok' });
      expect(expectRefused(res, 422, t.schedule.overlaps(dateRange(day(30), day(32)), 'Lebaran'))).toMatchObject({
        startDate: res.body.message,
      });
    }
    expectOk(await store(production, { startDate: day(33), notes: 'Sehari setelahnya' }));
    expectOk(await store(production, { startDate: day(27), endDate: day(29), notes: 'Sebelumnya' }));
    expect(await h.db.select().from(scheduleClosures)).toHaveLength(3);
  });

  it('never stores two overlapping closures saved at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store(i % 2 ? owner : production, { startDate: day(40 + (i % 2)), endDate: day(42), notes: `Serentak ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    expect(await h.db.select().from(scheduleClosures)).toHaveLength(1);
  });

  it('leaves orders already placed for the closed dates alone and tells how many there are', async () => {
    const placed: { transactionOrderId: number }[] = [];
    for (const date of [day(50), day(51), day(51), day(53)]) {
      const res = await merchant.call('POST', '/transaction/order/store', {
        deliveryDate: date,
        items: [{ productId: bread, qty: 3 }],
      });
      placed.push(expectOk(res));
    }
    await merchant.call('POST', `/transaction/order/cancel/${placed[2].transactionOrderId}`);
    // The form asks first: the count comes before anything is saved.
    const asked = expectOk(await owner.call('GET', `/schedule-close/affected?startDate=${day(50)}&endDate=${day(52)}`));
    expect(asked).toEqual({ affectedOrders: 2 });
    expect(expectOk(await owner.call('GET', `/schedule-close/affected?startDate=${day(53)}`)).affectedOrders).toBe(1);
    const noDate = await owner.call('GET', '/schedule-close/affected?startDate=');
    expect(expectRefused(noDate, 422)).toMatchObject({ startDate: t.schedule.dateRequired });
    expect(await h.db.select().from(scheduleClosures)).toHaveLength(0);
    const res = await store(owner, { startDate: day(50), endDate: day(52), notes: 'Libur mendadak' });
    // Asking again now answers the clash the save would meet, before any confirmation.
    const clash = await owner.call('GET', `/schedule-close/affected?startDate=${day(52)}`);
    expectRefused(clash, 422);
    expect(clash.body.message).toContain('Libur mendadak');
    expect(expectOk(res).affectedOrders).toBe(2); // the cancelled one and the one on day 53 do not count
    const statuses = await h.db
      .select({ id: transactionOrders.id, status: transactionOrders.status })
      .from(transactionOrders);
    expect(statuses.find((o) => o.id === placed[0].transactionOrderId)?.status).toBe('pending');
    expect(statuses.find((o) => o.id === placed[1].transactionOrderId)?.status).toBe('pending');
    // New orders for those dates are now refused.
    const refused = await merchant.call('POST', '/transaction/order/store', {
      deliveryDate: day(51),
      items: [{ productId: bread, qty: 3 }],
    });
    expectRefused(refused, 422, t.order.dateClosed('Libur mendadak'));
  });

  it('writes the audit log for store and delete', async () => {
    const stored = (await store(owner, { startDate: day(60), notes: 'Audit' })).body.data.closure;
    await owner.call('DELETE', `/schedule-close/${stored.id}`);
    const rows = await auditRows(h.db, { entity: 'schedule_closure', entityId: String(stored.id) });
    expect(rows.map((r) => [r.action, r.actorId])).toEqual(
      expect.arrayContaining([
        ['create', owner.userId],
        ['delete', owner.userId],
      ]),
    );
    expect(rows.find((r) => r.action === 'create')?.changes).toMatchObject({
      startDate: day(60),
      endDate: day(60),
      notes: 'Audit',
      affectedOrders: 0,
    });
  });
});

describe('GET /schedule-close', () => {
  it('lists upcoming closures first (soonest first), then past ones (latest first), 10 a page', async () => {
    await h.db.insert(scheduleClosures).values([
      { startDate: day(-40), endDate: day(-38), notes: 'Lama' },
      { startDate: day(-5), endDate: day(-5), notes: 'Kemarin dulu' },
      { startDate: day(-1), endDate: day(1), notes: 'Sedang berjalan' },
      { startDate: day(15), endDate: day(15), notes: 'Nanti' },
      { startDate: day(3), endDate: day(4), notes: 'Segera' },
    ]);
    const res = await merchant.call('GET', '/schedule-close');
    expectOk(res);
    expect(res.body.data.items.map((c: { notes: string }) => c.notes)).toEqual([
      'Sedang berjalan',
      'Segera',
      'Nanti',
      'Kemarin dulu',
      'Lama',
    ]);
    expect(res.body.data.items.map((c: { upcoming: boolean }) => c.upcoming)).toEqual([true, true, true, false, false]);
    expect(res.body.data.pagination).toEqual(pageOf(1, 5));

    await h.db
      .insert(scheduleClosures)
      .values(
        Array.from({ length: 8 }, (_, i) => ({ startDate: day(100 + i), endDate: day(100 + i), notes: `Hari ${i}` })),
      );
    const second = expectOk(await owner.call('GET', '/schedule-close?page=2'));
    expect(second.pagination).toEqual(pageOf(2, 13));
    expect(second.items.map((c: { notes: string }) => c.notes)).toEqual(['Hari 7', 'Kemarin dulu', 'Lama']);
  });
});

describe('DELETE /schedule-close/{id}', () => {
  it('deletes, and answers 404 for a closure that does not exist', async () => {
    const stored = (await store(production, { startDate: day(7), notes: 'Dihapus' })).body.data.closure;
    const res = await production.call('DELETE', `/schedule-close/${stored.id}`);
    expectOk(res, t.schedule.deleted);
    const again = await production.call('DELETE', `/schedule-close/${stored.id}`);
    expectRefused(again, 404);
    expect(again.body).toMatchObject({ success: false, message: t.errors.notFound });
    expectRefused(await owner.call('DELETE', '/schedule-close/abc'), 422);
    expectRefused(await owner.call('DELETE', '/schedule-close/99999999999'), 422);
    const form = expectOk(await merchant.call('GET', '/transaction/order/create'));
    expect(form.options.disabledDates).not.toContain(day(7));
  });
});

describe('GET /schedule-close/notif', () => {
  it('answers null when nothing closes in the next 14 days', async () => {
    await h.db.insert(scheduleClosures).values([
      { startDate: day(0), endDate: day(0), notes: 'Hari ini saja' },
      { startDate: day(15), endDate: day(16), notes: 'Terlalu jauh' },
      { startDate: day(-3), endDate: day(-1), notes: 'Sudah lewat' },
    ]);
    const res = await merchant.call('GET', '/schedule-close/notif');
    expectOk(res);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toBeNull();
  });

  it('names every closure touching tomorrow .. 14 days ahead in one Indonesian sentence', async () => {
    await h.db.insert(scheduleClosures).values([
      { startDate: day(3), endDate: day(5), notes: 'Lebaran' },
      { startDate: day(-1), endDate: day(1), notes: 'Perbaikan oven' },
      { startDate: day(14), endDate: day(18), notes: null },
      { startDate: day(15), endDate: day(15), notes: 'Di luar jendela' },
      { startDate: day(0), endDate: day(0), notes: 'Hari ini' },
    ]);
    const res = expectOk(await merchant.call('GET', '/schedule-close/notif'));
    const expected =
      `Pabrik roti pusat tutup pada ${dateRange(day(-1), day(1))} (Perbaikan oven), ${dateRange(day(3), day(5))} (Lebaran) dan ${dateRange(day(14), day(18))}. ` +
      'Order untuk tanggal tersebut tidak dapat dibuat.';
    expect(res.text).toBe(expected);
    expect(res.closures.map((c: { notes: string | null }) => c.notes)).toEqual(['Perbaikan oven', 'Lebaran', null]);
  });

  it("looks 14 days ahead of the API's clock", async () => {
    await h.db.insert(scheduleClosures).values({ startDate: day(20), endDate: day(20), notes: 'Audit gudang' });
    expect(expectOk(await merchant.call('GET', '/schedule-close/notif'))).toBeNull();
    const ahead = await h.later(10, async () => expectOk(await merchant.call('GET', '/schedule-close/notif')));
    expect(ahead.text).toContain(`${dateRange(day(20), day(20))} (Audit gudang)`);
  });

  it('writes the example of the brief', async () => {
    expect(t.schedule.notice([{ range: dateRange('2026-04-01', '2026-04-03'), notes: 'Lebaran' }])).toBe(
      'Pabrik roti pusat tutup pada 1–3 April 2026 (Lebaran). Order untuk tanggal tersebut tidak dapat dibuat.',
    );
  });
});

describe('who may do what (DOMAIN 2)', () => {
  it('lets every role read, and only owner and production write', async () => {
    const stored = (await store(owner, { startDate: day(9), notes: 'Hak akses' })).body.data.closure;
    for (const [role, who] of await h.everyRole({ owner, production, merchant })) {
      expect((await who.call('GET', '/schedule-close')).status, role).toBe(200);
      expect((await who.call('GET', '/schedule-close/notif')).status, role).toBe(200);
      if (role === 'owner' || role === 'production') continue;
      const write = await store(who, { startDate: day(12), notes: 'Tidak boleh' });
      expect(write.status, role).toBe(403);
      expect(write.body.message).toBe(t.errors.forbidden);
      expect((await who.call('DELETE', `/schedule-close/${stored.id}`)).status, role).toBe(403);
    }
    expect(await h.db.select().from(scheduleClosures)).toHaveLength(1);
    expectRefused(await h.anonymous('GET', '/schedule-close'), 401);
  });
});

describe("closed days follow the API's clock, not the server's", () => {
  it('takes "today" from the injected clock for the past-date rule', async () => {
    const clock = new ManualClock('2027-01-10T10:00:00+07:00');
    const api = await createTestApi({ clock });
    try {
      const boss = await api.as('owner');
      const yesterday = await boss.call('POST', '/schedule-close/store', { startDate: '2027-01-09', notes: 'Kemarin' });
      expect(expectRefused(yesterday, 422)).toMatchObject({ startDate: t.schedule.inPast });
      const check = await boss.call('GET', '/schedule-close/affected?startDate=2027-01-09&endDate=2027-01-09');
      expectRefused(check, 422);
      const today = await boss.call('POST', '/schedule-close/store', { startDate: '2027-01-10', notes: 'Hari ini' });
      expectOk(today);

      const listed = expectOk(await boss.call('GET', '/schedule-close'));
      expect(listed.items).toContainEqual(expect.objectContaining({ startDate: '2027-01-10', upcoming: true }));
    } finally {
      await api.close();
    }
  });
});
