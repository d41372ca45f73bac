import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { todayInWib } from '../../i18n/format';
import { day } from '../../testing/days';
import { withTestApi, expectOk, expectRefused, pageOf } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { insertProduct, auditRows, stockOf } from '../../testing/fixtures';
import { stockMovements } from '../db/schema/stock';
import { insertBranchGroup } from '../db/seed/accounts';
import { seedDemoCatalog } from '../db/seed/catalog';
import { seedDemoStock } from '../db/seed/stock';
import { ledgerMismatches, lotMismatches } from '../services/stock-ledger';

const { h, warehouse } = withTestApi({ warehouse: 'warehouse' });
// DOMAIN 5: whatever a test did, stock equals the sum of the ledger afterwards.
afterEach(async () => {
  expect(await ledgerMismatches(h.db)).toEqual([]);
  expect(await lotMismatches(h.db)).toEqual([]);
});

const movementsOf = (id: string) => h.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
const adjust = (body: unknown) => warehouse.call('POST', '/stock/update', body);

describe('stock list (GET /stock)', () => {
  it('lists products by title with type, unit, stock and the last movement; filters by type and searches code and title', async () => {
    const flour = await insertProduct(h.db, { title: 'Daftar Tepung', unit: 'kg', stock: 25 });
    const bread = await insertProduct(h.db, { title: 'Daftar Roti', type: 'bahan_jadi', unit: 'pcs' });
    const res = await warehouse.call('GET', '/stock?search=daftar');
    expect(expectOk(res).items).toEqual([
      {
        productId: bread,
        title: 'Daftar Roti',
        productType: 'Bahan Jadi',
        productTypeKey: 'bahan_jadi',
        productUnit: 'pcs',
        stock: 0,
        sizes: [],
        sizeStock: [],
        isCenterOnly: 'false',
        lastMovementAt: null,
        expiredQty: 0,
        expiringQty: 0,
      },
      expect.objectContaining({
        productId: flour,
        title: 'Daftar Tepung',
        productType: 'Bahan Baku',
        productTypeKey: 'bahan_baku',
        productUnit: 'kg',
        stock: 25,
      }),
    ]);
    const [row] = await movementsOf(flour);
    expect(res.body.data.items[1].lastMovementAt).toBe(row.createdAt.toISOString());
    expect(res.body.data.options.type).toEqual([
      { key: 'bahan_baku', name: 'Bahan Baku' },
      { key: 'bahan_jadi', name: 'Bahan Jadi' },
      { key: 'setengah_jadi', name: 'Setengah Jadi' },
    ]);

    const raw = await warehouse.call('GET', '/stock?search=daftar&type=bahan_baku');
    expect(raw.body.data.items.map((i: { productId: string }) => i.productId)).toEqual([flour]);
    const all = expectOk(await warehouse.call('GET', '/stock?search=daftar&type='));
    expect(all.pagination.total).toBe(2);
    const byCode = expectOk(await warehouse.call('GET', `/stock?search=${bread}`));
    expect(byCode.items.map((i: { title: string }) => i.title)).toContain('Daftar Roti');
    const wildcard = expectOk(await warehouse.call('GET', '/stock?search=%25'));
    expect(wildcard.pagination.total).toBe(0);
  });

  it('refuses an unknown type with the Indonesian 422', async () => {
    const res = await warehouse.call('GET', '/stock?type=bahan_setengah_jadi');
    expect(expectRefused(res, 422, t.errors.incomplete)).toHaveProperty('type');
  });

  it('pages by 10 from page 1', async () => {
    for (let i = 0; i < 12; i++) await insertProduct(h.db, { title: `Halaman Stok ${String(i).padStart(2, '0')}` });
    const page1 = expectOk(await warehouse.call('GET', '/stock?search=halaman%20stok'));
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0].title).toBe('Halaman Stok 00');
    expect(page1.pagination).toEqual(pageOf(1, 12));
    const page2 = expectOk(await warehouse.call('GET', '/stock?search=halaman%20stok&page=2'));
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(['Halaman Stok 10', 'Halaman Stok 11']);
    expect(page2.pagination).toEqual(pageOf(2, 12));
  });
});

describe('adjust form products (GET /stock/create)', () => {
  it('answers up to 100 products a page with unit, type and stock', async () => {
    const sugar = await insertProduct(h.db, { title: 'Formulir Gula', unit: 'kg', stock: 7 });
    const res = await warehouse.call('GET', '/stock/create?search=formulir');
    expect(expectOk(res).items).toEqual([
      {
        productId: sugar,
        title: 'Formulir Gula',
        productUnit: 'kg',
        productTypeKey: 'bahan_baku',
        productType: 'Bahan Baku',
        stock: 7,
        sizes: [],
        sizeStock: [],
      },
    ]);
    const all = await warehouse.call('GET', '/stock/create');
    expect(all.body.data.pagination.limit).toBe(100);
    expect(all.body.data.items.length).toBeGreaterThan(10);
  });
});

describe('stock update (POST /stock/update)', () => {
  it('books signed deltas in one adjustment, ignores zero lines, audits it, and answers the new stock', async () => {
    const flour = await insertProduct(h.db, { title: 'Ubah Tepung', unit: 'kg', stock: 10 });
    const eggs = await insertProduct(h.db, { title: 'Ubah Telur', unit: 'kg', stock: 5 });
    const yeast = await insertProduct(h.db, { title: 'Ubah Ragi', unit: 'gram', stock: 4000 });
    const butter = await insertProduct(h.db, { title: 'Ubah Mentega', unit: 'kg', stock: 2 });
    const res = await adjust({
      notes: '  Stok opname akhir bulan ',
      items: [
        { productId: flour, qty: '-3', unit: 'kg' },
        { productId: eggs, qty: 12, unit: 'kg' },
        { productId: yeast, qty: '1.000', unit: 'gram' },
        { productId: butter, qty: '0', unit: 'kg' },
        { productId: butter, qty: '', unit: 'kg' },
      ],
    });
    expectOk(res, 'Stok berhasil diubah');
    expect(res.body.message).toBe(t.messages.stockUpdated);
    expect(res.body.data.items.map((i: { productId: string; stock: number }) => [i.productId, i.stock])).toEqual([
      [yeast, 5000],
      [eggs, 17],
      [flour, 7],
    ]);
    expect([
      await stockOf(h.db, flour),
      await stockOf(h.db, eggs),
      await stockOf(h.db, yeast),
      await stockOf(h.db, butter),
    ]).toEqual([7, 17, 5000, 2]);

    const [, booked] = await movementsOf(flour);
    expect(booked).toMatchObject({
      qty: -3,
      unit: 'kg',
      kind: 'adjustment',
      notes: 'Stok opname akhir bulan',
      balance: 7,
      authorId: warehouse.userId,
      documentType: null,
    });
    expect(await movementsOf(butter)).toHaveLength(1); // only its opening stock: zero lines book nothing

    const audits = await auditRows(h.db, { entity: 'stock' });
    const audit = audits.find((a) => JSON.stringify(a.changes).includes(flour));
    expect(audit).toMatchObject({ action: 'adjust', actorId: warehouse.userId });
    expect(audit?.changes).toMatchObject({
      notes: 'Stok opname akhir bulan',
      items: expect.arrayContaining([{ productId: flour, qty: -3, unit: 'kg' }]),
    });
  });

  it('takes "13" for product 013, a unicode minus, and several lines of one product as their sum', async () => {
    const id = await insertProduct(h.db, {
      id: '013',
      title: 'Ubah Kode Pendek',
      unit: 'pcs',
      type: 'bahan_jadi',
      stock: 20,
    });
    const res = await adjust({
      notes: 'Koreksi',
      items: [
        { productId: '13', qty: '\u22125' },
        { productId: 13, qty: 2 },
      ],
    });
    expectOk(res);
    expect(await stockOf(h.db, id)).toBe(17);
    const rows = await movementsOf(id);
    expect(rows.map((r) => r.qty)).toEqual([20, -3]);
  });

  it('weighs raw materials to 0.001 as people type them ("2,5", "1.250,125") and keeps stock = ledger exactly; finished goods stay whole', async () => {
    const sugar = await insertProduct(h.db, { title: 'Gula Timbang', unit: 'kg', stock: 10 });
    /** Three weighings in, then `taken` out, typed as people type them. */
    const weigh = (taken: string) =>
      adjust({
        notes: 'Timbang ulang',
        items: ['2,5', 0.1, 0.2, taken].map((qty) => ({ productId: sugar, qty })),
      });
    const res = await weigh('-1.250,125');
    // 10 + 2.5 + 0.1 + 0.2 - 1250.125 would go below zero: refused as a whole.
    expectRefused(res, 422);
    expect(await stockOf(h.db, sugar)).toBe(10);
    const ok = await weigh('-0,125');
    expectOk(ok);
    expect(await stockOf(h.db, sugar)).toBe(12.675);
    expect((await movementsOf(sugar)).map((r) => r.qty)).toEqual([10, 2.675]);

    const bread = await insertProduct(h.db, { title: 'Roti Utuh', unit: 'pcs', type: 'bahan_jadi', stock: 5 });
    const half = await adjust({ notes: 'Koreksi', items: [{ productId: bread, qty: '1,5' }] });
    expect(expectRefused(half, 422)).toMatchObject({ 'items.0.qty': t.validation.wholeUnits('Roti Utuh') });
    expect(await stockOf(h.db, bread)).toBe(5);
  });

  it('requires notes: a person must say why', async () => {
    const id = await insertProduct(h.db, { title: 'Tanpa Alasan', stock: 4 });
    for (const notes of [undefined, '', '   ']) {
      const res = await adjust({ notes, items: [{ productId: id, qty: 1 }] });
      expect(expectRefused(res, 422, t.errors.incomplete)).toMatchObject({ notes: t.validation.required });
    }
    expect(await stockOf(h.db, id)).toBe(4);
  });

  it('refuses an adjustment without a non-zero line, with a field error', async () => {
    const id = await insertProduct(h.db, { title: 'Tanpa Perubahan', stock: 4 });
    for (const items of [
      [],
      [
        { productId: id, qty: 0 },
        { productId: id, qty: '' },
      ],
      [
        { productId: id, qty: 3 },
        { productId: id, qty: -3 },
      ],
    ]) {
      const res = await adjust({ notes: 'Stok opname', items });
      expect(expectRefused(res, 422, 'Data belum lengkap.')).toMatchObject({ items: t.inventory.noChanges });
    }
    const missing = await adjust({ notes: 'Stok opname' });
    expect(expectRefused(missing, 422)).toHaveProperty('items');
    expect(await movementsOf(id)).toHaveLength(1);
  });

  it('refuses a change below zero as a whole, naming the product and what is left; nothing changes', async () => {
    const sugar = await insertProduct(h.db, { title: 'Gula Kurang', unit: 'kg', stock: 3 });
    const butter = await insertProduct(h.db, { title: 'Mentega Cukup', unit: 'kg', stock: 10 });
    const auditsBefore = (await auditRows(h.db, { entity: 'stock' })).length;
    const res = await adjust({
      notes: 'Barang rusak',
      items: [
        { productId: butter, qty: -4 },
        { productId: sugar, qty: '-5' },
      ],
    });
    const errors = expectRefused(res, 422, 'Stok Gula Kurang tidak cukup: tersisa 3 kg.');
    expect(res.body.success).toBe(false);
    expect(errors).toMatchObject({ [sugar]: t.stock.insufficient('Gula Kurang', 3, 'kg') });
    expect([await stockOf(h.db, butter), await stockOf(h.db, sugar)]).toEqual([10, 3]);
    expect(await movementsOf(butter)).toHaveLength(1);
    expect((await auditRows(h.db, { entity: 'stock' })).length).toBe(auditsBefore);
  });

  it('refuses a count made on a stock figure that moved since the form showed it; nothing changes', async () => {
    const id = await insertProduct(h.db, { title: 'Opname Basi', unit: 'pcs', type: 'bahan_jadi', stock: 50 });
    // The form showed 50; an order took 20 meanwhile, and the count of 28 on the shelf means -22 from 50.
    await adjust({ notes: 'Order', items: [{ productId: id, qty: -20 }] });
    const stale = await adjust({ notes: 'Stok opname', items: [{ productId: id, qty: -22, stockSeen: 50 }] });
    expect(expectRefused(stale, 409, t.inventory.stockMoved('Opname Basi', '30', 'pcs'))).toEqual({
      'items.0.qty': t.inventory.stockMoved('Opname Basi', '30', 'pcs'),
    });
    expect(await stockOf(h.db, id)).toBe(30);
    // Read again, the same count is -2 from 30.
    expectOk(await adjust({ notes: 'Stok opname', items: [{ productId: id, qty: -2, stockSeen: 30 }] }));
    expect(await stockOf(h.db, id)).toBe(28);
  });

  it('refuses an unknown product, a wrong unit and bad quantities; nothing changes', async () => {
    const id = await insertProduct(h.db, { title: 'Satuan Kg', unit: 'kg', stock: 8 });
    const unknown = await adjust({
      notes: 'Stok opname',
      items: [
        { productId: id, qty: 1 },
        { productId: '99999', qty: 1 },
      ],
    });
    expect(expectRefused(unknown, 422, t.stock.unknownProduct('99999'))).toMatchObject({
      'items.1.productId': t.stock.unknownProduct('99999'),
    });

    const wrongUnit = await adjust({ notes: 'Stok opname', items: [{ productId: id, qty: 500, unit: 'gram' }] });
    expect(expectRefused(wrongUnit, 422)).toMatchObject({ 'items.0.unit': t.inventory.unitMismatch('kg') });

    for (const qty of [1.2345, '2.5', 1e12, true]) {
      const res = await adjust({ notes: 'Stok opname', items: [{ productId: id, qty }] });
      expectRefused(res, 422, t.errors.incomplete);
    }
    expectRefused(await adjust({ notes: 'Stok opname', items: [{ productId: '', qty: 1 }] }), 422);
    // One line over the limit every quantity has, or lines of one product that sum past it.
    const tooMuch = await adjust({ notes: 'Stok opname', items: [{ productId: id, qty: 1_000_001 }] });
    expect(expectRefused(tooMuch, 422)).toMatchObject({ 'items.0.qty': t.limits.qtyTooLarge });
    const summed = await adjust({
      notes: 'Stok opname',
      items: Array.from({ length: 3 }, () => ({ productId: id, qty: 600_000 })),
    });
    expect(expectRefused(summed, 422, t.limits.qtyTooLarge)).toEqual({ 'items.0.qty': t.limits.qtyTooLarge });
    expect(await stockOf(h.db, id)).toBe(8);
    expect(await movementsOf(id)).toHaveLength(1);
  });
});

describe('stock update under concurrency', () => {
  it.runIf(onPostgres)('never oversells: 30 adjustments of -1 against 20 at once (PostgreSQL only)', async () => {
    const id = await insertProduct(h.db, { title: 'Serentak', unit: 'pcs', type: 'bahan_jadi', stock: 20 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => adjust({ notes: 'Serentak', items: [{ productId: id, qty: -1 }] })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(
      answers
        .filter((a) => a.status === 422)
        .every((a) => a.body.message === t.stock.insufficient('Serentak', 0, 'pcs')),
    ).toBe(true);
    expect(await stockOf(h.db, id)).toBe(0);
    // The history's total is kept by triggers (stock_movement_counts): every one of the 20 counts.
    const history = await warehouse.call('GET', `/stock/show/${id}`);
    expect(history.body.data.pagination.total).toBe((await movementsOf(id)).length);
  });
});

describe('stock history (GET /stock/show/{productId})', () => {
  it('shows the ledger newest first with kind label, author and balance; filters in and out; pages by 10', async () => {
    const id = await insertProduct(h.db, { title: 'Riwayat Tepung', unit: 'kg', stock: 100 });
    for (let i = 1; i <= 6; i++) {
      expectOk(await adjust({ notes: `Masuk ${i}`, items: [{ productId: id, qty: i }] }));
      expectOk(await adjust({ notes: `Keluar ${i}`, items: [{ productId: id, qty: -1 }] }));
    }
    const res = await warehouse.call('GET', `/stock/show/${id}?historyOnly=true`);
    const { items, options, pagination } = expectOk(res);

    expect(options.product).toEqual({
      productId: id,
      title: 'Riwayat Tepung',
      productType: 'Bahan Baku',
      productTypeKey: 'bahan_baku',
      productUnit: 'kg',
      stock: 115,
      sizes: [],
      sizeStock: [],
    });
    expect(pagination).toMatchObject({ currentPage: 1, limit: 10, total: 13, pages: 2 });
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({
      qty: -1,
      unit: 'kg',
      kind: 'adjustment',
      kindLabel: t.inventory.kinds.adjustment,
      notes: 'Keluar 6',
      balance: 115,
      author: 'Uji warehouse',
      documentNumber: null,
    });
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
    expect(items[1]).toMatchObject({ qty: 6, notes: 'Masuk 6', balance: 116 });

    const page2 = expectOk(await warehouse.call('GET', `/stock/show/${id}?page=2`));
    expect(page2.items.map((m: { notes: string }) => m.notes)).toEqual(['Keluar 1', 'Masuk 1', 'stok awal uji']);
    expect(page2.items.at(-1).author).toBeNull();

    const incoming = expectOk(await warehouse.call('GET', `/stock/show/${id}?inBound=true&limit=100`));
    expect(incoming.items.map((m: { qty: number }) => m.qty)).toEqual([6, 5, 4, 3, 2, 1, 100]);
    const outgoing = expectOk(await warehouse.call('GET', `/stock/show/${id}?inBound=false&limit=100`));
    expect(outgoing.items).toHaveLength(6);
    expect(outgoing.items.every((m: { qty: number }) => m.qty < 0)).toBe(true);
    const both = expectOk(await warehouse.call('GET', `/stock/show/${id}?inBound=`));
    expect(both.pagination.total).toBe(13);
    const searched = expectOk(await warehouse.call('GET', `/stock/show/${id}?search=keluar%203`));
    expect(searched.items.map((m: { notes: string }) => m.notes)).toEqual(['Keluar 3']);
    // A search is ordered by an expression (services/stock.ts), still newest first and paged.
    const incomingSearch = expectOk(await warehouse.call('GET', `/stock/show/${id}?search=masuk&limit=3&page=2`));
    expect(incomingSearch.items.map((m: { notes: string }) => m.notes)).toEqual(['Masuk 3', 'Masuk 2', 'Masuk 1']);
    expect(incomingSearch.pagination.total).toBe(6);
    expectRefused(await warehouse.call('GET', `/stock/show/${id}?inBound=mungkin`), 422);
  });

  it("stamps a movement with the API's clock, the business day it was made on", async () => {
    const id = await insertProduct(h.db, { title: 'Tepung Besok Lusa', unit: 'kg', stock: 10 });
    await h.later(3, async () =>
      expectOk(await adjust({ notes: 'Tiga hari lagi', items: [{ productId: id, qty: 2 }] })),
    );
    const [latest] = expectOk(await warehouse.call('GET', `/stock/show/${id}`)).items;
    expect(latest.notes).toBe('Tiga hari lagi');
    expect(todayInWib(new Date(latest.createdAt))).toBe(day(3));
  });

  it('finds a product by its short code and answers 404 Data tidak ditemukan. for an unknown one', async () => {
    await insertProduct(h.db, { id: '021', title: 'Kode Dua Satu' });
    const short = expectOk(await warehouse.call('GET', '/stock/show/21'));
    expect(short.options.product.productId).toBe('021');
    for (const id of ['99999', 'bukan-kode']) {
      const res = await warehouse.call('GET', `/stock/show/${id}`);
      expectRefused(res, 404, 'Data tidak ditemukan.');
    }
  });
});

describe('permissions (DOMAIN 2: stock warehouse RW, production R, viewer R)', () => {
  it('lets production and the viewer read but not adjust; nothing changes', async () => {
    const id = await insertProduct(h.db, { title: 'Hak Baca', stock: 5 });
    for (const role of ['production', 'viewer'] as const) {
      const reader = await h.as(role);
      expectOk(await reader.call('GET', '/stock'));
      expectOk(await reader.call('GET', `/stock/show/${id}`));
      expectOk(await reader.call('GET', '/stock/create'));
      const write = await reader.call('POST', '/stock/update', { notes: 'Coba', items: [{ productId: id, qty: 1 }] });
      expectRefused(write, 403, t.errors.forbidden);
    }
    expect(await stockOf(h.db, id)).toBe(5);
  });

  it('refuses every stock call to the owner, finance, delivery and partners', async () => {
    const id = await insertProduct(h.db, { title: 'Hak Tolak', stock: 5 });
    for (const role of ['owner', 'admin', 'delivery', 'merchant', 'admin-merchant'] as const) {
      const other = await h.as(role);
      for (const [method, path, body] of [
        ['GET', '/stock', undefined],
        ['GET', `/stock/show/${id}`, undefined],
        ['GET', '/stock/create', undefined],
        ['POST', '/stock/update', { notes: 'Coba', items: [{ productId: id, qty: 1 }] }],
      ] as const) {
        const res = await other.call(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expectRefused(await h.anonymous('GET', '/stock'), 401);
    expect(await stockOf(h.db, id)).toBe(5);
  });
});

describe('API reference and demo stock', () => {
  it('documents every stock call in openapi.json', async () => {
    expect(await h.documentedPaths()).toEqual(
      expect.arrayContaining([
        '/api/v1/stock',
        '/api/v1/stock/create',
        '/api/v1/stock/show/{productId}',
        '/api/v1/stock/update',
      ]),
    );
  });

  it('seeds the demo opening stock through the ledger once', async () => {
    await seedDemoCatalog(h.db, {
      reguler: await insertBranchGroup(h.db, 'Reguler Stok'),
      kota: await insertBranchGroup(h.db, 'Kota Stok'),
    });
    const first = await seedDemoStock(h.db);
    expect(first.booked).toBeGreaterThan(20);
    expect(await stockOf(h.db, '101')).toBe(250);
    expect(await stockOf(h.db, '105')).toBe(5000);
    expect(await stockOf(h.db, '040')).toBe(0);
    const [row] = await movementsOf('101');
    expect(row).toMatchObject({ kind: 'adjustment', notes: 'Stok awal', unit: 'kg', balance: 250 });
    expect(await seedDemoStock(h.db)).toEqual({ booked: 0 });
    expect(await movementsOf('101')).toHaveLength(1);
  });
});
