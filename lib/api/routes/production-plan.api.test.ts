import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { insertProduct, outletsOf, publishAt, stockOf } from '../../testing/fixtures';
import { onPostgres } from '../../testing/test-db';
import { ManualClock } from '../clock';
import { products } from '../db/schema/catalog';
import { productions } from '../db/schema/production';
import { ledgerMismatches, lotMismatches } from '../services/stock-ledger';

/** Monday 5 April 2027, 10:00 WIB: Tuesday 6 April is the first open delivery date. */
const clock = new ManualClock(new Date('2027-04-05T10:00:00+07:00'));
const TUESDAY = '2027-04-06';
const WEDNESDAY = '2027-04-07';

let outletA: number;
let outletB: number;
/** DOMAIN 16's worked example: bread A, flour, cream C (semi-finished), sugar. */
const p = { bread: '', flour: '', cream: '', sugar: '' };

const plan = (date = TUESDAY) => producer.call('GET', `/production-plan?deliveryDate=${date}`);
const createDoc = (date = TUESDAY) =>
  producer.call('POST', '/production-plan/create-productions', { deliveryDate: date });
const order = (branchId: number, qty: number, deliveryDate = TUESDAY) =>
  merchant.call('POST', '/transaction/order/store', { branchId, deliveryDate, items: [{ productId: p.bread, qty }] });

/** The warehouse books flour and sugar in (kg, typed as the screen sends them). */
async function materialsArrive(flour: string, sugar: string) {
  const res = await warehouse.call('POST', '/stock/update', {
    notes: 'Bahan datang',
    items: [
      { productId: p.flour, qty: flour },
      { productId: p.sugar, qty: sugar },
    ],
  });
  expectOk(res);
}

const { h, merchant, producer, warehouse, viewer } = withTestApi(
  { merchant: 'merchant', producer: 'production', warehouse: 'warehouse', viewer: 'viewer' },
  { clock },
);
beforeAll(async () => {
  const mine = await outletsOf(h.db, merchant.userId);
  [outletA, outletB] = mine.ids;
  p.bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Krim A', stock: 40 });
  p.flour = await insertProduct(h.db, { type: 'bahan_baku', unit: 'kg', title: 'Tepung Rencana', stock: 10 });
  p.cream = await insertProduct(h.db, { type: 'setengah_jadi', unit: 'kg', title: 'Krim C' });
  p.sugar = await insertProduct(h.db, { type: 'bahan_baku', unit: 'kg', title: 'Gula Rencana' });
  await publishAt(h.db, mine.tier, { [p.bread]: 6000 });
});
afterEach(async () => {
  expect(await ledgerMismatches(h.db)).toEqual([]);
  expect(await lotMismatches(h.db)).toEqual([]);
});

describe('recipes (DOMAIN 15)', () => {
  it('saves a recipe with decimals typed the Indonesian way, shows it, and lists products with or without one', async () => {
    const cream = await producer.call('PUT', `/recipe/update/${p.cream}`, {
      batchYield: 10,
      lossPercent: 0,
      items: [{ productId: p.sugar, qty: '6,5' }],
    });
    expectOk(cream, t.recipe.saved);
    const bread = await producer.call('PUT', `/recipe/update/${p.bread}`, {
      batchYield: 80,
      lossPercent: '3',
      items: [
        { productId: p.flour, qty: 4 },
        { productId: p.cream, qty: '2,5' },
      ],
    });
    expect(expectOk(bread)).toMatchObject({
      productId: p.bread,
      hasRecipe: true,
      batchYield: 80,
      lossPercent: 3,
      items: [
        { productId: p.flour, qty: 4, unit: 'kg', hasRecipe: false },
        { productId: p.cream, qty: 2.5, unit: 'kg', type: 'setengah_jadi', hasRecipe: true },
      ],
    });
    const shown = await warehouse.call('GET', `/recipe/show/${p.cream}`);
    expect(expectOk(shown).items).toEqual([expect.objectContaining({ productId: p.sugar, qty: 6.5 })]);

    const list = await viewer.call('GET', '/recipe?search=Krim&limit=50');
    const ids = expectOk(list).items.map((i: { productId: string }) => i.productId);
    expect(ids).toEqual(expect.arrayContaining([p.bread, p.cream]));
    expect(ids).not.toContain(p.sugar);
  });

  it('refuses a cycle and a chain deeper than five, naming it; a raw material has no recipe; nothing changes', async () => {
    const cycle = await producer.call('PUT', `/recipe/update/${p.cream}`, {
      batchYield: 10,
      items: [{ productId: p.bread, qty: 1 }],
    });
    expectRefused(cycle, 422, t.recipe.cycle('Krim C -> Roti Krim A -> Krim C'));
    expect(expectOk(await producer.call('GET', `/recipe/show/${p.cream}`)).items[0].productId).toBe(p.sugar);

    const self = await producer.call('PUT', `/recipe/update/${p.cream}`, {
      batchYield: 10,
      items: [{ productId: p.cream, qty: 1 }],
    });
    expect(expectRefused(self, 422)).toMatchObject({ 'items.0.productId': t.recipe.selfIngredient('Krim C') });

    // Six levels: L1 uses L2 ... L6 uses sugar.
    const levels: string[] = [];
    for (let i = 1; i <= 6; i++)
      levels.push(await insertProduct(h.db, { type: 'setengah_jadi', unit: 'kg', title: `Lapis ${i}` }));
    for (let i = 5; i >= 1; i--) {
      const below = i === 5 ? p.sugar : levels[i];
      const res = await producer.call('PUT', `/recipe/update/${levels[i - 1]}`, {
        batchYield: 1,
        items: [{ productId: below, qty: 1 }],
      });
      expectOk(res);
    }
    const deep = await producer.call('PUT', `/recipe/update/${levels[5]}`, {
      batchYield: 1,
      items: [{ productId: levels[0], qty: 1 }],
    });
    expectRefused(deep, 422, t.recipe.tooDeep('Lapis 6 -> Lapis 1 -> Lapis 2 -> Lapis 3 -> Lapis 4 -> Lapis 5'));

    const raw = await producer.call('PUT', `/recipe/update/${p.flour}`, {
      batchYield: 1,
      items: [{ productId: p.sugar, qty: 1 }],
    });
    expectRefused(raw, 422, t.recipe.notRecipeProduct('Tepung Rencana'));
  });

  it('lets only production write recipes; the warehouse and the viewer read', async () => {
    const body = { batchYield: 10, items: [{ productId: p.sugar, qty: 6.5 }] };
    for (const role of [warehouse, viewer, merchant])
      expectRefused(await role.call('PUT', `/recipe/update/${p.cream}`, body), 403);
    expectRefused(await merchant.call('GET', '/recipe'), 403);
    expectRefused(await viewer.call('POST', '/production-plan/create-productions', { deliveryDate: TUESDAY }), 403);
    expectOk(await warehouse.call('GET', `/production-plan?deliveryDate=${TUESDAY}`));
  });
});

describe('the production plan (DOMAIN 16 worked example)', () => {
  let orderB = 0;
  let supplierId = 0;

  it('plans 312 ordered A with 40 in stock as 4 batches of 80, explodes cream C and totals flour and sugar exactly', async () => {
    expectOk(await order(outletA, 200));
    const second = await order(outletB, 112);
    orderB = expectOk(second).transactionOrderId;

    const supplier = await warehouse.call('POST', '/supplier/store', { company: 'PT Tepung Rencana' });
    supplierId = supplier.body.data.supplierId;
    const sells = await warehouse.call('PUT', `/supplier/update-products/${supplierId}`, {
      products: [{ productId: p.flour, price: '12.000', leadDays: 2, preferred: true }],
    });
    expect(expectOk(sells).products).toEqual([
      { productId: p.flour, title: 'Tepung Rencana', unit: 'kg', price: 12000, leadDays: 2, preferred: true },
    ]);
    const procurement = await warehouse.call('POST', '/procurement/store', {
      supplierId,
      paymentDueOn: '2027-04-30',
      items: [{ productId: p.flour, qty: '2', price: 12000 }],
    });
    expectOk(procurement);

    const res = await plan();
    expectOk(res);
    const [bread, cream] = res.body.data.lines;
    expect(bread).toMatchObject({
      productId: p.bread,
      ordered: 312,
      usableStock: 40,
      toMake: 272,
      batchYield: 80,
      lossPercent: 3,
      batches: 4,
      planned: 320,
    });
    expect(bread.explanation.startsWith('312 dipesan - 40 stok = 272 -> 4 batch x 80')).toBe(true);
    expect(cream).toMatchObject({
      productId: p.cream,
      ordered: 10,
      usableStock: 0,
      toMake: 10,
      batches: 1,
      planned: 10,
    });
    expect(res.body.data.materials).toEqual([
      expect.objectContaining({
        productId: p.sugar,
        need: 6.5,
        stock: 0,
        onOrder: 0,
        shortfall: 6.5,
        supplierId: null,
      }),
      expect.objectContaining({
        productId: p.flour,
        need: 16,
        stock: 10,
        onOrder: 2,
        shortfall: 4,
        supplierId,
        supplierName: 'PT Tepung Rencana',
      }),
    ]);
    expect(res.body.data).toMatchObject({ productionId: null, missingRecipes: [] });

    const shortfall = await warehouse.call('GET', `/production-plan/shortfall?deliveryDate=${TUESDAY}`);
    expect(expectOk(shortfall)).toEqual({
      deliveryDate: TUESDAY,
      suppliers: [
        {
          supplierId,
          supplierName: 'PT Tepung Rencana',
          lines: [{ productId: p.flour, title: 'Tepung Rencana', unit: 'kg', qty: 4, price: 12000 }],
        },
      ],
      withoutSupplier: [{ productId: p.sugar, title: 'Gula Rencana', unit: 'kg', qty: 6.5 }],
    });
  });

  it('makes one pending document from the plan, updates it while pending, and shows what changed', async () => {
    const made = await createDoc();
    expectOk(made);
    expect(made.body.data.created).toBe(true);
    const id = made.body.data.productionId;
    const doc = expectOk(await producer.call('GET', `/production/show/${id}`));
    const lines = doc.items.map((l: { productId: string; qty: number; direction: string }) => [
      l.productId,
      l.direction,
      l.qty,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [p.bread, 'in', 320],
        [p.cream, 'in', 10],
        [p.cream, 'out', 10],
        [p.flour, 'out', 16],
        [p.sugar, 'out', 6.5],
      ]),
    );
    expect(lines).toHaveLength(5);
    expect(doc.planDeliveryDate).toBe(TUESDAY);

    // The partner cancels 112: the plan drops to 200 - 40 = 160 -> 3 batches, and says what changed.
    expectOk(await merchant.call('POST', `/transaction/order/cancel/${orderB}`, {}));
    const changed = await plan();
    expect(changed.body.data.lines[0]).toMatchObject({ ordered: 200, toMake: 160, batches: 3, planned: 240 });
    expect(changed.body.data).toMatchObject({ productionId: id, productionStatus: 'pending' });
    expect(changed.body.data.changes).toEqual(
      expect.arrayContaining([{ productId: p.bread, title: 'Roti Krim A', from: 320, to: 240 }]),
    );

    // Renewed the next morning: its batch is baked from then, and its lots will date from then.
    clock.set(new Date('2027-04-06T07:00:00+07:00'));
    const again = await createDoc();
    clock.set(new Date('2027-04-05T10:00:00+07:00'));
    expect(again.body.data).toEqual({ productionId: id, number: made.body.data.number, created: false });
    const [renewed] = await h.db
      .select({ productionDate: productions.productionDate })
      .from(productions)
      .where(eq(productions.id, id));
    expect(renewed.productionDate).toBe('2027-04-06');
    expect((await plan()).body.data.changes).toEqual([]);
    const updated = expectOk(await producer.call('GET', `/production/show/${id}`));
    expect(updated.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: p.bread, direction: 'in', qty: 240 }),
        expect.objectContaining({ productId: p.flour, direction: 'out', qty: 12 }),
        expect.objectContaining({ productId: p.cream, direction: 'out', qty: 7.5 }),
      ]),
    );
  });

  it('approves into stock exactly, then answers 409 when nothing is missing and tops up when orders grow', async () => {
    const { productionId } = (await plan()).body.data;
    const short = await warehouse.call('POST', `/production/accept/${productionId}`);
    expectRefused(short, 422);
    expect(await stockOf(h.db, p.bread)).toBe(40);

    await materialsArrive('5', '10');
    expectOk(await warehouse.call('POST', `/production/accept/${productionId}`));
    expect(await stockOf(h.db, p.bread)).toBe(280);
    expect(await stockOf(h.db, p.cream)).toBe(2.5);
    expect(await stockOf(h.db, p.flour)).toBe(3);
    expect(await stockOf(h.db, p.sugar)).toBe(3.5);

    const nothing = await createDoc();
    expectRefused(nothing, 409, t.productionPlan.nothingToMake);

    expectOk(await order(outletB, 300));
    const more = await plan();
    // 500 ordered - 280 in stock = 220 -> 3 batches; the 2,5 kg of cream in stock counts first.
    expect(more.body.data.lines[0]).toMatchObject({
      ordered: 500,
      usableStock: 280,
      toMake: 220,
      batches: 3,
      planned: 240,
    });
    expect(more.body.data.lines[1]).toMatchObject({
      productId: p.cream,
      ordered: 7.5,
      usableStock: 2.5,
      toMake: 5,
      batches: 1,
    });
    const extra = await createDoc();
    expectOk(extra);
    expect(extra.body.data.created).toBe(true);
    expect(extra.body.data.productionId).not.toBe(productionId);
  });

  it('counts stock that pending orders of earlier dates still need as not usable', async () => {
    // Tuesday's pending 500 need all of today's 280 and more: nothing is usable for Wednesday.
    expectOk(await order(outletA, 50, WEDNESDAY));
    const res = await plan(WEDNESDAY);
    expect(res.body.data.lines[0]).toMatchObject({ ordered: 50, usableStock: 0, toMake: 50, batches: 1, planned: 80 });
  });

  it('lists a product without a recipe and plans it without materials', async () => {
    const plain = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Tanpa Resep' });
    await publishAt(h.db, (await outletsOf(h.db, merchant.userId)).tier, { [plain]: 4000 });
    const res = await merchant.call('POST', '/transaction/order/store', {
      branchId: outletA,
      deliveryDate: WEDNESDAY,
      items: [{ productId: plain, qty: 7 }],
    });
    expectOk(res);
    const planned = await plan(WEDNESDAY);
    expect(planned.body.data.missingRecipes).toEqual([{ productId: plain, title: 'Roti Tanpa Resep' }]);
    expect(planned.body.data.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: plain, toMake: 7, batches: null, planned: 7, batchYield: null }),
      ]),
    );
  });

  it('shows what was ordered of each size on the line of the product', async () => {
    const cake = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Bolu Ukuran' });
    await h.db
      .update(products)
      .set({ sizes: ['S', 'M'], sizeRequired: true })
      .where(eq(products.id, cake));
    await publishAt(h.db, (await outletsOf(h.db, merchant.userId)).tier, { [cake]: 9000 });
    const res = await merchant.call('POST', '/transaction/order/store', {
      branchId: outletB,
      deliveryDate: WEDNESDAY,
      items: [
        { productId: cake, qty: 3, notes: 'S' },
        { productId: cake, qty: 2, notes: 'M' },
      ],
    });
    expectOk(res);
    const line = (await plan(WEDNESDAY)).body.data.lines.find((l: { productId: string }) => l.productId === cake);
    expect(line).toMatchObject({
      ordered: 5,
      sizes: [
        { size: 'S', ordered: 3 },
        { size: 'M', ordered: 2 },
      ],
    });
  });

  it('refuses a bad date with the Indonesian message', async () => {
    const res = await producer.call('GET', '/production-plan?deliveryDate=2027-02-30');
    expectRefused(res, 422);
  });
});

describe.runIf(onPostgres)('create-productions under concurrency (PostgreSQL)', () => {
  it('makes one document when two calls come at once', async () => {
    const THURSDAY = '2027-04-08';
    expectOk(await order(outletA, 90, THURSDAY));
    const answers = await Promise.all([createDoc(THURSDAY), createDoc(THURSDAY), createDoc(THURSDAY)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.productionId)).size).toBe(1);
    const docs = await h.db
      .select({ id: productions.id })
      .from(productions)
      .where(and(eq(productions.planDeliveryDate, THURSDAY), eq(productions.status, 'pending')));
    expect(docs).toHaveLength(1);
  });

  it('a refresh while the warehouse approves never makes a second document for the same need', async () => {
    const FRIDAY = '2027-04-09';
    await materialsArrive('500', '500');
    for (const qty of [600, 700, 800]) {
      expectOk(await order(outletA, qty, FRIDAY));
      const made = expectOk(await createDoc(FRIDAY));
      const [refreshed, approved] = await Promise.all([
        createDoc(FRIDAY),
        warehouse.call('POST', `/production/accept/${made.productionId}`),
      ]);
      expectOk(approved);
      // The refresh came first and only changed the document, or came after and found it made.
      expect([200, 409]).toContain(refreshed.status);
      // Whatever is still pending is what the plan asks for now, with the approved batch counted:
      // a document planned without it would show as changes (more than is missing).
      const now = expectOk(await plan(FRIDAY));
      expect(now.changes).toEqual([]);
      const pending = await h.db
        .select({ id: productions.id })
        .from(productions)
        .where(and(eq(productions.planDeliveryDate, FRIDAY), eq(productions.status, 'pending')));
      expect(pending.length).toBeLessThanOrEqual(1);
      // Approved before the next round: the next order grows the need again.
      if (pending[0]) expectOk(await warehouse.call('POST', `/production/accept/${pending[0].id}`));
    }
  });
});
if (!onPostgres) console.log('[production-plan] uji bersamaan hanya di PostgreSQL: TEST_DATABASE_URL tidak diset.');
