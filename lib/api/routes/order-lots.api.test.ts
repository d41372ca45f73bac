import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { wibAt } from '../../testing/days';
import { insertProduct, publishAt, stockOf } from '../../testing/fixtures';
import { ManualClock } from '../clock';
import { products } from '../db/schema/catalog';
import { transactionOrderItems } from '../db/schema/orders';
import { orderItemLots, stockLots } from '../db/schema/stock';
import { applyStockChanges, ledgerMismatches, lotMismatches } from '../services/stock-ledger';

/**
 * Lot traceability (DOMAIN 15, 18): which batch an order's goods came from, and goods coming back
 * to that batch. On an injected clock from Monday 7 June 2027, 10:00 WIB.
 */
const clock = new ManualClock(wibAt('2027-06-07'));
const tr = t.returns;

let bread = '';
let plain = '';
let keys = 0;
let firstOrder = 0;
let secondOrder = 0;

const { h, merchant, producer, warehouse, admin } = withTestApi(
  { merchant: 'merchant', producer: 'production', warehouse: 'warehouse', admin: 'admin' },
  { clock },
);

/** A product's lots with something left, as the stock screen shows them: [expires on, qty]. */
async function lotsOf(productId: string) {
  const shown = expectOk(await warehouse.call('GET', `/stock/show/${productId}`)).options.lots as {
    expiresOn: string;
    qty: number;
  }[];
  return shown.map((l) => [l.expiresOn, l.qty]);
}

/** What an order line is booked as still holding of each lot: expires on, qty. */
async function bookedTo(itemId: number) {
  return h.db
    .select({ expiresOn: stockLots.expiresOn, qty: orderItemLots.qty })
    .from(orderItemLots)
    .innerJoin(stockLots, eq(stockLots.id, orderItemLots.lotId))
    .where(eq(orderItemLots.orderItemId, itemId))
    .orderBy(stockLots.expiresOn);
}

async function bake(productId: string, qty: number) {
  const made = await producer.call('POST', '/production/store', { items: [{ productId, qty }] });
  expectOk(await warehouse.call('POST', `/production/accept/${expectOk(made).productionId}`));
}

async function confirmedOrder(productId: string, qty: number, deliveryDate: string) {
  const placed = await merchant.call('POST', '/transaction/order/store', {
    branchId: merchant.outletIds[0],
    deliveryDate,
    items: [{ productId, qty }],
  });
  const id = expectOk(placed).transactionOrderId as number;
  expectOk(await producer.call('POST', `/transaction/order/confirm/${id}`));
  return id;
}

async function labelText(date: string) {
  const res = await h.print.request(`/print/export-label-cream?date=${date}`, {
    headers: { authorization: `Bearer ${producer.token}` },
  });
  expect(res.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

async function storedReturn(who: SignedIn, productId: string, date: string, qty: number) {
  const stored = await who.call('POST', '/return/store', {
    clientKey: `jejak-uji-${++keys}`,
    branchId: merchant.outletIds[0],
    date,
    items: [{ productId, qty, reason: 'sisa' }],
  });
  return expectOk(stored) as { id: number; items: { itemId: number }[] };
}

const toStock = (ret: { id: number; items: { itemId: number }[] }) =>
  admin.call('POST', `/return/process/${ret.id}`, { lines: [{ itemId: ret.items[0].itemId, disposition: 'stok' }] });

beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Jejak' });
  plain = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Tanpa Lot' });
  await h.db.update(products).set({ shelfLifeDays: 3, hasLabel: true }).where(eq(products.id, bread));
  await h.db.update(products).set({ shelfLifeDays: 3 }).where(eq(products.id, plain));
  await publishAt(h.db, merchant.tier!, { [bread]: 5000, [plain]: 4000 });
});
afterEach(async () => {
  expect(await ledgerMismatches(h.db)).toEqual([]);
  expect(await lotMismatches(h.db)).toEqual([]);
});

describe('the batch an order took', () => {
  it("prints the dates of the batch the goods were taken from on a confirmed order's label, not the newest batch", async () => {
    await bake(bread, 10); // 7 June, good before 10 June
    clock.set(wibAt('2027-06-08'));
    await bake(bread, 10); // 8 June, good before 11 June
    firstOrder = await confirmedOrder(bread, 12, '2027-06-09'); // 10 of the 7 June batch, then 2 of the 8th (FEFO)
    expect(await lotsOf(bread)).toEqual([['2027-06-11', 8]]);
    const text = await labelText('2027-06-09');
    expect(text).toContain(t.exports.labelProduced('7 Juni 2027'));
    expect(text).toContain(t.exports.labelBestBefore('10 Juni 2027'));
    expect(text).not.toContain(t.exports.labelProduced('8 Juni 2027'));
  });

  it('puts goods that come back into the batch they left: a cancellation all of them, a shortfall the soonest to expire first', async () => {
    // The order of 12 for the 9th took 10 of the 7 June batch and 2 of the 8th; staff cancel it.
    expectOk(await admin.call('POST', `/transaction/order/cancel/${firstOrder}`, { reason: 'Salah input' }));
    expect(await lotsOf(bread)).toEqual([
      ['2027-06-10', 10],
      ['2027-06-11', 10],
    ]);

    const order = await confirmedOrder(bread, 12, '2027-06-09');
    secondOrder = order;
    expect(await lotsOf(bread)).toEqual([['2027-06-11', 8]]);
    // Only 9 arrived: the 3 that came back are of the 7th, the sooner to expire of the two.
    expectOk(
      await admin.call('POST', `/transaction/order/store-adjustment/${order}`, {
        adjustmentNotes: 'Kurang 3',
        items: [{ productId: bread, qty: 9, notes: null }],
      }),
    );
    expect(await lotsOf(bread)).toEqual([
      ['2027-06-10', 3],
      ['2027-06-11', 8],
    ]);
    expect(await stockOf(h.db, bread)).toBe(11);
  });

  it('gives what an adjustment adds from the oldest good batch, and books it to the line', async () => {
    const [line] = expectOk(await producer.call('GET', `/transaction/order/show/${secondOrder}`)).items;
    expectOk(
      await admin.call('POST', `/transaction/order/store-adjustment/${secondOrder}`, {
        adjustmentNotes: 'Tambah dua',
        items: [{ productId: bread, qty: 11, notes: null }],
      }),
    );
    expect(await lotsOf(bread)).toEqual([
      ['2027-06-10', 1],
      ['2027-06-11', 8],
    ]);
    expect(await bookedTo(line.itemId)).toEqual([
      { expiresOn: '2027-06-10', qty: 9 },
      { expiresOn: '2027-06-11', qty: 2 },
    ]);
  });
});

describe('goods an outlet returns to stock', () => {
  it('go back into the batch of its latest delivery, and are refused back to stock once that batch has expired', async () => {
    clock.set(wibAt('2027-06-09'));
    // The outlet received 11 on the 9th: 9 of the 7 June batch and 2 of the 8th.
    expectOk(await toStock(await storedReturn(merchant, bread, '2027-06-09', 2)));
    expect(await lotsOf(bread)).toEqual([
      ['2027-06-10', 3],
      ['2027-06-11', 8],
    ]);

    clock.set(wibAt('2027-06-10')); // the 7 June batch is past its date today
    const late = await storedReturn(merchant, bread, '2027-06-10', 2);
    expect(expectRefused(await toStock(late), 422)).toEqual({
      'lines.0.disposition': tr.lotExpired('Roti Jejak', '10 Juni 2027'),
    });
    expect(await stockOf(h.db, bread)).toBe(11);
    expectOk(
      await admin.call('POST', `/return/process/${late.id}`, {
        lines: [{ itemId: late.items[0].itemId, disposition: 'buang' }],
      }),
    );
    expect(await stockOf(h.db, bread)).toBe(11);
    // Thrown away, they have left what the outlet holds of the batch: a later return is traced past them.
    const [line] = expectOk(await producer.call('GET', `/transaction/order/show/${secondOrder}`)).items;
    expect(await bookedTo(line.itemId)).toEqual([
      { expiresOn: '2027-06-10', qty: 5 },
      { expiresOn: '2027-06-11', qty: 2 },
    ]);
  });

  it('are dated from their delivery when their batch is not known, so they still expire', async () => {
    // Stock put in by hand has no batch; the order takes it, and 2 come back.
    expectOk(
      await warehouse.call('POST', '/stock/update', { notes: 'Stok awal', items: [{ productId: plain, qty: 10 }] }),
    );
    await confirmedOrder(plain, 4, '2027-06-11');
    clock.set(wibAt('2027-06-11'));
    expectOk(await toStock(await storedReturn(merchant, plain, '2027-06-11', 2)));
    // As if baked the day before it was delivered: good for the product's 3 days from then.
    expect(await lotsOf(plain)).toEqual([['2027-06-13', 2]]);
    expect(await stockOf(h.db, plain)).toBe(8);

    // 2 more arrive on the 15th; the outlet still has 2 of the 11th (past their date) and these 2.
    clock.set(wibAt('2027-06-14'));
    await confirmedOrder(plain, 2, '2027-06-15');
    clock.set(wibAt('2027-06-15'));
    // One left over is of the newest: baked the 14th, for the 15th.
    expectOk(await toStock(await storedReturn(merchant, plain, '2027-06-15', 1)));
    expect(await lotsOf(plain)).toEqual([
      ['2027-06-13', 2],
      ['2027-06-17', 1],
    ]);
    // Two more reach back to the 11th's goods, expired today: not back to stock.
    const older = await storedReturn(merchant, plain, '2027-06-15', 2);
    expect(expectRefused(await toStock(older), 422)).toEqual({
      'lines.0.disposition': tr.lotExpired('Roti Tanpa Lot', '13 Juni 2027'),
    });
  });

  it('hold the order they came from: it cannot be lowered below them, and is checked again on processing', async () => {
    const [order] = expectOk(await producer.call('GET', '/delivery?date=2027-06-15')).items;
    // Of the 6 received, 5 came back (2 + 1, and the 2 still waiting): the 15th's 2 may lose 1.
    const lowered = await admin.call('POST', `/transaction/order/store-adjustment/${order.transactionOrderId}`, {
      adjustmentNotes: 'Tidak jadi dikirim',
      items: [{ productId: plain, qty: 0, notes: null }],
    });
    expect(expectRefused(lowered, 422)).toEqual({
      'items.0.qty': tr.lowerPastReturn('Roti Tanpa Lot', 1, 'pcs'),
    });
    // Changed behind the API's back (data from before returns were capped): processing looks again.
    await h.db
      .update(transactionOrderItems)
      .set({ qty: 0 })
      .where(eq(transactionOrderItems.orderId, order.transactionOrderId));
    const [waiting] = expectOk(await admin.call('GET', '/return?status=menunggu')).items;
    expect(expectRefused(await toStock(waiting), 422)).toEqual({
      'lines.0.disposition': tr.moreThanReceived('Roti Tanpa Lot', 1, 'pcs'),
    });
  });
});

describe('a sized line served from stock without a size', () => {
  it('gives its goods back to their size with the dates of the lot they left', async () => {
    const sized = await insertProduct(h.db, {
      type: 'bahan_jadi',
      unit: 'pcs',
      title: 'Roti Jejak Ukuran',
      sizes: ['M', 'L'],
    });
    await h.db.update(products).set({ shelfLifeDays: 3 }).where(eq(products.id, sized));
    await publishAt(h.db, merchant.tier!, { [sized]: 6000 });
    // Stock from before the product had sizes: 6 without a size, in one lot.
    await h.db.transaction(async (tx) => {
      await applyStockChanges(tx, { userId: null, now: new Date() }, [{ productId: sized, qty: 6 }], {
        kind: 'adjustment',
        notes: 'Stok lama',
      });
      await tx
        .insert(stockLots)
        .values({ productId: sized, productionDate: '2027-06-15', expiresOn: '2027-06-18', size: null, qty: 6 });
    });
    const placed = await merchant.call('POST', '/transaction/order/store', {
      branchId: merchant.outletIds[0],
      deliveryDate: '2027-06-16',
      items: [{ productId: sized, qty: 4, notes: 'M' }],
    });
    const id = expectOk(placed).transactionOrderId as number;
    expectOk(await producer.call('POST', `/transaction/order/confirm/${id}`));
    expectOk(await admin.call('POST', `/transaction/order/cancel/${id}`, { reason: 'Salah ukuran' }));
    const lots = await h.db
      .select({ size: stockLots.size, qty: stockLots.qty, expiresOn: stockLots.expiresOn })
      .from(stockLots)
      .where(eq(stockLots.productId, sized))
      .orderBy(stockLots.id);
    expect(lots).toEqual([
      { size: null, qty: 2, expiresOn: '2027-06-18' },
      { size: 'M', qty: 4, expiresOn: '2027-06-18' },
    ]);
  });
});

describe('later in the month', () => {
  /** A product of its own with a shelf life of `days`, published at the partner's tier. */
  async function tracked(title: string, days: number) {
    const id = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title });
    await h.db.update(products).set({ shelfLifeDays: days }).where(eq(products.id, id));
    await publishAt(h.db, merchant.tier!, { [id]: 5000 });
    return id;
  }
  const lineOf = async (orderId: number) =>
    expectOk(await producer.call('GET', `/transaction/order/show/${orderId}`)).items[0].itemId as number;

  /** The clock moves to `date`; sessions end by the API's clock, so everyone signs in again. */
  async function at(date: string) {
    clock.set(wibAt(date));
    for (const who of [merchant, producer, warehouse, admin]) {
      const token = await h.login(who.username);
      Object.assign(who, { token, call: h.caller(token) });
    }
  }

  it('takes expired goods thrown away off the oldest delivery, not the latest', async () => {
    await at('2027-06-20');
    const old = await tracked('Roti Jejak Lama', 3);
    await bake(old, 5); // good before the 23rd
    const first = await confirmedOrder(old, 5, '2027-06-21');
    await at('2027-06-21');
    await bake(old, 5); // good before the 24th
    const second = await confirmedOrder(old, 5, '2027-06-22');
    await at('2027-06-23');
    const stored = await merchant.call('POST', '/return/store', {
      clientKey: `jejak-uji-${++keys}`,
      branchId: merchant.outletIds[0],
      date: '2027-06-23',
      items: [{ productId: old, qty: 2, reason: 'kedaluwarsa' }],
    });
    const ret = expectOk(stored) as { id: number; items: { itemId: number }[] };
    expectOk(
      await admin.call('POST', `/return/process/${ret.id}`, {
        lines: [{ itemId: ret.items[0].itemId, disposition: 'buang' }],
      }),
    );
    expect(await bookedTo(await lineOf(first))).toEqual([{ expiresOn: '2027-06-23', qty: 3 }]);
    expect(await bookedTo(await lineOf(second))).toEqual([{ expiresOn: '2027-06-24', qty: 5 }]);
  });

  it('gives a correction after the delivery day from what was good on that day', async () => {
    const fix = await tracked('Roti Koreksi', 2);
    await at('2027-06-24');
    await bake(fix, 6); // good before the 26th
    const order = await confirmedOrder(fix, 5, '2027-06-25');
    // Two days on the batch has expired; the outlet did get 6 on the 25th.
    await at('2027-06-27');
    expectOk(
      await admin.call('POST', `/transaction/order/store-adjustment/${order}`, {
        adjustmentNotes: 'Yang sampai enam',
        items: [{ productId: fix, qty: 6, notes: null }],
      }),
    );
    expect(await bookedTo(await lineOf(order))).toEqual([{ expiresOn: '2027-06-26', qty: 6 }]);
  });
});
