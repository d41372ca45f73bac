import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { wibAt } from '../../testing/days';
import { insertProduct, publishAt } from '../../testing/fixtures';
import { onPostgres } from '../../testing/test-db';
import { ManualClock } from '../clock';
import { productionItems } from '../db/schema/production';
import { stockLots, stockMovements } from '../db/schema/stock';
import { ledgerMismatches, lotMismatches } from '../services/stock-ledger';

/**
 * Stock per size (DOMAIN 16: the plan counts per product and size): a size takes its own stock
 * first and then stock without a size; batches from the plan come in per size; the ledger, lots,
 * cancellations and write-offs keep to the size. Monday 5 April 2027, 10:00 WIB onwards.
 */
const clock = new ManualClock(wibAt('2027-04-05'));
const TUESDAY = '2027-04-06';

type SizeStock = { size: string | null; qty: number };
const sizeStockOf = async (productId: string): Promise<SizeStock[]> =>
  expectOk(await warehouse.call('GET', `/stock/show/${productId}`)).options.product.sizeStock;
const adjust = (notes: string, items: { productId: string; qty: number; size?: string }[]) =>
  warehouse.call('POST', '/stock/update', { notes, items });

async function sizedBread(title: string, opts: { shelfLifeDays?: number } = {}) {
  const id = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title, sizes: ['S', 'M', 'L'], ...opts });
  await publishAt(h.db, merchant.tier!, { [id]: 5000 });
  return id;
}

async function place(productId: string, lines: [size: string, qty: number][], deliveryDate = TUESDAY) {
  const placed = await merchant.call('POST', '/transaction/order/store', {
    branchId: merchant.outletIds[0],
    deliveryDate,
    items: lines.map(([size, qty]) => ({ productId, qty, notes: size })),
  });
  return expectOk(placed).transactionOrderId as number;
}
const confirm = (id: number) => producer.call('POST', `/transaction/order/confirm/${id}`);

const { h, merchant, producer, warehouse } = withTestApi(
  { merchant: 'merchant', producer: 'production', warehouse: 'warehouse' },
  { clock },
);
// DOMAIN 5 per size: every size equals its ledger rows, and the sizes never hold more than the stock.
afterEach(async () => {
  expect(await ledgerMismatches(h.db)).toEqual([]);
  expect(await lotMismatches(h.db)).toEqual([]);
});

describe('counting stock per size (POST /stock/update)', () => {
  it('books each size and stock without a size, shows them in the product order, and refuses a size the product has not', async () => {
    const bread = await sizedBread('Roti Ukuran Hitung');
    const counted = await adjust('Stok opname', [
      { productId: bread, qty: 10, size: 'S' },
      { productId: bread, qty: 5, size: 'M' },
      { productId: bread, qty: 3 },
    ]);
    expect(expectOk(counted).items[0]).toMatchObject({ stock: 18, sizes: ['S', 'M', 'L'] });
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 10 },
      { size: 'M', qty: 5 },
      { size: 'L', qty: 0 },
      { size: null, qty: 3 },
    ]);
    const list = expectOk(await warehouse.call('GET', '/stock?search=Roti Ukuran Hitung'));
    expect(list.items[0].sizeStock).toEqual(await sizeStockOf(bread));

    const wrong = await adjust('Salah ukuran', [{ productId: bread, qty: 1, size: 'XL' }]);
    expect(expectRefused(wrong, 422)).toEqual({ 'items.0.size': t.stock.sizeInvalid('Roti Ukuran Hitung', 'XL') });
    // A count takes from the size it names and no other, as the form shows it: 6 of M, which holds
    // 5, is refused whole, naming the size, though stock without a size could have made it up.
    const tooMuch = await adjust('Rusak', [
      { productId: bread, qty: -2, size: 'S' },
      { productId: bread, qty: -6, size: 'M' },
    ]);
    expectRefused(tooMuch, 422, t.stock.insufficientSizeOnly('Roti Ukuran Hitung', 'M', 5, 'pcs'));
    // Stock without a size is counted alone too: 4 of the 3 there is refused, S is not touched.
    const unsized = await adjust('Rusak', [{ productId: bread, qty: -4 }]);
    expectRefused(unsized, 422, t.stock.insufficientUnsized('Roti Ukuran Hitung', 3, 'pcs'));
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 10 },
      { size: 'M', qty: 5 },
      { size: 'L', qty: 0 },
      { size: null, qty: 3 },
    ]);
  });
});

describe('orders take their own size (confirm, cancel)', () => {
  it('takes a size first from its own stock, then from stock without a size; a cancellation puts it back in the size', async () => {
    const bread = await sizedBread('Roti Ukuran Pesan');
    await adjust('Stok awal', [
      { productId: bread, qty: 4, size: 'S' },
      { productId: bread, qty: 20, size: 'L' },
      { productId: bread, qty: 5 },
    ]);
    const id = await place(bread, [['S', 7]]);
    const ok = await confirm(id);
    expectOk(ok);
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 0 },
      { size: 'M', qty: 0 },
      { size: 'L', qty: 20 },
      { size: null, qty: 2 },
    ]);
    const rows = await h.db
      .select({ size: stockMovements.size, qty: stockMovements.qty, balance: stockMovements.balance })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, bread), eq(stockMovements.kind, 'order')))
      .orderBy(asc(stockMovements.id));
    expect(rows).toEqual([
      { size: 'S', qty: -4, balance: 25 },
      { size: null, qty: -3, balance: 22 },
    ]);

    const cancelled = await producer.call('POST', `/transaction/order/cancel/${id}`, { reason: 'Outlet tutup' });
    expectOk(cancelled);
    // The seven breads are size S: they come back as S.
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 7 },
      { size: 'M', qty: 0 },
      { size: 'L', qty: 20 },
      { size: null, qty: 2 },
    ]);
  });

  it('refuses an order whose size is short though the product has enough in another size; nothing moves', async () => {
    const bread = await sizedBread('Roti Ukuran Kurang');
    await adjust('Stok awal', [
      { productId: bread, qty: 3, size: 'M' },
      { productId: bread, qty: 50, size: 'L' },
      { productId: bread, qty: 1 },
    ]);
    const id = await place(bread, [['M', 6]]);
    const refused = await confirm(id);
    expectRefused(refused, 422, t.stock.insufficientSize('Roti Ukuran Kurang', 'M', 4, 'pcs'));
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 0 },
      { size: 'M', qty: 3 },
      { size: 'L', qty: 50 },
      { size: null, qty: 1 },
    ]);
    expect(expectOk(await producer.call('GET', `/transaction/order/show/${id}`)).status).toBe('pending');
  });
});

describe('goods coming back keep their size (adjustment after delivery, returns)', () => {
  it('puts two M short on delivery back in M, and a returned L taken to stock in L', async () => {
    const bread = await sizedBread('Roti Ukuran Kembali');
    await adjust('Stok awal', [
      { productId: bread, qty: 10, size: 'M' },
      { productId: bread, qty: 10, size: 'L' },
    ]);
    const id = await place(bread, [
      ['M', 6],
      ['L', 4],
    ]);
    expectOk(await confirm(id));
    // Two M came back damaged on delivery: the order is adjusted to 4 M, and the two go back to M.
    const adjusted = await (
      await h.as('admin')
    ).call('POST', `/transaction/order/store-adjustment/${id}`, {
      adjustmentNotes: 'Dua rusak di jalan',
      items: [
        { productId: bread, qty: 4, notes: 'M' },
        { productId: bread, qty: 4, notes: 'L' },
      ],
    });
    expectOk(adjusted);
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 0 },
      { size: 'M', qty: 6 },
      { size: 'L', qty: 6 },
    ]);

    // The outlet gives three L back the day they arrived (a return is of goods received).
    clock.set(wibAt(TUESDAY));
    try {
      const stored = await merchant.call('POST', '/return/store', {
        clientKey: `retur-ukuran-${Date.now()}`,
        branchId: merchant.outletIds[0],
        date: TUESDAY,
        items: [{ productId: bread, qty: 3, size: 'L', reason: 'sisa' }],
      });
      const ret = expectOk(stored);
      const processed = await producer.call('POST', `/return/process/${ret.id}`, {
        lines: [{ itemId: ret.items[0].itemId, disposition: 'stok' }],
      });
      expectOk(processed);
      expect(await sizeStockOf(bread)).toEqual([
        { size: 'S', qty: 0 },
        { size: 'M', qty: 6 },
        { size: 'L', qty: 9 },
      ]);
    } finally {
      clock.set(wibAt('2027-04-05'));
    }
  });
});

describe('the plan per size, its batch and its lots', () => {
  it('makes what each size lacks, the surplus without a size; approval books sizes and dated lots', async () => {
    const bread = await sizedBread('Roti Ukuran Rencana', { shelfLifeDays: 3 });
    const flour = await insertProduct(h.db, { type: 'bahan_baku', unit: 'kg', title: 'Tepung Ukuran', stock: 100 });
    const recipe = await producer.call('PUT', `/recipe/update/${bread}`, {
      batchYield: 20,
      lossPercent: 0,
      items: [{ productId: flour, qty: '1,5' }],
    });
    expectOk(recipe);
    // On the shelf: 10 S, 20 L and 5 without a size. Ordered for Tuesday: 30 S and 10 M.
    await adjust('Stok awal', [
      { productId: bread, qty: 10, size: 'S' },
      { productId: bread, qty: 20, size: 'L' },
      { productId: bread, qty: 5 },
    ]);
    await place(bread, [
      ['S', 30],
      ['M', 10],
    ]);

    const plan = await producer.call('GET', `/production-plan?deliveryDate=${TUESDAY}`);
    const line = expectOk(plan).lines.find((l: { productId: string }) => l.productId === bread);
    // S: 30 - 10 S - 5 without a size = 15; M: 10 (the 20 L are no S or M) -> 25 -> 2 batches x 20.
    expect(line).toMatchObject({ ordered: 40, toMake: 25, batches: 2, planned: 40 });
    expect(line.sizes).toEqual([
      { size: 'S', ordered: 30, toMake: 15 },
      { size: 'M', ordered: 10, toMake: 10 },
    ]);
    expect(line.explanation).toContain('40 dipesan - 15 stok = 25');

    const made = await producer.call('POST', '/production-plan/create-productions', { deliveryDate: TUESDAY });
    const productionId = expectOk(made).productionId as number;
    const lines = await h.db
      .select({ size: productionItems.size, qty: productionItems.qty })
      .from(productionItems)
      .where(and(eq(productionItems.productionId, productionId), eq(productionItems.productId, bread)))
      .orderBy(asc(productionItems.id));
    expect(lines).toEqual([
      { size: 'S', qty: 15 },
      { size: 'M', qty: 10 },
      { size: null, qty: 15 },
    ]);
    const shown = expectOk(await warehouse.call('GET', `/production/show/${productionId}`));
    expect(shown.items.filter((l: { productId: string }) => l.productId === bread)).toEqual([
      expect.objectContaining({ size: 'S', qty: 15 }),
      expect.objectContaining({ size: 'M', qty: 10 }),
      expect.objectContaining({ size: null, qty: 15 }),
    ]);

    expectOk(await warehouse.call('POST', `/production/accept/${productionId}`));
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 25 },
      { size: 'M', qty: 10 },
      { size: 'L', qty: 20 },
      { size: null, qty: 20 },
    ]);
    const booked = await h.db
      .select({ size: stockLots.size, qty: stockLots.qty, expiresOn: stockLots.expiresOn })
      .from(stockLots)
      .where(eq(stockLots.productId, bread))
      .orderBy(asc(stockLots.id));
    expect(booked).toEqual([
      { size: 'S', qty: 15, expiresOn: '2027-04-08' },
      { size: 'M', qty: 10, expiresOn: '2027-04-08' },
      { size: null, qty: 15, expiresOn: '2027-04-08' },
    ]);
    const shownLots = expectOk(await warehouse.call('GET', `/stock/show/${bread}`)).options.lots;
    expect(shownLots.map((l: { size: string | null }) => l.size)).toEqual(['S', 'M', null]);

    // Now the plan is covered size by size.
    const after = expectOk(await producer.call('GET', `/production-plan?deliveryDate=${TUESDAY}`));
    const covered = after.lines.find((l: { productId: string }) => l.productId === bread);
    expect(covered).toMatchObject({ toMake: 0, planned: 0 });
  });

  it('does not sell an expired lot of a size; the write-off takes it from its size', async () => {
    const bread = await sizedBread('Roti Ukuran Basi', { shelfLifeDays: 1 });
    const made = await producer.call('POST', '/production/store', {
      items: [
        { productId: bread, qty: 8, size: 'S' },
        { productId: bread, qty: 2 },
      ],
    });
    expectOk(await warehouse.call('POST', `/production/accept/${expectOk(made).productionId}`));
    const badSize = await producer.call('POST', '/production/store', {
      items: [{ productId: bread, qty: 1, size: 'XL' }],
    });
    expect(expectRefused(badSize, 422)).toEqual({ 'items.0.size': t.stock.sizeInvalid('Roti Ukuran Basi', 'XL') });

    // Two days on, the batch is expired: an order of 3 S finds no good S and no good stock without a size.
    clock.set(wibAt('2027-04-07'));
    try {
      const id = await place(bread, [['S', 3]], '2027-04-08');
      const refused = await confirm(id);
      expectRefused(refused, 422, t.stock.expiredNotUsable('Roti Ukuran Basi', 0, 'pcs'));

      const written = await warehouse.call('POST', '/stock/write-off-expired', { productId: bread });
      expect(expectOk(written)).toEqual({ products: 1, lots: 2 });
      expect(await sizeStockOf(bread)).toEqual([
        { size: 'S', qty: 0 },
        { size: 'M', qty: 0 },
        { size: 'L', qty: 0 },
      ]);
    } finally {
      clock.set(wibAt('2027-04-05'));
    }
  });
});

describe.runIf(onPostgres)('two confirmations of one size at once (PostgreSQL)', () => {
  it('lets one through and refuses the other: the size never goes below zero', async () => {
    const bread = await sizedBread('Roti Ukuran Rebut');
    await adjust('Stok awal', [
      { productId: bread, qty: 10, size: 'M' },
      { productId: bread, qty: 30, size: 'L' },
    ]);
    const [a, b] = [await place(bread, [['M', 6]]), await place(bread, [['M', 6]])];
    const answers = await Promise.all([confirm(a), confirm(b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await sizeStockOf(bread)).toEqual([
      { size: 'S', qty: 0 },
      { size: 'M', qty: 4 },
      { size: 'L', qty: 30 },
    ]);
  });
});
if (!onPostgres) console.log('[stock-sizes] uji bersamaan hanya di PostgreSQL: TEST_DATABASE_URL tidak diset.');
