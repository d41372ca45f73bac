import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, resourcePaths, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { insertProduct, auditRows, stockOf } from '../../testing/fixtures';
import { API_PREFIX } from '../app';
import { productions } from '../db/schema/production';
import { recipes } from '../db/schema/recipes';
import { stockMovements } from '../db/schema/stock';
import { ledgerMismatches } from '../services/stock-ledger';

type Caller = SignedIn['call'];
type Line = { productId: string | number; qty: unknown; unit?: string; type?: string };
type Detail = {
  productionId: number;
  number: string;
  status: string;
  statusLabel: string;
  approvedBy: string | null;
  notes: string | null;
  items: { productId: string; qty: number; unit: string; type: string; stock: number }[];
};

let flour: string;
let sugar: string;
let bread: string;
let donut: string;

const { h, producer, warehouse, owner } = withTestApi({
  producer: 'production',
  warehouse: 'warehouse',
  owner: 'owner',
});
beforeAll(async () => {
  flour = await insertProduct(h.db, { title: 'Tepung Terigu', type: 'bahan_baku', unit: 'kg', stock: 100 });
  sugar = await insertProduct(h.db, { title: 'Gula Pasir', type: 'bahan_baku', unit: 'kg', stock: 5 });
  bread = await insertProduct(h.db, { title: 'Roti Tawar', type: 'bahan_jadi', unit: 'pcs' });
  donut = await insertProduct(h.db, { title: 'Donat Gula', type: 'bahan_jadi', unit: 'pcs' });
});

const produce = (productId: string | number, qty: unknown): Line => ({ productId, qty, type: 'bahan_jadi' });
const consume = (productId: string | number, qty: unknown): Line => ({ productId, qty, type: 'bahan_baku' });
const movementsOf = (productionId: number) =>
  h.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.documentType, 'production'), eq(stockMovements.documentId, String(productionId))));

async function store(who: { call: Caller }, items: Line[], notes?: string): Promise<Detail> {
  const res = await who.call('POST', '/production/store', { items, notes });
  return expectOk(res) as Detail;
}

describe('recording a batch', () => {
  it('stores a pending batch with a PRD number, units from the products, and leaves stock alone', async () => {
    const res = await producer.call('POST', '/production/store', {
      items: [produce(bread, '1.200'), { productId: flour, qty: 20 }],
      notes: 'Shift pagi',
    });
    const batch = expectOk(res, t.production.created) as Detail;
    expect(batch.number).toMatch(/^PRD\/\d{4}\/\d{2}\/\d{4}$/);
    expect(batch).toMatchObject({
      status: 'pending',
      statusLabel: 'Menunggu',
      approvedBy: null,
      notes: 'Shift pagi',
      itemCount: 2,
      producedCount: 1,
      consumedCount: 1,
      createdBy: 'Uji production',
    });
    expect(batch.items).toEqual([
      {
        productId: bread,
        title: 'Roti Tawar',
        qty: 1200,
        unit: 'pcs',
        size: null,
        type: 'bahan_jadi',
        direction: 'in',
        stock: 0,
        lossPercent: null,
        expectedQty: 1200,
      },
      {
        productId: flour,
        title: 'Tepung Terigu',
        qty: 20,
        unit: 'kg',
        size: null,
        type: 'bahan_baku',
        direction: 'out',
        stock: 100,
        lossPercent: null,
        expectedQty: null,
      },
    ]);
    expect(await stockOf(h.db, flour)).toBe(100);
    expect(await stockOf(h.db, bread)).toBe(0);
    expect(await movementsOf(batch.productionId)).toHaveLength(0);
    const audit = await auditRows(h.db, { entity: 'production', entityId: String(batch.productionId) });
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it("refuses a batch without items with the spec's message, and creates nothing", async () => {
    const before = (await h.db.select().from(productions)).length;
    for (const body of [{ items: [] }, {}, { items: null, notes: 'kosong' }]) {
      const res = await producer.call('POST', '/production/store', body);
      expect(expectRefused(res, 422, 'Data produksi tidak boleh kosong.')).toMatchObject({
        items: t.errors.productionEmpty,
      });
    }
    expect((await h.db.select().from(productions)).length).toBe(before);
  });

  it('refuses a chosen product without a quantity, naming the line', async () => {
    const res = await producer.call('POST', '/production/store', {
      items: [produce(bread, 10), consume(flour, ''), consume(sugar, '0'), { productId: donut }],
    });
    const errors = expectRefused(res, 422, 'Data belum lengkap.');
    expect(errors).toMatchObject({
      'items.1.qty': t.validation.required,
      'items.2.qty': 'Harus lebih dari 0.',
      'items.3.qty': t.validation.required,
    });
    expect(errors).not.toHaveProperty('items.0.qty');
  });

  it("refuses a line whose type or unit is not the product's, and an unknown product", async () => {
    const wrongType = await producer.call('POST', '/production/store', {
      items: [produce(bread, 5), { productId: flour, qty: 3, type: 'bahan_jadi' }],
    });
    const mismatch = t.production.typeMismatch('Tepung Terigu', 'bahan baku');
    expect(expectRefused(wrongType, 422, mismatch)).toEqual({ 'items.1.type': mismatch });

    const wrongUnit = await producer.call('POST', '/production/store', {
      items: [{ productId: bread, qty: 5, unit: 'kg', type: 'bahan_jadi' }],
    });
    expect(expectRefused(wrongUnit, 422)).toEqual({ 'items.0.unit': t.production.unitMismatch('Roti Tawar', 'pcs') });

    const badType = await producer.call('POST', '/production/store', {
      items: [{ productId: bread, qty: 5, type: 'roti' }],
    });
    expect(expectRefused(badType, 422)).toHaveProperty(['items.0.type']);

    const unknown = await producer.call('POST', '/production/store', { items: [produce('9999', 5)] });
    expect(expectRefused(unknown, 422)).toEqual({ 'items.0.productId': t.stock.unknownProduct('9999') });
  });

  it('refuses the same product on two lines', async () => {
    const res = await producer.call('POST', '/production/store', {
      items: [consume(flour, 5), produce(bread, 10), consume(Number(flour), 2)],
    });
    expect(expectRefused(res, 422)).toEqual({ 'items.2.productId': t.production.duplicateLine('Tepung Terigu') });
  });
});

describe('reading batches', () => {
  it('lists newest first with status, summary and who made it; searches the number and filters the status', async () => {
    const many: Detail[] = [];
    for (let i = 0; i < 11; i++)
      many.push(await store(producer, [produce(donut, 10 + i), produce(bread, 5), consume(flour, 1)]));
    const page1 = await warehouse.call('GET', '/production');
    expectOk(page1);
    expect(page1.body.data.pagination).toMatchObject({ currentPage: 1, limit: 10, from: 1, to: 10 });
    expect(page1.body.data.items[0]).toMatchObject({
      productionId: many[10].productionId,
      number: many[10].number,
      status: 'pending',
      statusLabel: 'Menunggu',
      itemCount: 3,
      producedCount: 2,
      consumedCount: 1,
      producedSummary: 'Donat Gula 20 pcs, Roti Tawar 5 pcs',
      createdBy: 'Uji production',
      approvedBy: null,
      approvedAt: null,
    });
    expect(page1.body.data.options.status).toEqual([
      { value: 'pending', label: 'Menunggu' },
      { value: 'disetujui', label: 'Disetujui' },
    ]);

    const found = expectOk(await warehouse.call('GET', `/production?search=${encodeURIComponent(many[3].number)}`));
    expect(found.items.map((p: Detail) => p.productionId)).toEqual([many[3].productionId]);
    expect(expectOk(await warehouse.call('GET', '/production?search=%25')).pagination.total).toBe(0);

    await warehouse.call('POST', `/production/accept/${many[0].productionId}`);
    const approved = await warehouse.call('GET', '/production?status=disetujui');
    expect(approved.body.data.items.map((p: Detail) => p.productionId)).toContain(many[0].productionId);
    expect(
      approved.body.data.items.every((p: Detail) => p.status === 'disetujui' && p.statusLabel === 'Disetujui'),
    ).toBe(true);
    const pending = await warehouse.call('GET', '/production?status=pending&limit=100');
    expect(pending.body.data.items.some((p: Detail) => p.productionId === many[0].productionId)).toBe(false);
    expectRefused(await warehouse.call('GET', '/production?status=batal'), 422);
  });

  it('summarises a large batch with a count of the rest', async () => {
    const extra: string[] = [];
    for (let i = 0; i < 3; i++)
      extra.push(await insertProduct(h.db, { title: `Roti Varian ${i}`, type: 'bahan_jadi', unit: 'pcs' }));
    const batch = await store(producer, [produce(bread, 1), produce(donut, 2), ...extra.map((id) => produce(id, 3))]);
    const res = expectOk(await producer.call('GET', `/production?search=${encodeURIComponent(batch.number)}`));
    expect(res.items[0].producedSummary).toBe('Roti Tawar 1 pcs, Donat Gula 2 pcs, Roti Varian 0 3 pcs, +2 lainnya');
  });

  it("shows a batch (also as a form) with each product's stock now; a missing one is 404", async () => {
    const batch = await store(producer, [consume(sugar, 2)]);
    for (const path of [`/production/show/${batch.productionId}`, `/production/show/${batch.productionId}?type=form`]) {
      const res = await producer.call('GET', path);
      expect(expectOk(res)).toMatchObject({
        number: batch.number,
        items: [{ productId: sugar, title: 'Gula Pasir', qty: 2, unit: 'kg', type: 'bahan_baku', stock: 5 }],
      });
    }
    for (const id of ['999999', '99999999999', 'abc']) {
      const res = await producer.call('GET', `/production/show/${id}`);
      expect(res.status).toBeGreaterThanOrEqual(404);
      expect(res.status).toBeLessThan(500);
    }
    const missing = await producer.call('GET', '/production/show/999999');
    expectRefused(missing, 404, 'Data tidak ditemukan.');
  });

  it('offers every product of both types for the form, finished goods first, searchable by code or name', async () => {
    const all = await producer.call('GET', '/production/create');
    const options = expectOk(all).products as {
      productId: string;
      productTypeKey: string;
      stock: number;
      productUnit: string;
    }[];
    expect(options.map((o) => o.productId)).toEqual(expect.arrayContaining([flour, sugar, bread, donut]));
    const firstRaw = options.findIndex((o) => o.productTypeKey === 'bahan_baku');
    expect(options.slice(firstRaw).every((o) => o.productTypeKey === 'bahan_baku')).toBe(true);
    expect(options.find((o) => o.productId === flour)).toMatchObject({
      title: 'Tepung Terigu',
      productUnit: 'kg',
      productType: expect.any(String),
    });

    const byName = expectOk(await producer.call('GET', '/production/create?search=gula'));
    expect(byName.products.map((o: { productId: string }) => o.productId).sort()).toEqual([sugar, donut].sort());
    const byCode = expectOk(await producer.call('GET', `/production/create?search=${flour}`));
    expect(byCode.products.map((o: { productId: string }) => o.productId)).toContain(flour);
  });
});

describe('changing a batch', () => {
  it('replaces lines and notes while pending; refuses with 409 once approved', async () => {
    const batch = await store(warehouse, [produce(bread, 10), consume(flour, 2)]);
    const res = await producer.call('PUT', `/production/update/${batch.productionId}`, {
      items: [produce(donut, 30)],
      notes: 'Diganti',
    });
    expect(expectOk(res, t.production.updated)).toMatchObject({
      number: batch.number,
      notes: 'Diganti',
      itemCount: 1,
      items: [{ productId: donut, qty: 30, unit: 'pcs' }],
    });

    expectRefused(
      await producer.call('PUT', `/production/update/${batch.productionId}`, { items: [] }),
      422,
      t.errors.productionEmpty,
    );
    expectRefused(await producer.call('PUT', '/production/update/999999', { items: [produce(bread, 1)] }), 404);

    expectOk(await warehouse.call('POST', `/production/accept/${batch.productionId}`));
    const locked = await producer.call('PUT', `/production/update/${batch.productionId}`, {
      items: [produce(donut, 1)],
    });
    expectRefused(locked, 409, t.production.notPendingUpdate);
    expect(expectOk(await producer.call('GET', `/production/show/${batch.productionId}`)).items).toMatchObject([
      { productId: donut, qty: 30 },
    ]);
  });

  it('deletes a pending batch; refuses with 409 once approved', async () => {
    const batch = await store(producer, [produce(bread, 3)]);
    const del = await producer.call('DELETE', `/production/delete/${batch.productionId}`);
    expectOk(del, t.production.deleted);
    expectRefused(await producer.call('GET', `/production/show/${batch.productionId}`), 404);
    expectRefused(await producer.call('DELETE', `/production/delete/${batch.productionId}`), 404);

    const approved = await store(producer, [produce(bread, 3)]);
    await warehouse.call('POST', `/production/accept/${approved.productionId}`);
    const refused = await warehouse.call('DELETE', `/production/delete/${approved.productionId}`);
    expectRefused(refused, 409, t.production.notPendingDelete);
    const audit = await auditRows(h.db, { entity: 'production', entityId: String(batch.productionId) });
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('approving a batch (warehouse)', () => {
  it('moves finished goods in and raw materials out in the ledger, once', async () => {
    const flourBefore = await stockOf(h.db, flour);
    const breadBefore = await stockOf(h.db, bread);
    const batch = await store(producer, [produce(bread, 40), consume(flour, 20)]);
    const res = await warehouse.call('POST', `/production/accept/${batch.productionId}`);
    expect(expectOk(res, 'Data produksi berhasil disetujui.')).toMatchObject({
      status: 'disetujui',
      statusLabel: 'Disetujui',
      approvedBy: 'Uji warehouse',
      approvedAt: expect.any(String),
    });
    expect(await stockOf(h.db, bread)).toBe(breadBefore + 40);
    expect(await stockOf(h.db, flour)).toBe(flourBefore - 20);
    const rows = await movementsOf(batch.productionId);
    expect(rows.map((r) => [r.productId, r.qty, r.kind, r.documentNumber, r.authorId]).sort()).toEqual(
      [
        [bread, 40, 'production_in', batch.number, warehouse.userId],
        [flour, -20, 'production_out', batch.number, warehouse.userId],
      ].sort(),
    );

    const again = await warehouse.call('POST', `/production/accept/${batch.productionId}`);
    expectRefused(again, 409, t.production.alreadyApproved);
    expect(await stockOf(h.db, bread)).toBe(breadBefore + 40);
    expect(await movementsOf(batch.productionId)).toHaveLength(2);
    const audit = await auditRows(h.db, { entity: 'production', entityId: String(batch.productionId) });
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve']);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('refuses the whole approval when a raw material is short: nothing moves, the batch stays pending', async () => {
    const breadBefore = await stockOf(h.db, bread);
    const flourBefore = await stockOf(h.db, flour);
    const batch = await store(producer, [produce(bread, 10), consume(flour, 1), consume(sugar, 50)]);
    const res = await warehouse.call('POST', `/production/accept/${batch.productionId}`);
    expectRefused(res, 422, 'Stok Gula Pasir tidak cukup: tersisa 5 kg.');
    expect(await stockOf(h.db, bread)).toBe(breadBefore);
    expect(await stockOf(h.db, flour)).toBe(flourBefore);
    expect(await stockOf(h.db, sugar)).toBe(5);
    expect(await movementsOf(batch.productionId)).toHaveLength(0);
    const shown = expectOk(await warehouse.call('GET', `/production/show/${batch.productionId}`));
    expect(shown).toMatchObject({ status: 'pending', approvedBy: null, approvedAt: null });
    // Still pending, so it can be corrected and approved.
    await producer.call('PUT', `/production/update/${batch.productionId}`, {
      items: [produce(bread, 10), consume(sugar, 5)],
    });
    expectOk(await warehouse.call('POST', `/production/accept/${batch.productionId}`));
    expect(await stockOf(h.db, sugar)).toBe(0);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('leaves no partial movement when the last product of an approval is short', async () => {
    // Ids chosen so the short product is taken last: finished goods first, then raw materials by code.
    const made = await insertProduct(h.db, { id: '801', title: 'Roti Sisir', type: 'bahan_jadi', unit: 'pcs' });
    const butter = await insertProduct(h.db, {
      id: '802',
      title: 'Mentega',
      type: 'bahan_baku',
      unit: 'kg',
      stock: 10,
    });
    const eggs = await insertProduct(h.db, { id: '803', title: 'Telur', type: 'bahan_baku', unit: 'kg', stock: 30 });
    const yeast = await insertProduct(h.db, { id: '809', title: 'Ragi', type: 'bahan_baku', unit: 'gram', stock: 1 });
    const batch = await store(producer, [consume(yeast, 2), produce(made, 50), consume(butter, 4), consume(eggs, 6)]);
    const res = await warehouse.call('POST', `/production/accept/${batch.productionId}`);
    expectRefused(res, 422, 'Stok Ragi tidak cukup: tersisa 1 gram.');
    expect([
      await stockOf(h.db, made),
      await stockOf(h.db, butter),
      await stockOf(h.db, eggs),
      await stockOf(h.db, yeast),
    ]).toEqual([0, 10, 30, 1]);
    expect(await movementsOf(batch.productionId)).toHaveLength(0);
    const [row] = await h.db.select().from(productions).where(eq(productions.id, batch.productionId));
    expect(row).toMatchObject({ status: 'pending', approvedBy: null, approvedAt: null });
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('books what the warehouse counted good, the rest as rejects; the recipe loss is where the count starts', async () => {
    const roll = await insertProduct(h.db, { title: 'Roti Gulung Afkir', type: 'bahan_jadi', unit: 'pcs' });
    await h.db.insert(recipes).values({ productId: roll, batchYield: 80, lossPercent: 5 });
    const batch = await store(producer, [produce(roll, 320), produce(donut, 10), consume(flour, 2)]);
    const shown = expectOk(await warehouse.call('GET', `/production/show/${batch.productionId}`));
    expect(shown.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: roll, qty: 320, lossPercent: 5, expectedQty: 304 }),
        expect.objectContaining({ productId: donut, qty: 10, lossPercent: null, expectedQty: 10 }),
        expect.objectContaining({ productId: flour, lossPercent: null, expectedQty: null }),
      ]),
    );
    const before = [await stockOf(h.db, roll), await stockOf(h.db, donut), await stockOf(h.db, flour)];
    // A count above the plan, a fraction of a loaf and a product not made here change nothing.
    const refused = await warehouse.call('POST', `/production/accept/${batch.productionId}`, {
      made: [
        { productId: roll, qty: 321 },
        { productId: donut, qty: '9,5' },
        { productId: sugar, qty: 1 },
      ],
    });
    expect(expectRefused(refused, 422)).toEqual({
      'made.0.qty': t.production.madeOverPlanned('320', 'pcs'),
      'made.1.qty': t.production.madeWhole,
      'made.2.productId': t.production.madeUnknown(sugar),
    });
    expect(expectOk(await warehouse.call('GET', `/production/show/${batch.productionId}`)).status).toBe('pending');
    expect([await stockOf(h.db, roll), await stockOf(h.db, donut), await stockOf(h.db, flour)]).toEqual(before);

    const approved = expectOk(
      await warehouse.call('POST', `/production/accept/${batch.productionId}`, {
        made: [
          { productId: roll, qty: 301 },
          { productId: donut, qty: '0' },
        ],
      }),
    );
    // 301 rolls came out good and the donut tray burnt (0 is a count); the flour was used all the same.
    expect([await stockOf(h.db, roll), await stockOf(h.db, donut), await stockOf(h.db, flour)]).toEqual([
      before[0] + 301,
      before[1],
      before[2] - 2,
    ]);
    expect(approved.items.find((l: { productId: string }) => l.productId === roll).qty).toBe(301);
    const [audit] = await auditRows(h.db, {
      entity: 'production',
      entityId: String(batch.productionId),
      action: 'approve',
    });
    expect(audit.diff).toEqual([
      { field: `made.${roll}`, old: 320, new: 301 },
      { field: `made.${donut}`, old: 10, new: 0 },
    ]);
    // The batch's Riwayat names each product and its count.
    const history = expectOk(await owner.call('GET', `/audit?entity=production&entityId=${batch.productionId}`));
    expect(history.items[0].lines).toEqual([
      t.audit.change(t.audit.madeOf('Roti Gulung Afkir'), '320', '301'),
      t.audit.change(t.audit.madeOf('Donat Gula'), '10', '0'),
    ]);
    expect(audit.changes).toMatchObject({
      rejects: [
        { productId: roll, size: null, planned: 320, good: 301 },
        { productId: donut, size: null, planned: 10, good: 0 },
      ],
    });
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('refuses an approval of a batch changed since the screen showed it; nothing moves', async () => {
    const batch = await store(producer, [produce(donut, 12), consume(flour, 1)]);
    const seen = batch.items.map((l) => ({
      productId: l.productId,
      size: null,
      direction: l.type === 'bahan_jadi' ? 'in' : 'out',
      qty: l.qty,
    }));
    // Production raises the batch while the warehouse has it open.
    expectOk(
      await producer.call('PUT', `/production/update/${batch.productionId}`, {
        items: [produce(donut, 20), consume(flour, 2)],
      }),
    );
    const before = [await stockOf(h.db, donut), await stockOf(h.db, flour)];
    const stale = await warehouse.call('POST', `/production/accept/${batch.productionId}`, {
      made: [{ productId: donut, qty: 12 }],
      seen,
    });
    expectRefused(stale, 409, t.production.changedSince);
    expect([await stockOf(h.db, donut), await stockOf(h.db, flour)]).toEqual(before);
    expect(expectOk(await warehouse.call('GET', `/production/show/${batch.productionId}`)).status).toBe('pending');
    const fresh = seen.map((l) => ({ ...l, qty: l.direction === 'in' ? 20 : 2 }));
    expectOk(await warehouse.call('POST', `/production/accept/${batch.productionId}`, { seen: fresh }));
    expect([await stockOf(h.db, donut), await stockOf(h.db, flour)]).toEqual([before[0] + 20, before[1] - 2]);
  });

  it('answers 404 for a batch that does not exist', async () => {
    const res = await warehouse.call('POST', '/production/accept/999999');
    expectRefused(res, 404, t.errors.notFound);
  });

  it.runIf(onPostgres)('applies ten simultaneous approvals of one batch once (PostgreSQL only)', async () => {
    const before = [await stockOf(h.db, donut), await stockOf(h.db, flour)];
    const batch = await store(producer, [produce(donut, 12), consume(flour, 3)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => warehouse.call('POST', `/production/accept/${batch.productionId}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === t.production.alreadyApproved)).toBe(
      true,
    );
    expect([await stockOf(h.db, donut), await stockOf(h.db, flour)]).toEqual([before[0] + 12, before[1] - 3]);
    expect(await movementsOf(batch.productionId)).toHaveLength(2);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it.runIf(onPostgres)(
    'approves batches while the warehouse adjusts the same products, without a deadlock (PostgreSQL only)',
    async () => {
      // Made goods of a higher code than what they use: an approval's two passes took them in the
      // opposite order to an adjustment, and one of the two was aborted (500).
      const butter = await insertProduct(h.db, { title: 'Mentega Kunci', type: 'bahan_baku', unit: 'kg', stock: 100 });
      const bun = await insertProduct(h.db, { title: 'Roti Kunci', type: 'bahan_jadi', unit: 'pcs', stock: 100 });
      const batches: Detail[] = [];
      for (let i = 0; i < 6; i++) batches.push(await store(producer, [produce(bun, 2), consume(butter, 1)]));
      const answers = await Promise.all(
        batches.flatMap((b) => [
          warehouse.call('POST', `/production/accept/${b.productionId}`),
          warehouse.call('POST', '/stock/update', {
            notes: 'Opname',
            items: [
              { productId: butter, qty: -1 },
              { productId: bun, qty: -1 },
            ],
          }),
        ]),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      expect([await stockOf(h.db, bun), await stockOf(h.db, butter)]).toEqual([100 + 12 - 6, 100 - 6 - 6]);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    'never oversells a raw material to simultaneous approvals of different batches (PostgreSQL only)',
    async () => {
      const cocoa = await insertProduct(h.db, { title: 'Cokelat Blok', type: 'bahan_baku', unit: 'kg', stock: 30 });
      const batches: Detail[] = [];
      for (let i = 0; i < 6; i++) batches.push(await store(producer, [produce(bread, 1), consume(cocoa, 10)]));
      const answers = await Promise.all(
        batches.map((b) => warehouse.call('POST', `/production/accept/${b.productionId}`)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(
        answers
          .filter((a) => a.status === 422)
          .every((a) => a.body.message === 'Stok Cokelat Blok tidak cukup: tersisa 0 kg.'),
      ).toBe(true);
      expect(await stockOf(h.db, cocoa)).toBe(0);
      const statuses = await Promise.all(
        batches.map(async (b) => expectOk(await producer.call('GET', `/production/show/${b.productionId}`)).status),
      );
      expect(statuses.filter((s) => s === 'disetujui')).toHaveLength(3);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    },
  );
});

describe('who may do what', () => {
  it('lets production record but not approve', async () => {
    const batch = await store(producer, [produce(bread, 1)]);
    const res = await producer.call('POST', `/production/accept/${batch.productionId}`);
    expectRefused(res, 403, t.errors.forbidden);
    expect(expectOk(await producer.call('GET', `/production/show/${batch.productionId}`)).status).toBe('pending');
  });

  it('lets the viewer read everything and change nothing', async () => {
    const viewer = await h.as('viewer');
    const batch = await store(producer, [produce(bread, 1)]);
    for (const path of ['/production', '/production/create', `/production/show/${batch.productionId}`])
      expectOk(await viewer.call('GET', path));
    const writes = [
      ['POST', '/production/store', { items: [produce(bread, 1)] }],
      ['PUT', `/production/update/${batch.productionId}`, { items: [produce(bread, 2)] }],
      ['DELETE', `/production/delete/${batch.productionId}`, undefined],
      ['POST', `/production/accept/${batch.productionId}`, undefined],
    ] as const;
    for (const [method, path, body] of writes) expectRefused(await viewer.call(method, path, body), 403);
    expect(expectOk(await producer.call('GET', `/production/show/${batch.productionId}`))).toMatchObject({
      status: 'pending',
      items: [{ qty: 1 }],
    });
  });

  it('refuses owner, finance, delivery and partners entirely', async () => {
    const batch = await store(producer, [produce(bread, 1)]);
    for (const role of ['owner', 'admin', 'delivery', 'merchant', 'admin-merchant'] as const) {
      const other = await h.as(role);
      for (const [method, path] of [
        ['GET', '/production'],
        ['GET', `/production/show/${batch.productionId}`],
        ['POST', '/production/store'],
        ['POST', `/production/accept/${batch.productionId}`],
      ] as const) {
        const res = await other.call(method, path, method === 'POST' ? { items: [produce(bread, 1)] } : undefined);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('documents every production call in the OpenAPI document', async () => {
    const paths = await h.documentedPaths();
    for (const path of [...resourcePaths('/production'), '/production/accept/{id}'])
      expect(paths).toContain(`${API_PREFIX}${path}`);
  });
});
