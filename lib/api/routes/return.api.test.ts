import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, type SignedIn, expectOk, expectRefused } from '../../testing/api';
import { auditRows, insertProduct, signInNow, stockOf } from '../../testing/fixtures';
import { onPostgres } from '../../testing/test-db';
import { ManualClock } from '../clock';
import { productPrices, products } from '../db/schema/catalog';
import { invoiceItems, invoices } from '../db/schema/invoices';
import { notifications } from '../db/schema/notifications';
import { branchGroups } from '../db/schema/outlets';
import { returnItems, returns } from '../db/schema/returns';

/** Monday 7 June 2027, 10:00 WIB. */
const clock = new ManualClock(new Date('2027-06-07T10:00:00+07:00'));
const at = (date: string) => clock.set(new Date(`${date}T10:00:00+07:00`));
const tr = t.returns;

let tier: number;
let dago: number;
let cimahi: number;
let bread: string;
let flour: string;
let keys = 0;
const key = () => `retur-uji-${++keys}-${Date.now()}`;

async function delivered(branchId: number, deliveryDate: string, qty: number) {
  const placed = await merchant.call('POST', '/transaction/order/store', {
    branchId,
    deliveryDate,
    items: [{ productId: bread, qty }],
  });
  const id = expectOk(placed).transactionOrderId;
  expectOk(await production.call('POST', `/transaction/order/confirm/${id}`));
  return id as number;
}

const storeReturn = (who: SignedIn, body: Record<string, unknown>) =>
  who.call('POST', '/return/store', { clientKey: key(), ...body });

async function invoiceOf(branchId: number, periode = '2027-06') {
  const [row] = await h.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.outletId, branchId), eq(invoices.periode, periode)));
  return row;
}

const { h, merchant, production, admin, driver, viewer } = withTestApi(
  { merchant: 'merchant', production: 'production', admin: 'admin', driver: 'delivery', viewer: 'viewer' },
  { clock },
);
beforeAll(async () => {
  [dago, cimahi] = merchant.outletIds;
  tier = merchant.tier!;
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Retur', stock: 1000 });
  flour = await insertProduct(h.db, { type: 'bahan_baku', unit: 'kg', title: 'Tepung Retur' });
  await h.db.update(products).set({ isPublish: true }).where(eq(products.id, bread));
  await h.db.insert(productPrices).values({ productId: bread, branchGroupId: tier, price: 5000 });
  // May deliveries: what the outlets return in the first tests was received (a return is capped at
  // that), kept out of June's invoices, credit window and waste report.
  at('2027-05-18');
  const [mitra, baker] = await Promise.all([merchant, production].map((u) => signInNow(h, u)));
  for (const [branchId, deliveryDate, qty] of [
    [dago, '2027-05-20', 6],
    [cimahi, '2027-05-31', 10],
  ] as const) {
    const placed = expectOk(
      await mitra('POST', '/transaction/order/store', { branchId, deliveryDate, items: [{ productId: bread, qty }] }),
    );
    expectOk(await baker('POST', `/transaction/order/confirm/${placed.transactionOrderId}`));
  }
});

describe('recording a return (POST /return/store)', () => {
  it('lets the partner, the driver and staff record one; refuses the read-only roles and other partners', async () => {
    at('2027-06-07');
    const body = { branchId: dago, date: '2027-06-07', items: [{ productId: bread, qty: 2, reason: 'sisa' }] };
    for (const who of [viewer, await h.as('warehouse'), await h.as('admin-merchant', { partnerId: merchant.userId })])
      expectRefused(await storeReturn(who, body), 403);
    const mine = await storeReturn(merchant, body);
    expect(expectOk(mine, tr.saved)).toMatchObject({
      number: expect.stringMatching(/^RET\/2027\/06\/\d{4}$/),
      branchId: dago,
      status: 'menunggu',
      items: [expect.objectContaining({ productId: bread, qty: 2, reason: 'sisa', disposition: null })],
    });
    expectOk(await storeReturn(driver, body));
    // The month filter: June's returns in June, none in May.
    const june = expectOk(await merchant.call('GET', '/return?periode=2027-06')).items as { id: number }[];
    expect(june.map((r) => r.id)).toContain(mine.body.data.id);
    expect(expectOk(await merchant.call('GET', '/return?periode=2027-05')).items).toEqual([]);

    const stranger = await h.as('merchant');
    expect(expectRefused(await storeReturn(stranger, body), 422)).toEqual({ branchId: t.order.outletRequired });
    expectRefused(await stranger.call('GET', `/return/show/${mine.body.data.id}`), 404);
    expect(expectOk(await stranger.call('GET', '/return')).items).toEqual([]);
  });

  it('refuses a date ahead, a raw material and a missing reason, and makes one return of a retried key', async () => {
    at('2027-06-07');
    const ahead = await storeReturn(merchant, {
      branchId: dago,
      date: '2027-06-08',
      items: [{ productId: bread, qty: 1, reason: 'sisa' }],
    });
    expect(expectRefused(ahead, 422)).toEqual({ date: tr.dateInFuture });
    const raw = await storeReturn(merchant, {
      branchId: dago,
      date: '2027-06-07',
      items: [{ productId: flour, qty: 1, reason: 'rusak' }],
    });
    expect(expectRefused(raw, 422)).toEqual({ 'items.0.productId': tr.notFinished('Tepung Retur') });
    const noReason = await storeReturn(merchant, {
      branchId: dago,
      date: '2027-06-07',
      items: [{ productId: bread, qty: 1 }],
    });
    expect(expectRefused(noReason, 422)).toMatchObject({ 'items.0.reason': tr.reasonRequired });

    const body = {
      clientKey: key(),
      branchId: dago,
      date: '2027-06-07',
      items: [{ productId: bread, qty: 1, reason: 'rusak' }],
    };
    const [first, second] = await Promise.all([
      driver.call('POST', '/return/store', body),
      driver.call('POST', '/return/store', body),
    ]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect(await h.db.select().from(returns).where(eq(returns.clientKey, body.clientKey))).toHaveLength(1);
  });

  it('tells every role that may process it, the warehouse too, and links the return', async () => {
    at('2027-06-07');
    const warehouse = await h.as('warehouse');
    // Dated in May, away from the June totals the processing tests count.
    const stored = expectOk(
      await storeReturn(merchant, {
        branchId: dago,
        date: '2027-05-25',
        items: [{ productId: bread, qty: 1, reason: 'sisa' }],
      }),
    );
    for (const who of [warehouse, admin, production]) {
      const told = await h.db
        .select({ link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, who.userId), eq(notifications.kind, 'return')));
      expect(told.map((n) => n.link)).toContain(`/order/returns/${stored.id}`);
    }
  });
});

describe('a return is of goods the outlet received', () => {
  it('refuses more than the outlet received in the 31 days up to the date, less what it already returned', async () => {
    at('2027-06-07');
    const tooMany = await storeReturn(merchant, {
      branchId: cimahi,
      date: '2027-06-07',
      items: [{ productId: bread, qty: 11, reason: 'sisa' }],
    });
    expect(expectRefused(tooMany, 422)).toEqual({ 'items.0.qty': tr.moreThanReceived('Roti Retur', 10, 'pcs') });
    // Dago's 6 of 20 May have all come back in the tests above.
    const none = await storeReturn(driver, {
      branchId: dago,
      date: '2027-06-07',
      items: [{ productId: bread, qty: 1, reason: 'rusak' }],
    });
    expect(expectRefused(none, 422)).toEqual({ 'items.0.qty': tr.moreThanReceived('Roti Retur', 0, 'pcs') });
    expect(await h.db.select().from(returns).where(eq(returns.outletId, cimahi))).toEqual([]);
  });
});

describe('processing: disposition, stock and the credit on the invoice (POST /return/process/{id})', () => {
  it('credits at most 10% of what was delivered in the 7 days before: 6 returned of 50 credits 5, on the unpaid invoice', async () => {
    await h.db
      .update(branchGroups)
      .set({ returnPolicy: 'percent', returnPercent: 10 })
      .where(eq(branchGroups.id, tier));
    at('2027-06-07');
    await delivered(dago, '2027-06-08', 50);
    at('2027-06-09');
    expectOk(await admin.call('POST', '/transaction/store?periode=2027-06'));
    const before = await invoiceOf(dago);
    expect(before.subtotal).toBe(250_000);

    const ret = (
      await storeReturn(driver, {
        branchId: dago,
        date: '2027-06-09',
        items: [{ productId: bread, qty: 6, reason: 'sisa' }],
      })
    ).body.data;
    for (const who of [merchant, driver, viewer])
      expectRefused(
        await who.call('POST', `/return/process/${ret.id}`, {
          lines: [{ itemId: ret.items[0].itemId, disposition: 'buang' }],
        }),
        403,
      );
    const stock = await stockOf(h.db, bread);
    const done = await production.call('POST', `/return/process/${ret.id}`, {
      lines: [{ itemId: ret.items[0].itemId, disposition: 'stok' }],
    });
    expect(expectOk(done, tr.processed)).toMatchObject({
      status: 'diproses',
      creditTotal: 25_000,
      invoiceId: before.id,
      items: [expect.objectContaining({ disposition: 'stok', creditQty: 5, price: 5000, credit: 25_000 })],
    });
    expect(await stockOf(h.db, bread)).toBe(stock + 6);
    expect((await invoiceOf(dago)).subtotal).toBe(225_000);
    // The invoice's own history says why its total moved (DOMAIN 20), not only the return's.
    const [credited] = await auditRows(h.db, {
      entity: 'invoice',
      entityId: String(before.id),
      action: 'return-credit',
    });
    expect(credited.diff).toEqual(
      expect.arrayContaining([
        { field: 'subtotal', old: 250_000, new: 225_000 },
        expect.objectContaining({ field: 'total' }),
      ]),
    );
    const [line] = await h.db.select().from(invoiceItems).where(eq(invoiceItems.returnId, ret.id));
    expect(line).toMatchObject({ qty: -5, price: 5000, invoiceId: before.id });
    const shown = expectOk(await merchant.call('GET', `/transaction/show/${before.id}`));
    expect(JSON.stringify(shown)).toContain(tr.invoiceLine(ret.number, 'Roti Retur'));
    // Processed, the return no longer waits in the other processors' bell; the partner's news is new.
    const told = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'return'), eq(notifications.entityId, String(ret.id))));
    const asked = tr.notifyStaff(ret.number, 'Outlet');
    const processors = told.filter((n) => n.message.startsWith(asked.slice(0, asked.indexOf('Outlet'))));
    expect(processors.length).toBeGreaterThan(1);
    expect(processors.every((n) => n.readAt !== null)).toBe(true);
    expect(told.filter((n) => n.userId === merchant.userId).map((n) => n.readAt)).toEqual([null]);

    // What was credited counts: a second return in the same week gets nothing more.
    const again = (
      await storeReturn(merchant, {
        branchId: dago,
        date: '2027-06-09',
        items: [{ productId: bread, qty: 3, reason: 'sisa' }],
      })
    ).body.data;
    const none = await admin.call('POST', `/return/process/${again.id}`, {
      lines: [{ itemId: again.items[0].itemId, disposition: 'buang' }],
    });
    expect(none.body.data).toMatchObject({ creditTotal: 0, invoiceId: null });
    expectRefused(
      await production.call('POST', `/return/process/${ret.id}`, {
        lines: [{ itemId: ret.items[0].itemId, disposition: 'buang' }],
      }),
      409,
    );
  });

  it('leaves a partly paid invoice alone: the credit waits for the next month close', async () => {
    // A month on: each signs in afresh on the day it acts.
    at('2027-07-07');
    const [mitra, baker] = await Promise.all([merchant, production].map((u) => signInNow(h, u)));
    const placed = expectOk(
      await mitra('POST', '/transaction/order/store', {
        branchId: dago,
        deliveryDate: '2027-07-08',
        items: [{ productId: bread, qty: 50 }],
      }),
    );
    expectOk(await baker('POST', `/transaction/order/confirm/${placed.transactionOrderId}`));
    at('2027-07-09');
    const [fin, kurir, produksi] = await Promise.all([admin, driver, production].map((u) => signInNow(h, u)));
    expectOk(await fin('POST', '/transaction/store?periode=2027-07'));
    const before = await invoiceOf(dago, '2027-07');
    expectOk(await fin('POST', `/transaction/accept-payment/${before.id}`, { amount: '240000', notes: '' }));
    const ret = expectOk(
      await kurir('POST', '/return/store', {
        clientKey: key(),
        branchId: dago,
        date: '2027-07-09',
        items: [{ productId: bread, qty: 6, reason: 'sisa' }],
      }),
    );
    const done = await produksi('POST', `/return/process/${ret.id}`, {
      lines: [{ itemId: ret.items[0].itemId, disposition: 'buang' }],
    });
    expect(expectOk(done)).toMatchObject({ creditTotal: 25_000, invoiceId: null });
    expect(await invoiceOf(dago, '2027-07')).toMatchObject({ id: before.id, subtotal: before.subtotal });

    // The month close run again for a later delivery extends the partly paid invoice, and still
    // leaves the credit to wait: on this invoice it could take the total below what was paid.
    at('2027-07-12');
    const [mitra2, baker2] = await Promise.all([merchant, production].map((u) => signInNow(h, u)));
    const later = expectOk(
      await mitra2('POST', '/transaction/order/store', {
        branchId: dago,
        deliveryDate: '2027-07-13',
        items: [{ productId: bread, qty: 2 }],
      }),
    );
    expectOk(await baker2('POST', `/transaction/order/confirm/${later.transactionOrderId}`));
    at('2027-07-14');
    expectOk(await (await signInNow(h, admin))('POST', '/transaction/store?periode=2027-07'));
    const extended = await invoiceOf(dago, '2027-07');
    expect(extended).toMatchObject({ id: before.id, subtotal: before.subtotal + 10_000, paidAmount: 240_000 });
    expect(extended.status).toBe('belum_bayar');
    expect(await h.db.select().from(invoiceItems).where(eq(invoiceItems.returnId, ret.id))).toEqual([]);
    const [extend] = await auditRows(h.db, { entity: 'invoice', entityId: String(before.id), action: 'extend' });
    expect(extend.diff).toEqual(
      expect.arrayContaining([{ field: 'subtotal', old: before.subtotal, new: before.subtotal + 10_000 }]),
    );
  });

  it('refuses expired goods back to stock and an unlisted line; a credit without an unpaid invoice waits for the month close', async () => {
    await h.db.update(branchGroups).set({ returnPolicy: 'full', returnPercent: null }).where(eq(branchGroups.id, tier));
    at('2027-06-09');
    await delivered(cimahi, '2027-06-10', 4);
    at('2027-06-11');
    const ret = (
      await storeReturn(merchant, {
        branchId: cimahi,
        date: '2027-06-11',
        items: [
          { productId: bread, qty: 3, reason: 'kedaluwarsa' },
          { productId: bread, qty: 1, reason: 'rusak', size: null },
        ],
      })
    ).body;
    // Two lines of one product without sizes are one line twice.
    expect(ret.error).toEqual({ 'items.1.productId': tr.duplicateLine('Roti Retur') });
    const expired = (
      await storeReturn(merchant, {
        branchId: cimahi,
        date: '2027-06-11',
        items: [{ productId: bread, qty: 3, reason: 'kedaluwarsa' }],
      })
    ).body.data;
    // The database backs the rule up: no other path can add the line twice either.
    const line = (await h.db.select().from(returnItems).where(eq(returnItems.returnId, expired.id)))[0];
    await expect(h.db.insert(returnItems).values({ ...line, id: undefined, qty: 1 })).rejects.toThrow();
    const toStock = await production.call('POST', `/return/process/${expired.id}`, {
      lines: [{ itemId: expired.items[0].itemId, disposition: 'stok' }],
    });
    expect(expectRefused(toStock, 422)).toEqual({ 'lines.0.disposition': tr.expiredToStock });
    const missing = await production.call('POST', `/return/process/${expired.id}`, { lines: [] });
    expectRefused(missing, 422);

    const processed = expectOk(
      await production.call('POST', `/return/process/${expired.id}`, {
        lines: [{ itemId: expired.items[0].itemId, disposition: 'buang' }],
      }),
    );
    expect(processed).toMatchObject({ creditTotal: 15_000, invoiceId: null });

    at('2027-06-12');
    expectOk(await admin.call('POST', '/transaction/store?periode=2027-06'));
    const invoice = await invoiceOf(cimahi);
    expect(invoice.subtotal).toBe(20_000 - 15_000);
    const [row] = await h.db.select().from(returns).where(eq(returns.id, expired.id));
    expect(row.invoiceId).toBe(invoice.id);

    // A credit larger than what is left never takes the invoice below zero.
    const big = (
      await storeReturn(merchant, {
        branchId: cimahi,
        date: '2027-06-12',
        items: [{ productId: bread, qty: 10, reason: 'sisa' }],
      })
    ).body.data;
    await production.call('POST', `/return/process/${big.id}`, {
      lines: [{ itemId: big.items[0].itemId, disposition: 'buang' }],
    });
    const after = await invoiceOf(cimahi);
    expect(after.subtotal).toBe(0);
    expect(after.total).toBe(0);
  });

  it('reports the month by product, outlet and reason with the return rate (GET /reports/waste)', async () => {
    // The month's last day counts as delivered in it, the next month's first does not.
    at('2027-06-29');
    await delivered(dago, '2027-06-30', 3);
    await delivered(dago, '2027-07-01', 7);
    at('2027-06-12');
    for (const who of [merchant, driver]) expectRefused(await who.call('GET', '/reports/waste?month=2027-06'), 403);
    const res = await viewer.call('GET', '/reports/waste?month=2027-06');
    const report = expectOk(res);
    const product = report.byProduct.find((p: { productId: string }) => p.productId === bread);
    // Returned in June: 2 + 2 + 1 (the first tests) + 6 + 3 + 3 + 10 = 27; delivered 50 + 4 + 3 (the 30th).
    expect(product).toMatchObject({ qty: 27, value: 27 * 5000, delivered: 57 });
    expect(product.returnRate).toBeCloseTo(27 / 57, 3);
    expect(report.byReason.find((r: { reason: string }) => r.reason === 'kedaluwarsa')).toMatchObject({ qty: 3 });
    expect(report.byOutlet.map((o: { branchId: number }) => o.branchId).sort()).toEqual([dago, cimahi].sort());
    expectRefused(await viewer.call('GET', '/reports/waste?month=2027-13'), 422);
  });
});

describe('a tier without a return policy', () => {
  it('credits nothing, whatever was delivered', async () => {
    await h.db.update(branchGroups).set({ returnPolicy: 'none', returnPercent: null }).where(eq(branchGroups.id, tier));
    at('2027-06-12');
    const ret = (
      await storeReturn(merchant, {
        branchId: dago,
        date: '2027-06-12',
        items: [{ productId: bread, qty: 1, reason: 'rusak' }],
      })
    ).body.data;
    const done = expectOk(
      await admin.call('POST', `/return/process/${ret.id}`, {
        lines: [{ itemId: ret.items[0].itemId, disposition: 'buang' }],
      }),
    );
    expect(done).toMatchObject({
      creditTotal: 0,
      invoiceId: null,
      items: [expect.objectContaining({ creditQty: 0 })],
    });
  });
});

if (!onPostgres) console.log('[uji] retur: percobaan ulang serentak berjalan berurutan di PGlite.');

describe('two returns at once', () => {
  it('count against what the outlet received one after the other: both cannot take the same goods back', async () => {
    at('2027-06-12');
    // Dago received 56 from 12 May to 12 June (6 + 50) and gave 16 of them back by then: 40 are
    // left (its July return is of July's deliveries).
    const both = await Promise.all(
      [merchant, driver].map((who) =>
        storeReturn(who, {
          branchId: dago,
          date: '2027-06-12',
          items: [{ productId: bread, qty: 25, reason: 'sisa' }],
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.status === 422)!.body.error).toEqual({
      'items.0.qty': tr.moreThanReceived('Roti Retur', 15, 'pcs'),
    });
  });
});

describe('a return dated back', () => {
  it('cannot take back goods a later-dated return already took', async () => {
    at('2027-06-12');
    // Cimahi received 10 on 31 May and 4 on 10 June, and gave 13 back on the 11th and 12th.
    expectOk(
      await storeReturn(merchant, {
        branchId: cimahi,
        date: '2027-06-12',
        items: [{ productId: bread, qty: 1, reason: 'sisa' }],
      }),
    );
    // Dated 5 June, it would take the 10 of 31 May, which the returns of the 11th and 12th need.
    const back = await storeReturn(merchant, {
      branchId: cimahi,
      date: '2027-06-05',
      items: [{ productId: bread, qty: 1, reason: 'sisa' }],
    });
    expect(expectRefused(back, 422)).toEqual({ 'items.0.qty': tr.moreThanReceived('Roti Retur', 0, 'pcs') });
  });
});

describe('an order the outlet gave goods back from', () => {
  it('cannot be cancelled, nor lowered below what came back: the stock would come back twice', async () => {
    const roll = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Kembali Dua', stock: 50 });
    await h.db.update(products).set({ isPublish: true }).where(eq(products.id, roll));
    await h.db.insert(productPrices).values({ productId: roll, branchGroupId: tier, price: 4000 });
    at('2027-06-14');
    const [mitra, baker] = await Promise.all([merchant, production].map((u) => signInNow(h, u)));
    const placed = expectOk(
      await mitra('POST', '/transaction/order/store', {
        branchId: dago,
        deliveryDate: '2027-06-15',
        items: [{ productId: roll, qty: 5 }],
      }),
    );
    const id = placed.transactionOrderId as number;
    expectOk(await baker('POST', `/transaction/order/confirm/${id}`));
    at('2027-06-15');
    const [partner, finance] = await Promise.all([merchant, admin].map((u) => signInNow(h, u)));
    expectOk(
      await partner('POST', '/return/store', {
        clientKey: key(),
        branchId: dago,
        date: '2027-06-15',
        items: [{ productId: roll, qty: 3, reason: 'sisa' }],
      }),
    );
    const stock = await stockOf(h.db, roll);

    expectRefused(
      await finance('POST', `/transaction/order/cancel/${id}`, { reason: 'Salah input' }),
      409,
      tr.cancelAfterReturn('Roti Kembali Dua'),
    );
    const tooLow = await finance('POST', `/transaction/order/store-adjustment/${id}`, {
      adjustmentNotes: 'Kurang empat',
      items: [{ productId: roll, qty: 1, notes: null }],
    });
    expect(expectRefused(tooLow, 422)).toEqual({ 'items.0.qty': tr.lowerPastReturn('Roti Kembali Dua', 2, 'pcs') });
    expect(await stockOf(h.db, roll)).toBe(stock);
    expectOk(
      await finance('POST', `/transaction/order/store-adjustment/${id}`, {
        adjustmentNotes: 'Kurang dua',
        items: [{ productId: roll, qty: 3, notes: null }],
      }),
    );
    expect(await stockOf(h.db, roll)).toBe(stock + 2);
    // The 3 left are all the return's: not one more may go.
    const none = await finance('POST', `/transaction/order/store-adjustment/${id}`, {
      adjustmentNotes: 'Kurang satu lagi',
      items: [{ productId: roll, qty: 2, notes: null }],
    });
    expect(expectRefused(none, 422)).toEqual({ 'items.0.qty': tr.noLowerPastReturn('Roti Kembali Dua') });
    // Nor moved to a later day: the 15th's return counted on those goods being there.
    const moved = await finance('POST', `/transaction/order/store-adjustment/${id}`, {
      adjustmentNotes: 'Salah tanggal',
      deliveryDate: '2027-06-16',
      items: [{ productId: roll, qty: 3, notes: null }],
    });
    expect(expectRefused(moved, 422)).toEqual({ deliveryDate: tr.moveAfterReturn('Roti Kembali Dua') });
  });
});
