import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { wibAt } from '../../testing/days';
import { insertProduct, publishAt, stockOf } from '../../testing/fixtures';
import { ManualClock } from '../clock';
import { products } from '../db/schema/catalog';
import { stockMovements } from '../db/schema/stock';
import { ledgerMismatches, lotMismatches } from '../services/stock-ledger';

/** Lots and shelf life (DOMAIN 15), on an injected clock: Monday 3 May 2027, 10:00 WIB onwards. */
const clock = new ManualClock(wibAt('2027-05-03'));

let bread = '';

const lots = async () =>
  expectOk(await warehouse.call('GET', `/stock/show/${bread}`)).options.lots as {
    productionDate: string;
    expiresOn: string;
    qty: number;
    status: string;
  }[];

async function bake(qty: number) {
  const made = await producer.call('POST', '/production/store', { items: [{ productId: bread, qty }] });
  expectOk(await warehouse.call('POST', `/production/accept/${expectOk(made).productionId}`));
}

async function orderAndConfirm(qty: number, deliveryDate: string) {
  const placed = await merchant.call('POST', '/transaction/order/store', {
    branchId: merchant.outletIds[0],
    deliveryDate,
    items: [{ productId: bread, qty }],
  });
  const id = expectOk(placed).transactionOrderId as number;
  return { id, ...(await producer.call('POST', `/transaction/order/confirm/${id}`)) };
}

const { h, merchant, producer, warehouse } = withTestApi(
  { merchant: 'merchant', producer: 'production', warehouse: 'warehouse' },
  { clock },
);
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Lot' });
  await h.db.update(products).set({ shelfLifeDays: 3 }).where(eq(products.id, bread));
  await publishAt(h.db, merchant.tier!, { [bread]: 5000 });
});
afterEach(async () => {
  expect(await ledgerMismatches(h.db)).toEqual([]);
  expect(await lotMismatches(h.db)).toEqual([]);
});

describe('lots of tracked finished goods', () => {
  it('books an approved batch as a lot that expires production date + shelf life', async () => {
    await bake(30);
    expect(await lots()).toEqual([
      expect.objectContaining({ productionDate: '2027-05-03', expiresOn: '2027-05-06', qty: 30, status: 'baik' }),
    ]);
    clock.set(wibAt('2027-05-04'));
    await bake(20);
    expect((await lots()).map((l) => [l.expiresOn, l.qty])).toEqual([
      ['2027-05-06', 30],
      ['2027-05-07', 20],
    ]);
  });

  it('confirms orders from the oldest good lot first (FEFO)', async () => {
    expectOk(await orderAndConfirm(25, '2027-05-05'));
    expect((await lots()).map((l) => [l.expiresOn, l.qty])).toEqual([
      ['2027-05-06', 5],
      ['2027-05-07', 20],
    ]);
  });

  it('does not give expired stock: an order larger than the good stock is refused as a whole', async () => {
    // Good today, the first lot's 5 are past their date on the delivery day: the outlet would get
    // bread that expires as it arrives, so only the second lot's 20 count.
    clock.set(wibAt('2027-05-05'));
    const refused = await orderAndConfirm(22, '2027-05-06');
    expectRefused(refused, 422, t.stock.expiredNotUsable('Roti Lot', 20, 'pcs'));
    expect(await stockOf(h.db, bread)).toBe(25);
    // The refused order stays pending; the partner withdraws it.
    expectOk(await merchant.call('POST', `/transaction/order/cancel/${refused.id}`));

    // Stock without a lot (an adjustment) counts as good and is given after the lots.
    expectOk(
      await warehouse.call('POST', '/stock/update', { notes: 'Koreksi', items: [{ productId: bread, qty: 3 }] }),
    );
    expectOk(await orderAndConfirm(22, '2027-05-06'));
    expect((await lots()).map((l) => [l.expiresOn, l.qty, l.status])).toEqual([['2027-05-06', 5, 'segera']]);
    expect(await stockOf(h.db, bread)).toBe(6);
  });

  it('leaves expired lots out of the plan and writes them off as waste in one step', async () => {
    clock.set(wibAt('2027-05-06')); // the first lot's 5 are expired today
    const plan = await producer.call('GET', '/production-plan?deliveryDate=2027-05-08');
    expectOk(plan);
    const expiring = expectOk(await warehouse.call('GET', '/stock/expiring'));
    expect(expiring).toEqual([
      { productId: bread, title: 'Roti Lot', unit: 'pcs', expiredQty: 5, expiringQty: 0, nextExpiry: '2027-05-06' },
    ]);

    const listed = expectOk(await warehouse.call('GET', '/stock?search=Roti%20Lot'));
    expect(listed.items[0]).toMatchObject({ productId: bread, stock: 6, expiredQty: 5, expiringQty: 0 });

    const done = await warehouse.call('POST', '/stock/write-off-expired', {});
    expect(expectOk(done, t.stock.writtenOff(1))).toEqual({ products: 1, lots: 1 });
    expect(await stockOf(h.db, bread)).toBe(1);
    expect(await lots()).toEqual([]);
    const [waste] = await h.db
      .select({ qty: stockMovements.qty, kind: stockMovements.kind, notes: stockMovements.notes })
      .from(stockMovements)
      .where(eq(stockMovements.kind, 'waste'));
    expect(waste).toEqual({ qty: -5, kind: 'waste', notes: t.stock.expiredNote });
    // The month's waste report counts it beside what outlets gave back (the ledger is stamped by
    // the database's clock, so the month is the movement's own).
    const [stamped] = await h.db
      .select({ at: stockMovements.createdAt })
      .from(stockMovements)
      .where(eq(stockMovements.kind, 'waste'));
    const month = todayInWib(stamped.at).slice(0, 7);
    const report = expectOk(await warehouse.call('GET', `/reports/waste?month=${month}`));
    expect(report.writtenOff).toEqual([{ productId: bread, title: 'Roti Lot', unit: 'pcs', qty: 5 }]);

    const again = await warehouse.call('POST', '/stock/write-off-expired', {});
    expectRefused(again, 409, t.stock.nothingExpired);
    expectRefused(await producer.call('POST', '/stock/write-off-expired', {}), 403);
  });

  it('plans a date without the lots that will have expired by then', async () => {
    await bake(10); // expires 2027-05-09: usable on the 8th, not on the 9th
    const placed = await merchant.call('POST', '/transaction/order/store', {
      branchId: merchant.outletIds[0],
      deliveryDate: '2027-05-09',
      items: [{ productId: bread, qty: 4 }],
    });
    expectOk(placed);
    const plan = expectOk(await producer.call('GET', '/production-plan?deliveryDate=2027-05-09'));
    // Stock 11: the 10 of the new lot are expired on the 9th, the 1 without a lot is good.
    expect(plan.lines[0]).toMatchObject({ productId: bread, ordered: 4, usableStock: 1, toMake: 3 });
  });

  it("prints the batch's dates on the label of a delivery", async () => {
    await h.db.update(products).set({ hasLabel: true }).where(eq(products.id, bread));
    const res = await h.print.request('/print/export-label-cream?date=2027-05-09', {
      headers: { authorization: `Bearer ${producer.token}` },
    });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    // The batch of 6 May (shelf life 3 days) is the newest baked on or before the 9th.
    expect(text).toContain(t.exports.labelProduced('6 Mei 2027'));
    expect(text).toContain(t.exports.labelBestBefore('9 Mei 2027'));
  });

  it("counts a lot that expires before the date once, when an earlier date's order will take it", async () => {
    clock.set(wibAt('2027-05-07'));
    await bake(20); // good until the 10th
    const place = async (qty: number, deliveryDate: string) =>
      expectOk(
        await merchant.call('POST', '/transaction/order/store', {
          branchId: merchant.outletIds[0],
          deliveryDate,
          items: [{ productId: bread, qty }],
        }),
      );
    // The 8th's order gets the 10 that expire on the 9th (first expiry first): on the 9th the 1
    // without a lot and the new 20 are left, enough for the 9th's 4 + 15.
    await place(10, '2027-05-08');
    await place(15, '2027-05-09');
    const plan = expectOk(await producer.call('GET', '/production-plan?deliveryDate=2027-05-09'));
    expect(plan.lines[0]).toMatchObject({ productId: bread, ordered: 19, usableStock: 21, toMake: 0 });
  });

  it('dates a batch by the day it was baked, not the day it was approved; never ahead of today', async () => {
    clock.set(wibAt('2027-05-12'));
    // Baked last night, approved this morning: the lot's shelf life counts from yesterday.
    const made = expectOk(
      await producer.call('POST', '/production/store', {
        items: [{ productId: bread, qty: 7 }],
        productionDate: '2027-05-11',
      }),
    );
    expect(made.productionDate).toBe('2027-05-11');
    // A change that does not name the date keeps it.
    const changed = await producer.call('PUT', `/production/update/${made.productionId}`, {
      items: [{ productId: bread, qty: 8 }],
    });
    expect(expectOk(changed).productionDate).toBe('2027-05-11');
    expectOk(await warehouse.call('POST', `/production/accept/${made.productionId}`));
    expect(await lots()).toContainEqual(
      expect.objectContaining({ productionDate: '2027-05-11', expiresOn: '2027-05-14', qty: 8 }),
    );
    const ahead = await producer.call('POST', '/production/store', {
      items: [{ productId: bread, qty: 1 }],
      productionDate: '2027-05-13',
    });
    expect(expectRefused(ahead, 422)).toEqual({ productionDate: t.production.productionDateAhead });
    // Without a date, a batch is today's.
    const today = expectOk(await producer.call('POST', '/production/store', { items: [{ productId: bread, qty: 1 }] }));
    expect(today.productionDate).toBe('2027-05-12');
  });

  it('takes a hand removal from the oldest lots first, so stale stock leaves its lot once', async () => {
    clock.set(wibAt('2027-05-20'));
    const stale = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Basi' });
    await h.db.update(products).set({ shelfLifeDays: 1 }).where(eq(products.id, stale));
    const made = expectOk(await producer.call('POST', '/production/store', { items: [{ productId: stale, qty: 20 }] }));
    expectOk(await warehouse.call('POST', `/production/accept/${made.productionId}`));
    // 30 more counted on the shelf without a batch (a count, opening stock).
    const count = { notes: 'Hitung rak', items: [{ productId: stale, qty: 30 }] };
    expectOk(await warehouse.call('POST', '/stock/update', count));
    clock.set(wibAt('2027-05-22')); // the batch's 20 are past their date
    // The keeper takes the 20 stale ones off the shelf by hand.
    const removed = { notes: 'Roti basi dibuang', items: [{ productId: stale, qty: -20 }] };
    expectOk(await warehouse.call('POST', '/stock/update', removed));
    expect(await stockOf(h.db, stale)).toBe(30);
    // Nothing expired is left to write off a second time.
    expectRefused(await warehouse.call('POST', '/stock/write-off-expired', { productId: stale }), 409);
    expect(await stockOf(h.db, stale)).toBe(30);
  });
});
