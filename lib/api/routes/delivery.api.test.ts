import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { withTestApi, pageOf, type SignedIn, expectOk, expectRefused } from '../../testing/api';
import { insertProduct, insertCourier } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { day } from '../../testing/days';

let otherDriverId: number;
let sized: string;
let plain: string;

const DATE = day(3);

interface Listed {
  transactionOrderId: number;
  number: string;
  outlet: string;
  status: string;
  items: { productId: string; size: string | null; qty: number }[];
}
const numbers = (res: { body: { data: { items: Listed[] } } }) => res.body.data.items.map((o) => o.number);

async function finishedGood(title: string, opts: { sizes?: string[]; queue: number }) {
  const id = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title, stock: 500 });
  await h.db
    .update(products)
    .set({ sizes: opts.sizes ?? [], sizeRequired: Boolean(opts.sizes), queue: opts.queue })
    .where(eq(products.id, id));
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  await h.db.insert(productPrices).values(tiers.map((r) => ({ productId: id, branchGroupId: r.g!, price: 5000 })));
  return id;
}

const place = async (who: SignedIn, body: Record<string, unknown>) => {
  const res = await who.call('POST', '/transaction/order/store', { deliveryDate: DATE, ...body });
  return expectOk(res) as { transactionOrderId: number; number: string };
};

let orders: Record<'a' | 'b' | 'c' | 'cancelled' | 'later', { transactionOrderId: number; number: string }>;

const { h, owner, admin, merchant, other, driver } = withTestApi({
  owner: 'owner',
  admin: 'admin',
  merchant: 'merchant',
  other: 'merchant',
  driver: 'delivery',
});
beforeAll(async () => {
  otherDriverId = await insertCourier(h.db, 'Kurir Lain');
  // Titles chosen so that the list order (by outlet title) differs from the order of creation.
  await h.db
    .update(outlets)
    .set({
      title: 'Zebra Bakery',
      address: 'Jl. Merdeka No. 1',
      village: 'Dago',
      subdistrict: 'Coblong',
      district: 'Kota Bandung',
      region: 'Jawa Barat',
      postalCode: '40135',
      phoneNumber: '0222501234',
    })
    .where(eq(outlets.id, merchant.outletIds[0]));
  await h.db
    .update(outlets)
    .set({
      title: 'Mawar Bakery',
      address: '',
      village: null,
      subdistrict: null,
      district: null,
      region: null,
      postalCode: null,
    })
    .where(eq(outlets.id, merchant.outletIds[1]));
  await h.db
    .update(outlets)
    .set({ title: 'Anggrek Bakery', district: 'Kota Depok' })
    .where(eq(outlets.id, other.outletIds[0]));

  sized = await finishedGood('Roti Tawar Gandum', { sizes: ['S', 'M', 'L'], queue: 2 });
  plain = await finishedGood('Roti Sobek', { queue: 1 });

  orders = {
    a: await place(owner, {
      branchId: merchant.outletIds[0],
      driver: driver.userId,
      notes: 'Titip di satpam',
      items: [
        { productId: sized, qty: 4, notes: 'L' },
        { productId: sized, qty: 2, notes: 'S' },
        { productId: plain, qty: 10 },
      ],
    }),
    b: await place(owner, {
      branchId: merchant.outletIds[1],
      driver: otherDriverId,
      items: [{ productId: plain, qty: 3 }],
    }),
    c: await place(other, { items: [{ productId: sized, qty: 5, notes: 'M' }] }),
    cancelled: await place(merchant, { items: [{ productId: plain, qty: 7 }] }),
    later: await place(merchant, { deliveryDate: day(4), items: [{ productId: plain, qty: 1 }] }),
  };
  await merchant.call('POST', `/transaction/order/cancel/${orders.cancelled.transactionOrderId}`);
  await owner.call('POST', `/transaction/order/confirm/${orders.b.transactionOrderId}`);
});

describe('GET /delivery', () => {
  it("lists the date's orders by outlet title with address, phone, partner, driver and lines; cancelled left out", async () => {
    const res = await driver.call('GET', `/delivery?date=${DATE}`);
    expectOk(res);
    expect(numbers(res)).toEqual([orders.c.number, orders.b.number, orders.a.number]);
    const [c, b, a] = res.body.data.items;
    expect(a).toMatchObject({
      transactionOrderId: orders.a.transactionOrderId,
      deliveryDate: DATE,
      status: 'pending',
      statusLabel: 'Menunggu',
      branchId: merchant.outletIds[0],
      outlet: 'Zebra Bakery',
      address: 'Jl. Merdeka No. 1, Dago, Coblong, Kota Bandung, Jawa Barat, 40135',
      phoneNumber: '0222501234',
      partner: `Mitra ${merchant.username}`,
      driverId: driver.userId,
      driver: 'Uji delivery',
      notes: 'Titip di satpam',
    });
    // Lines in the products' queue order, sizes apart.
    expect(a.items).toEqual([
      { productId: plain, title: 'Roti Sobek', size: null, qty: 10, unit: 'pcs' },
      { productId: sized, title: 'Roti Tawar Gandum', size: 'L', qty: 4, unit: 'pcs' },
      { productId: sized, title: 'Roti Tawar Gandum', size: 'S', qty: 2, unit: 'pcs' },
    ]);
    expect(b).toMatchObject({
      outlet: 'Mawar Bakery',
      address: null,
      status: 'berhasil',
      statusLabel: 'Berhasil',
      driver: 'Kurir Lain',
    });
    expect(c).toMatchObject({
      outlet: 'Anggrek Bakery',
      address: 'Kota Depok',
      driver: null,
      driverId: null,
      partner: `Mitra ${other.username}`,
    });
    expect(c.items).toEqual([{ productId: sized, title: 'Roti Tawar Gandum', size: 'M', qty: 5, unit: 'pcs' }]);
    expect(res.body.data.options).toEqual({
      date: DATE,
      today: todayInWib(),
      status: [
        { value: 'pending', label: 'Menunggu' },
        { value: 'berhasil', label: 'Berhasil' },
        { value: 'dibatalkan', label: 'Dibatalkan' },
      ],
    });
    expect(res.body.data.pagination).toMatchObject({ currentPage: 1, limit: 100, total: 3, from: 1, to: 3 });
  });

  it('defaults to today (WIB)', async () => {
    const res = expectOk(await owner.call('GET', '/delivery'));
    expect(res.options.date).toBe(todayInWib());
    expect(res.items).toEqual([]);
    // Orders cannot be placed for today, so move one there as the night before would.
    await h.db
      .update(transactionOrders)
      .set({ deliveryDate: day(0) })
      .where(eq(transactionOrders.id, orders.later.transactionOrderId));
    try {
      expect(numbers(await owner.call('GET', '/delivery'))).toEqual([orders.later.number]);
    } finally {
      await h.db
        .update(transactionOrders)
        .set({ deliveryDate: day(4) })
        .where(eq(transactionOrders.id, orders.later.transactionOrderId));
    }
  });

  it('filters by status, by one order, by search, and pages', async () => {
    expect(numbers(await owner.call('GET', `/delivery?date=${DATE}&status=dibatalkan`))).toEqual([
      orders.cancelled.number,
    ]);
    expect(numbers(await owner.call('GET', `/delivery?date=${DATE}&status=berhasil`))).toEqual([orders.b.number]);
    expect(numbers(await owner.call('GET', `/delivery?date=${DATE}&status=`))).toHaveLength(3);

    // One order by id, whatever its date and status, unless the caller also filters those.
    expect(numbers(await owner.call('GET', `/delivery?transactionOrderId=${orders.later.transactionOrderId}`))).toEqual(
      [orders.later.number],
    );
    expect(
      numbers(await owner.call('GET', `/delivery?transactionOrderId=${orders.cancelled.transactionOrderId}`)),
    ).toEqual([orders.cancelled.number]);
    expect(
      numbers(await owner.call('GET', `/delivery?transactionOrderId=${orders.later.transactionOrderId}&date=${DATE}`)),
    ).toEqual([]);
    const single = expectOk(await owner.call('GET', `/delivery?transactionOrderId=${orders.a.transactionOrderId}`));
    expect(single.options.date).toBeNull();
    expect(single.items[0].items).toHaveLength(3);

    expect(numbers(await owner.call('GET', `/delivery?date=${DATE}&search=mawar`))).toEqual([orders.b.number]);
    expect(
      numbers(await owner.call('GET', `/delivery?date=${DATE}&search=${encodeURIComponent(orders.c.number)}`)),
    ).toEqual([orders.c.number]);

    const page2 = await owner.call('GET', `/delivery?date=${DATE}&limit=2&page=2`);
    expect(numbers(page2)).toEqual([orders.a.number]);
    expect(page2.body.data.pagination).toEqual(pageOf(2, 3, 2));
  });

  it('shows drivers every order of the date, and only theirs with mine=true', async () => {
    expect(numbers(await driver.call('GET', `/delivery?date=${DATE}`))).toHaveLength(3);
    expect(numbers(await driver.call('GET', `/delivery?date=${DATE}&mine=true`))).toEqual([orders.a.number]);
    expect(numbers(await driver.call('GET', `/delivery?date=${DATE}&mine=false`))).toHaveLength(3);
    expect(numbers(await owner.call('GET', `/delivery?date=${DATE}&mine=true`))).toEqual([]);
  });

  it('refuses bad filters with 422', async () => {
    for (const query of [
      'date=2026-13-01',
      'date=besok',
      'date=0000-01-01',
      'status=selesai',
      'transactionOrderId=x',
      'transactionOrderId=99999999999',
      'limit=101',
      'page=0',
      'mine=ya',
    ]) {
      const res = await owner.call('GET', `/delivery?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect(expectRefused(await owner.call('GET', '/delivery?date=2026-02-30'), 422)).toMatchObject({
      date: t.delivery.invalidDate,
    });
  });

  it('answers the roles of the policy: owner, production, delivery, viewer; others 403', async () => {
    const allowed = new Set(['owner', 'production', 'delivery', 'viewer']);
    for (const [role, who] of await h.everyRole({ owner, admin, merchant, delivery: driver })) {
      const res = await who.call('GET', `/delivery?date=${DATE}`);
      if (allowed.has(role)) {
        expect(res.status, role).toBe(200);
        expect(numbers(res), role).toHaveLength(3);
      } else {
        expect(res.status, role).toBe(403);
        expect(res.body.message).toBe(t.errors.forbidden);
        expect(JSON.stringify(res.body)).not.toContain(orders.a.number);
      }
    }
    expectRefused(await h.anonymous('GET', '/delivery'), 401);
  });
});
