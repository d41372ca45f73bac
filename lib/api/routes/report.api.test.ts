import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { HOME_STOPS } from '../services/reports-production';
import { withTestApi, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { insertProduct } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { files } from '../db/schema/files';
import { invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { procurements } from '../db/schema/procurement';
import { productionItems, productions } from '../db/schema/production';
import { suppliers } from '../db/schema/suppliers';
import { stockLots } from '../db/schema/stock';
import { transactionOrderItems, transactionOrders } from '../db/schema/orders';
import type { Report } from '../schemas/report';
import { shiftDate } from '../../iso-dates';

let staffOfA: SignedIn;
let bread: string, cake: string, bun: string, wanted: string, flour: string;
let a1: number, a2: number, b1: number;

const today = todayInWib();
const day = (n: number) => shiftDate(today, n); // from the file's one today, not each call's
const thisMonth = today.slice(0, 7);
/** A month well ahead: every date in it can take orders, and no other test data falls in it. */
const M = day(40).slice(0, 7);
const D1 = `${M}-05`;
const D2 = `${M}-20`;

async function report(who: SignedIn, month?: string) {
  return expectOk(await who.call<Report>('GET', `/reports${month ? `?month=${month}` : ''}`));
}

async function order(
  who: SignedIn,
  branchId: number,
  deliveryDate: string,
  items: { productId: string; qty: number; notes?: string }[],
  then?: 'confirm' | 'cancel',
  driver?: number,
) {
  const res = await who.call('POST', '/transaction/order/store', { branchId, deliveryDate, items, driver });
  const id = expectOk(res).transactionOrderId as number;
  if (then) expectOk(await owner.call('POST', `/transaction/order/${then}/${id}`));
  return id;
}

async function priced(id: string, price: number) {
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  await h.db.insert(productPrices).values(tiers.map(({ g }) => ({ productId: id, branchGroupId: g!, price })));
}

const { h, owner, finance, viewer, warehouse, producer, courier, partnerA, partnerB } = withTestApi({
  owner: 'owner',
  finance: 'admin',
  viewer: 'viewer',
  warehouse: 'warehouse',
  producer: 'production',
  courier: 'delivery',
  partnerA: 'merchant',
  partnerB: 'merchant',
});
beforeAll(async () => {
  staffOfA = await h.as('admin-merchant', { partnerId: partnerA.userId });
  [a1, a2] = (await h.db.select().from(outlets).where(eq(outlets.ownerId, partnerA.userId)))
    .map((o) => o.id)
    .sort((x, y) => x - y);
  [b1] = (await h.db.select().from(outlets).where(eq(outlets.ownerId, partnerB.userId))).map((o) => o.id);
  await h.db
    .update(outlets)
    .set({ title: 'Outlet A1', address: 'Jl. Dago 1', district: 'Kota Bandung' })
    .where(eq(outlets.id, a1));
  await h.db.update(outlets).set({ title: 'Outlet A2' }).where(eq(outlets.id, a2));
  await h.db.update(outlets).set({ title: 'Outlet B1' }).where(eq(outlets.id, b1));

  bread = await insertProduct(h.db, {
    id: '801',
    title: 'Roti Tawar Uji',
    type: 'bahan_jadi',
    unit: 'pcs',
    stock: 10_000,
  });
  cake = await insertProduct(h.db, {
    id: '802',
    title: 'Bolu Pandan Uji',
    type: 'bahan_jadi',
    unit: 'loyang',
    stock: 10_000,
  });
  await h.db
    .update(products)
    .set({ sizes: ['S', 'M', 'L'], sizeRequired: true })
    .where(eq(products.id, cake));
  wanted = await insertProduct(h.db, {
    id: '803',
    title: 'Roti Demand Uji',
    type: 'bahan_jadi',
    unit: 'pcs',
    stock: 30,
  });
  bun = await insertProduct(h.db, { id: '804', title: 'Roti Bun Uji', type: 'bahan_jadi', unit: 'pcs', stock: 15 });
  const retired = await insertProduct(h.db, { id: '805', title: 'Roti Pensiun Uji', type: 'bahan_jadi', unit: 'pcs' });
  await h.db.update(products).set({ isPublish: false }).where(eq(products.id, retired));
  flour = await insertProduct(h.db, { id: '806', title: 'Tepung Uji', type: 'bahan_baku', unit: 'kg', stock: 5 });
  await insertProduct(h.db, { id: '807', title: 'Gula Uji', type: 'bahan_baku', unit: 'kg', stock: 50 });
  await priced(bread, 5000);
  await priced(cake, 20_000);
  await priced(wanted, 1000);

  await order(finance, a1, D1, [{ productId: bread, qty: 10 }], 'confirm'); // 50.000
  await order(finance, a2, D1, [
    { productId: cake, qty: 2, notes: 'M' },
    { productId: bread, qty: 4 },
  ]); // 60.000, pending
  await order(finance, b1, D2, [{ productId: bread, qty: 6 }], 'confirm'); // 30.000
  await order(finance, b1, D2, [{ productId: wanted, qty: 40 }]); // 40.000, pending
  await order(finance, b1, D2, [{ productId: bread, qty: 100 }], 'cancel'); // 500.000, cancelled

  // Invoices of M: A1 50.000 (unpaid), B1 30.000 (paid), and a manual one of A1 12.000 made in M (sent, Proses).
  // The month is ahead of today: close it once it is over, signed in at that time.
  const closed = await h.later(75, async () =>
    h.caller(await h.login(finance.username))('POST', `/transaction/store?periode=${M}`),
  );
  expect(expectOk(closed)).toEqual({ created: 2, updated: 0 });
  const [invB] = await h.db.select().from(invoices).where(eq(invoices.outletId, b1));
  const receipt = async (who: SignedIn, name: string) => {
    await h.db
      .insert(files)
      .values({ filename: name, path: 'uploads/2026/11', contentType: 'image/png', size: 10, uploadedBy: who.userId });
    return name;
  };
  expectOk(
    await partnerB.call('POST', `/transaction/confirm-payment/${invB.id}`, {
      paymentDate: today,
      paymentReceipt: await receipt(partnerB, `${'b'.repeat(32)}.png`),
    }),
  );
  expectOk(await finance.call('POST', `/transaction/accept-payment/${invB.id}`, { notes: '' }));
  const manual = await owner.call('POST', '/transaction/store', {
    branchId: a1,
    items: [{ productId: bread, qty: 3, price: 4000 }],
  });
  await h.db
    .update(invoices)
    .set({ createdAt: new Date(`${M}-10T05:00:00Z`) })
    .where(eq(invoices.id, manual.body.data.transactionId));
  expectOk(
    await partnerA.call('POST', `/transaction/confirm-payment/${manual.body.data.transactionId}`, {
      paymentDate: today,
      paymentReceipt: await receipt(partnerA, `${'a'.repeat(32)}.png`),
    }),
  );

  // An approved batch of four lines first, so the pending batch's id and its line's id differ: the
  // dashboard once counted the lines whose own id equals the batch's ("5 baris" for one line).
  const [old] = await h.db
    .insert(productions)
    .values({ number: 'PRD/UJI/LAMA', status: 'disetujui' })
    .returning({ id: productions.id });
  await h.db.insert(productionItems).values(
    [1, 2, 3, 4].map((qty) => ({
      productionId: old.id,
      productId: bread,
      qty,
      unit: 'pcs',
      type: 'bahan_jadi',
      direction: 'in',
    })),
  );
  expectOk(
    await producer.call('POST', '/production/store', { items: [{ productId: bread, qty: 5, type: 'bahan_jadi' }] }),
  );

  const [s1] = await h.db.insert(suppliers).values({ company: 'PT Tepung Uji' }).returning({ id: suppliers.id });
  const [s2] = await h.db.insert(suppliers).values({ company: 'CV Gula Uji' }).returning({ id: suppliers.id });
  const lastMonth = new Date(Date.now() - 40 * 24 * 3600 * 1000);
  await h.db.insert(procurements).values([
    { number: 'PO/UJI/0001', supplierId: s1.id, total: 100_000, paymentDueOn: day(-1) },
    { number: 'PO/UJI/0002', supplierId: s1.id, total: 50_000, paymentDueOn: day(7), deliveryStatus: 'diterima' },
    {
      number: 'PO/UJI/0003',
      supplierId: s2.id,
      total: 70_000,
      deliveryStatus: 'diterima',
      statusPayment: 'lunas',
      paymentDate: today,
      createdAt: lastMonth,
    },
    { number: 'PO/UJI/0004', supplierId: s2.id, total: 20_000 },
  ]);
});

describe('GET /reports', () => {
  it('answers the current WIB month by default and refuses a malformed month', async () => {
    const r = await report(owner);
    expect(r).toMatchObject({ role: 'owner', month: thisMonth, today });
    for (const bad of ['2026-13', '26-11', 'bulan', '2026-1']) {
      const res = await owner.call('GET', `/reports?month=${bad}`);
      expect(expectRefused(res, 422, t.report.monthInvalid)).toEqual({ month: t.report.monthInvalid });
    }
  });

  it('gives each role its own section and nothing else', async () => {
    const sections = ['sales', 'warehouse', 'production', 'delivery', 'partner'];
    const cases: [SignedIn, string, string][] = [
      [owner, 'owner', 'sales'],
      [finance, 'admin', 'sales'],
      [viewer, 'viewer', 'sales'],
      [warehouse, 'warehouse', 'warehouse'],
      [producer, 'production', 'production'],
      [courier, 'delivery', 'delivery'],
      [partnerA, 'merchant', 'partner'],
      [staffOfA, 'admin-merchant', 'partner'],
    ];
    for (const [who, role, section] of cases) {
      const r = await report(who, M);
      expect(r.role).toBe(role);
      expect(sections.filter((s) => s in r)).toEqual([section]);
    }
  });

  it('owner, finance and viewer: orders per day, invoiced/paid/outstanding, top products and outlets of the month', async () => {
    // A held order is never baked nor billed as it stands: it is no sale (counted only when released).
    const held = await order(finance, a1, D1, [{ productId: bread, qty: 200 }]);
    await h.db.update(transactionOrders).set({ status: 'ditahan' }).where(eq(transactionOrders.id, held));
    const r = (await report(viewer, M)).sales!;
    await h.db.delete(transactionOrderItems).where(eq(transactionOrderItems.orderId, held));
    await h.db.delete(transactionOrders).where(eq(transactionOrders.id, held));
    expect((await report(finance, M)).sales).toEqual(r);
    expect(r.orders).toEqual({ count: 4, value: 180_000 });
    expect(r.perDay).toHaveLength(new Date(Date.UTC(Number(M.slice(0, 4)), Number(M.slice(5)), 0)).getUTCDate());
    expect(r.perDay.find((d) => d.date === D1)).toEqual({ date: D1, count: 2, value: 110_000 });
    expect(r.perDay.find((d) => d.date === D2)).toEqual({ date: D2, count: 2, value: 70_000 });
    expect(r.perDay.filter((d) => d.count > 0)).toHaveLength(2);
    expect(r.invoices).toEqual({
      count: 3,
      invoiced: 92_000,
      paid: 30_000,
      inProcess: 12_000,
      unpaid: 50_000,
      outstanding: 62_000,
    });
    expect(r.topProducts).toEqual([
      { productId: bread, title: 'Roti Tawar Uji', unit: 'pcs', qty: 20, value: 100_000 },
      { productId: wanted, title: 'Roti Demand Uji', unit: 'pcs', qty: 40, value: 40_000 },
      { productId: cake, title: 'Bolu Pandan Uji', unit: 'loyang', qty: 2, value: 40_000 },
    ]);
    expect(r.topOutlets).toEqual([
      { branchId: b1, outlet: 'Outlet B1', orderCount: 2, value: 70_000 },
      { branchId: a2, outlet: 'Outlet A2', orderCount: 1, value: 60_000 },
      { branchId: a1, outlet: 'Outlet A1', orderCount: 1, value: 50_000 },
    ]);
    // The figures are the lists' figures: the invoice list of the period holds the same totals.
    const listed = expectOk(await finance.call('GET', `/transaction?periode=${M}`)).items as { total: number }[];
    expect(listed.reduce((s, i) => s + i.total, 0)).toBe(r.invoices.invoiced); // the month's manual invoice too
    const empty = (await report(owner, '2001-01')).sales!;
    expect(empty.orders).toEqual({ count: 0, value: 0 });
    expect(empty.topProducts).toEqual([]);
    expect(empty.invoices.invoiced).toBe(0);
  });

  it('merchant and admin-merchant: only their own orders and open invoices, by what is still owed', async () => {
    // Rp20.000 of the Rp50.000 invoice accepted: Rp30.000 is left, as Piutang says.
    const [unpaid] = await h.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.outletId, a1), eq(invoices.status, 'belum_bayar')));
    expectOk(await finance.call('POST', `/transaction/accept-payment/${unpaid.id}`, { amount: '20000', notes: '' }));
    const mine = (await report(partnerA, M)).partner!;
    expect((await report(staffOfA, M)).partner).toEqual(mine);
    expect(mine.orders).toMatchObject({ count: 2, value: 110_000 });
    expect(mine.orders.byStatus).toEqual([
      { status: 'pending', label: 'Menunggu', count: 1, value: 60_000 },
      { status: 'berhasil', label: 'Berhasil', count: 1, value: 50_000 },
      { status: 'dibatalkan', label: 'Dibatalkan', count: 0, value: 0 },
    ]);
    expect(mine.orders.perDay.find((d) => d.date === D2)).toEqual({ date: D2, count: 0, value: 0 });
    expect(mine.openInvoices).toMatchObject({ count: 2, total: 42_000 });
    expect(mine.openInvoices.byStatus).toEqual([
      { status: 'belum_bayar', label: 'Belum Bayar', count: 1, total: 30_000 },
      { status: 'proses', label: 'Proses', count: 1, total: 12_000 },
    ]);
    expect(mine.openInvoices.items.map((i) => i.outlet)).toEqual(['Outlet A1', 'Outlet A1']);
    expect(mine.openInvoices.items.find((i) => i.status === 'belum_bayar')).toMatchObject({
      total: 50_000,
      remaining: 30_000,
    });
    expect(JSON.stringify(mine)).not.toContain('Outlet B1');

    // An order held by credit control is the partner's to see, counted with the month's orders.
    const [pending] = await h.db
      .select({ id: transactionOrders.id })
      .from(transactionOrders)
      .where(and(inArray(transactionOrders.outletId, [a1, a2]), eq(transactionOrders.status, 'pending')));
    await h.db.update(transactionOrders).set({ status: 'ditahan' }).where(eq(transactionOrders.id, pending.id));
    const held = (await report(partnerA, M)).partner!;
    expect(held.orders).toMatchObject({ count: 2, value: 110_000 });
    expect(held.orders.byStatus.find((s) => s.status === 'ditahan')).toEqual({
      status: 'ditahan',
      label: 'Ditahan',
      count: 1,
      value: 60_000,
    });
    await h.db.update(transactionOrders).set({ status: 'pending' }).where(eq(transactionOrders.id, pending.id));

    const theirs = (await report(partnerB, M)).partner!;
    expect(theirs.orders).toMatchObject({ count: 2, value: 70_000 });
    expect(theirs.orders.byStatus.find((s) => s.status === 'dibatalkan')).toMatchObject({ count: 1, value: 500_000 });
    expect(theirs.openInvoices).toMatchObject({ count: 0, total: 0, items: [] });
  });

  it("warehouse: low stock by the documented rule, batches to approve, goods to receive, payments due, the month's spend", async () => {
    const r = (await report(warehouse, thisMonth)).warehouse!;
    expect(r.lowStock.rule).toEqual({ finishedGoods: 20, rawMaterials: 10 });
    expect(r.lowStock.items).toEqual([
      { productId: flour, title: 'Tepung Uji', type: 'bahan_baku', unit: 'kg', stock: 5, threshold: 10, demand: 0 },
      { productId: bun, title: 'Roti Bun Uji', type: 'bahan_jadi', unit: 'pcs', stock: 15, threshold: 20, demand: 0 },
      {
        productId: wanted,
        title: 'Roti Demand Uji',
        type: 'bahan_jadi',
        unit: 'pcs',
        stock: 30,
        threshold: 40,
        demand: 40,
      },
    ]);
    expect(r.lowStock.count).toBe(3);
    expect(r.pendingProductions.count).toBe(1);
    expect(r.pendingProductions.items[0]).toMatchObject({
      number: expect.stringMatching(/^PRD\//),
      createdBy: 'Uji production',
      itemCount: 1,
    });
    expect(r.toReceive).toMatchObject({ count: 2, total: 120_000 });
    expect(r.toReceive.items.map((p) => p.number)).toEqual(['PO/UJI/0001', 'PO/UJI/0004']);
    expect(r.payments).toMatchObject({ count: 3, total: 170_000, overdueCount: 1, overdueTotal: 100_000 });
    expect(r.payments.items.map((p) => [p.number, p.isOverdue, p.paymentDueOn])).toEqual([
      ['PO/UJI/0001', true, day(-1)],
      ['PO/UJI/0002', false, day(7)],
      ['PO/UJI/0004', false, null],
    ]);
    expect(r.spend.ordered).toEqual({ count: 3, total: 170_000 });
    expect(r.spend.paid).toEqual({ count: 1, total: 70_000 });
    expect(r.spend.bySupplier.map((s) => [s.supplier, s.total])).toEqual([
      ['PT Tepung Uji', 150_000],
      ['CV Gula Uji', 20_000],
    ]);
    // The same overdue rule as the procurement list.
    const listed = expectOk(await warehouse.call('GET', '/procurement?status=jatuh_tempo')).items as {
      number: string;
    }[];
    expect(listed.map((p) => p.number)).toEqual(['PO/UJI/0001']);
  });

  it('warehouse: expired lots are not stock the low-stock card counts on (DOMAIN 15)', async () => {
    const stale = await insertProduct(h.db, { title: 'Roti Basi Uji', type: 'bahan_jadi', unit: 'pcs', stock: 50 });
    await h.db
      .insert(stockLots)
      .values({ productId: stale, productionDate: '2020-01-01', expiresOn: '2020-01-03', qty: 40 });
    const r = (await report(warehouse, thisMonth)).warehouse!;
    // 50 in stock, 40 of them expired: 10 good, under the 20 a finished good should have.
    expect(r.lowStock.items).toContainEqual(expect.objectContaining({ productId: stale, stock: 10, threshold: 20 }));
    await h.db.delete(stockLots).where(eq(stockLots.productId, stale));
    await h.db.update(products).set({ isPublish: false }).where(eq(products.id, stale));
  });

  it('production: what to bake for the next delivery date, pending batches, orders to confirm', async () => {
    const r = (await report(producer, M)).production!;
    expect(r.nextDeliveryDate).toBe(D1);
    expect(r.bake).toEqual({
      orderCount: 2,
      outletCount: 2,
      totals: [
        { unit: 'pcs', qty: 14 },
        { unit: 'loyang', qty: 2 },
      ],
      items: [
        { productId: bread, title: 'Roti Tawar Uji', size: null, unit: 'pcs', qty: 14 },
        { productId: cake, title: 'Bolu Pandan Uji', size: 'M', unit: 'loyang', qty: 2 },
      ],
    });
    expect(r.pendingProductions.count).toBe(1);
    expect(r.awaitingConfirmation.count).toBe(2);
    expect(r.awaitingConfirmation.items.map((o) => [o.outlet, o.deliveryDate])).toEqual([
      ['Outlet A2', D1],
      ['Outlet B1', D2],
    ]);
    // Lines, not 14 pieces plus 2 trays.
    expect(r.perDay.find((d) => d.date === D1)).toEqual({ date: D1, count: 2, lines: 3 });
    expect(r.perDay.find((d) => d.date === D2)).toEqual({ date: D2, count: 2, lines: 2 });
  });

  it("delivery: a busy day's card lists the first stops in visiting order and counts them all", async () => {
    const date = day(4);
    const busy = await h.makePartner(HOME_STOPS + 2);
    await h.db.insert(productPrices).values({ productId: bread, branchGroupId: busy.tier, price: 5000 });
    for (const outletId of busy.outletIds) await order(finance, outletId, date, [{ productId: bread, qty: 1 }]);
    // The last outlet is the first stop of a route: the van goes there first.
    const last = busy.outletIds[busy.outletIds.length - 1];
    expectOk(await owner.call('POST', '/route/store', { name: 'Rute Sibuk', driverId: null, stops: [last] }));
    const r = await h.later(3, async () => (await report(await h.as('delivery'))).delivery!.tomorrow);
    expect(r).toMatchObject({ date, orderCount: HOME_STOPS + 2, outletCount: HOME_STOPS + 2 });
    expect(r.outlets).toHaveLength(HOME_STOPS);
    expect(r.outlets[0].branchId).toBe(last);
  });

  it("delivery: today's and tomorrow's stops per outlet with their drivers", async () => {
    const tomorrow = day(1);
    const confirmed = await order(
      finance,
      a1,
      tomorrow,
      [
        { productId: bread, qty: 3 },
        { productId: cake, qty: 1, notes: 'S' },
      ],
      'confirm',
    );
    const moved = await order(finance, b1, tomorrow, [{ productId: bread, qty: 2 }], undefined, courier.userId);
    await order(finance, b1, tomorrow, [{ productId: bread, qty: 9 }], 'cancel');
    // Held by credit control: not a stop until it is released.
    const held = await order(finance, b1, tomorrow, [{ productId: bread, qty: 4 }]);
    await h.db.update(transactionOrders).set({ status: 'ditahan' }).where(eq(transactionOrders.id, held));
    // Orders cannot be placed for today; one placed earlier is simply due today now.
    await h.db.update(transactionOrders).set({ deliveryDate: today }).where(eq(transactionOrders.id, moved));

    const r = (await report(courier)).delivery!;
    expect(r.today).toEqual({
      date: today,
      orderCount: 1,
      outletCount: 1,
      outlets: [
        {
          branchId: b1,
          outlet: 'Outlet B1',
          address: null,
          orderCount: 1,
          quantities: [{ unit: 'pcs', qty: 2 }],
          drivers: ['Uji delivery'],
        },
      ],
    });
    expect(r.tomorrow).toEqual({
      date: tomorrow,
      orderCount: 1,
      outletCount: 1,
      outlets: [
        {
          branchId: a1,
          outlet: 'Outlet A1',
          address: 'Jl. Dago 1, Kota Bandung',
          orderCount: 1,
          // One cake and three breads: never "4" of nothing in particular.
          quantities: [
            { unit: 'loyang', qty: 1 },
            { unit: 'pcs', qty: 3 },
          ],
          drivers: [],
        },
      ],
    });
    const perDay = (await report(courier, M)).delivery!.perDay;
    expect(perDay.filter((d) => d.count > 0)).toEqual([
      { date: D1, count: 2 },
      { date: D2, count: 2 },
    ]);
    // Production's next delivery date is now tomorrow.
    expect((await report(producer)).production!.nextDeliveryDate).toBe(tomorrow);
    // A date whose only order still to go is held is not baked for: the next is the one after.
    await h.db
      .update(transactionOrders)
      .set({ deliveryDate: day(2) })
      .where(eq(transactionOrders.id, confirmed));
    expect((await report(producer)).production!.nextDeliveryDate).toBe(day(2));
  });
});
