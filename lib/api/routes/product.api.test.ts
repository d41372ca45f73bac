import { auditRows } from '../../testing/fixtures';
import { eq } from 'drizzle-orm';
import { ledgerMismatches } from '../services/stock-ledger';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { API_PREFIX } from '../app';
import {
  withTestApi,
  resourcePaths,
  uniqueName,
  expectOk,
  expectRefused,
  pageOf,
  type SignedIn,
} from '../../testing/api';
import { productPrices, products } from '../db/schema/catalog';
import { files } from '../db/schema/files';
import { insertBranchGroup } from '../db/seed/accounts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo';

interface TierPrice {
  branchGroupId: number;
  name: string;
  price: number | null;
}
interface Item {
  productId: string;
  title: string;
  price: number | null;
  productTypeKey: string;
  queue: number;
  shelfLifeDays: number | null;
}

let reguler: number;
let kota: number;
const ids = { jadi: 0, baku: 0, pcs: 0, kg: 0 };

const { h, owner, finance } = withTestApi({ owner: 'owner', finance: 'admin' });
beforeAll(async () => {
  reguler = await insertBranchGroup(h.db, 'Harga Reguler');
  kota = await insertBranchGroup(h.db, 'Harga Kota Besar');
  const { options } = expectOk(await owner.call('GET', '/product/create'));
  ids.jadi = options.type.find((o: { key: string }) => o.key === 'bahan_jadi').id;
  ids.baku = options.type.find((o: { key: string }) => o.key === 'bahan_baku').id;
  ids.pcs = options.unit.find((o: { name: string }) => o.name === 'pcs').id;
  ids.kg = options.unit.find((o: { name: string }) => o.name === 'kg').id;
});

/** The product form as the screen sends it: spec field names, rupiah as typed. */
const newProduct = (overrides: Record<string, unknown> = {}) => ({
  title: 'Roti Sobek Keju',
  description: 'Roti sobek isi keju.',
  productType: ids.jadi,
  productUnit: ids.pcs,
  minOrder: '',
  quota: '',
  isPublish: true,
  isCenterOnly: 'false',
  sizes: [],
  sizeRequired: false,
  defaultSize: '',
  hasLabel: false,
  batchPrice: [
    { branchGroupId: reguler, price: 'Rp 15.000' },
    { branchGroupId: kota, price: '' },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, by: SignedIn = owner) {
  const res = await by.call('POST', '/product/store', newProduct(overrides));
  return expectOk(res) as Item & { batchPrice: TierPrice[] };
}

const priceOf = (rows: TierPrice[], tier: number) => rows.find((r) => r.branchGroupId === tier)?.price;

describe('products: form and store', () => {
  it('proposes the next free code and offers types, units and price tiers', async () => {
    const first = await owner.call('GET', '/product/create');
    expectOk(first);
    expect(first.body.data.productId).toBe('001');
    expect(first.body.data.options.type).toEqual([
      { id: ids.baku, key: 'bahan_baku', name: 'Bahan Baku' },
      { id: ids.jadi, key: 'bahan_jadi', name: 'Bahan Jadi' },
      { id: expect.any(Number), key: 'setengah_jadi', name: 'Setengah Jadi' },
    ]);
    expect(first.body.data.options.unit).toContainEqual({ id: ids.kg, name: 'kg' });
    expect(first.body.data.options.batch).toEqual(
      expect.arrayContaining([
        { id: reguler, name: 'Harga Reguler' },
        { id: kota, name: 'Harga Kota Besar' },
      ]),
    );
    await create({ productId: '98' });
    expect(expectOk(await finance.call('GET', '/product/create')).productId).toBe('099');
    await create({ productId: '1200' });
    expect(expectOk(await finance.call('GET', '/product/create')).productId).toBe('1201');
  });

  it('stores with the proposed code, defaults, prices stripped of non-digits, and an audit row', async () => {
    const proposed = expectOk(await owner.call('GET', '/product/create')).productId;
    const res = await finance.call('POST', '/product/store', newProduct({ title: 'Roti Bawang Keju' }));
    const product = expectOk(res, t.product.created);
    expect(product).toMatchObject({
      productId: proposed,
      title: 'Roti Bawang Keju',
      productTypeKey: 'bahan_jadi',
      productType: 'Bahan Jadi',
      productUnit: 'pcs',
      minOrder: 0,
      quota: null,
      isPublish: true,
      isCenterOnly: 'false',
      defaultSize: null,
      sizes: [],
      stock: 0,
      price: 15000,
      priceCurrency: 'IDR',
    });
    expect(priceOf(product.batchPrice, reguler)).toBe(15000);
    expect(priceOf(product.batchPrice, kota)).toBeNull();
    expect(product.options.unit.length).toBeGreaterThan(0);
    const stored = await h.db.select().from(productPrices).where(eq(productPrices.productId, proposed));
    expect(stored).toEqual([{ productId: proposed, branchGroupId: reguler, price: 15000 }]);
    const audit = await auditRows(h.db, { entity: 'product' });
    expect(audit.some((a) => a.entityId === proposed && a.action === 'create')).toBe(true);
  });

  it('pads a given code, takes flags as text, and queues a new product last', async () => {
    const before = (await h.db.select({ queue: products.queue }).from(products)).map((r) => r.queue);
    const product = await create({
      productId: '41',
      isCenterOnly: 'true',
      isPublish: 'false',
      minOrder: '1.000',
      quota: '25',
      hasLabel: '1',
    });
    expect(product).toMatchObject({
      productId: '041',
      isCenterOnly: 'true',
      isPublish: false,
      minOrder: 1000,
      quota: 25,
      hasLabel: true,
    });
    expect(product.queue).toBe(Math.max(0, ...before) + 1);
  });

  it('refuses a taken code and a code with letters', async () => {
    await create({ productId: '042' });
    const taken = await owner.call('POST', '/product/store', newProduct({ productId: '0042' }));
    expect(expectRefused(taken, 422)).toEqual({ productId: t.product.codeTaken });
    const letters = await owner.call('POST', '/product/store', newProduct({ productId: 'A12' }));
    expect(expectRefused(letters, 422)).toMatchObject({ productId: t.product.codeInvalid });
  });

  it('refuses incomplete data field by field and creates nothing', async () => {
    const before = (await h.db.select().from(products)).length;
    const res = await owner.call(
      'POST',
      '/product/store',
      newProduct({ title: ' ', productType: '', productUnit: undefined, minOrder: -1 }),
    );
    expect(expectRefused(res, 422, t.errors.incomplete)).toMatchObject({
      title: 'Wajib diisi.',
      productType: t.validation.required,
      productUnit: t.validation.required,
      minOrder: 'Minimal 0.',
    });
    expect((await h.db.select().from(products)).length).toBe(before);
  });

  it('refuses an unknown type, unit or tier, and a tier priced twice', async () => {
    const unknown = await owner.call(
      'POST',
      '/product/store',
      newProduct({ productType: 9999, productUnit: 9999, batchPrice: [{ branchGroupId: 99999, price: 1000 }] }),
    );
    expect(expectRefused(unknown, 422)).toEqual({
      productType: t.product.typeNotFound,
      productUnit: t.product.unitNotFound,
      'batchPrice.0.branchGroupId': t.product.tierNotFound,
    });
    const twice = await owner.call(
      'POST',
      '/product/store',
      newProduct({
        batchPrice: [
          { branchGroupId: reguler, price: 1 },
          { branchGroupId: reguler, price: 2 },
        ],
      }),
    );
    expect(expectRefused(twice, 422)).toMatchObject({ 'batchPrice.1.branchGroupId': t.product.tierTwice });
  });

  it('keeps sizes as product data: a default size must be one of the sizes, a required size needs sizes', async () => {
    const wrongDefault = await owner.call(
      'POST',
      '/product/store',
      newProduct({ sizes: ['S', 'M', 'L'], defaultSize: 'XL' }),
    );
    expect(expectRefused(wrongDefault, 422)).toEqual({ defaultSize: t.product.defaultSizeInvalid });
    const noSizes = await owner.call('POST', '/product/store', newProduct({ sizeRequired: true }));
    expect(expectRefused(noSizes, 422)).toEqual({ sizes: t.product.sizesMissing });
    const sized = await create({ title: 'Roti Buaya Uji', sizes: [' S', 'M', 'L', 'M'], defaultSize: 'S' });
    expect(sized).toMatchObject({ sizes: ['S', 'M', 'L'], defaultSize: 'S', sizeRequired: false });
    const required = await create({ title: 'Bolu Uji', sizes: ['S', 'M', 'L'], sizeRequired: true });
    expect(required).toMatchObject({ sizeRequired: true, defaultSize: null });
  });

  it('keeps a size that still holds stock: it could no longer be counted or moved', async () => {
    const sized = await create({ title: 'Roti Ukuran Stok', sizes: ['S', 'M', 'L'] });
    const gudang = await h.as('warehouse');
    expectOk(
      await gudang.call('POST', '/stock/update', {
        notes: 'Stok awal',
        items: [{ productId: sized.productId, qty: 4, size: 'L' }],
      }),
    );
    const dropped = await owner.call(
      'PATCH',
      `/product/update/${sized.productId}`,
      newProduct({ productId: sized.productId, title: 'Roti Ukuran Stok', sizes: ['S', 'M'] }),
    );
    expect(expectRefused(dropped, 422)).toEqual({ sizes: t.product.sizesHoldStock('L 4') });
    const none = await owner.call(
      'PATCH',
      `/product/update/${sized.productId}`,
      newProduct({ productId: sized.productId, title: 'Roti Ukuran Stok', sizes: [] }),
    );
    expect(expectRefused(none, 422)).toEqual({ sizes: t.product.sizesHoldStock('L 4') });
    // A size without stock may go.
    const kept = await owner.call(
      'PATCH',
      `/product/update/${sized.productId}`,
      newProduct({ productId: sized.productId, title: 'Roti Ukuran Stok', sizes: ['M', 'L'] }),
    );
    expect(expectOk(kept)).toMatchObject({ sizes: ['M', 'L'] });
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });
});

describe('products: list, show, update, delete', () => {
  it('lists in queue order with search over code and title, a type filter and pages of 10', async () => {
    const tag = uniqueName('Halaman');
    for (let i = 0; i < 11; i++) await create({ title: `Roti ${tag} ${i}` });
    await create({
      title: `Terigu ${tag}`,
      productType: ids.baku,
      productUnit: ids.kg,
      isCenterOnly: true,
      batchPrice: [],
    });
    const page1 = expectOk(await owner.call('GET', `/product?search=${tag}&type=bahan_jadi`));
    expect(page1.pagination).toEqual(pageOf(1, 11));
    expect(page1.items.map((p: Item) => p.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Roti ${tag} ${i}`));
    const queues = page1.items.map((p: Item) => p.queue);
    expect([...queues].sort((a, b) => a - b)).toEqual(queues);
    const page2 = expectOk(await owner.call('GET', `/product?search=${tag}&type=bahan_jadi&page=2`));
    expect(page2.items).toHaveLength(1);
    const raw = expectOk(await owner.call('GET', `/product?search=${tag}&type=bahan_baku`));
    expect(raw.items).toMatchObject([
      { title: `Terigu ${tag}`, productTypeKey: 'bahan_baku', isCenterOnly: 'true', price: null },
    ]);
    const all = expectOk(await owner.call('GET', `/product?search=${tag}&type=`));
    expect(all.pagination.total).toBe(12);
    const byCode = expectOk(await owner.call('GET', '/product?search=041'));
    expect(byCode.items.map((p: Item) => p.productId)).toEqual(['041']);
    expect(expectOk(await owner.call('GET', '/product?search=%25')).pagination.total).toBe(0);
    expectRefused(await owner.call('GET', '/product?type=roti'), 422);
    expect(page1.options.type).toHaveLength(3);
  });

  it('shows a product in form mode with every tier price; "13"-style ids find the padded code', async () => {
    const product = await create({
      productId: '077',
      batchPrice: [
        { branchGroupId: reguler, price: 12000 },
        { branchGroupId: kota, price: 13500 },
      ],
    });
    for (const id of ['077', '77']) {
      const res = await owner.call('GET', `/product/show/${id}?type=form`);
      expect(expectOk(res)).toMatchObject({ productId: product.productId, price: 12000 });
      expect(priceOf(res.body.data.batchPrice, kota)).toBe(13500);
      expect(res.body.data.batchPrice.map((p: TierPrice) => p.branchGroupId)).toEqual(
        res.body.data.options.batch.map((b: { id: number }) => b.id),
      );
    }
  });

  it('answers Data tidak ditemukan. for a missing product on show, update and delete', async () => {
    for (const [method, path, body] of [
      ['GET', '/product/show/9999'],
      ['PATCH', '/product/update/9999', newProduct()],
      ['DELETE', '/product/delete/9999'],
      ['GET', '/product/show/abc'],
    ] as const) {
      const res = await owner.call(method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(t.errors.notFound);
    }
  });

  it('updates the fields and replaces the prices; the code cannot change', async () => {
    const product = await create({
      batchPrice: [
        { branchGroupId: reguler, price: 10000 },
        { branchGroupId: kota, price: 11000 },
      ],
    });
    const res = await finance.call(
      'PATCH',
      `/product/update/${product.productId}`,
      newProduct({
        productId: product.productId,
        title: 'Roti Sobek Keju Spesial',
        quota: '',
        minOrder: '5',
        isCenterOnly: false,
        batchPrice: [
          { branchGroupId: reguler, price: '12.500' },
          { branchGroupId: kota, price: null },
        ],
      }),
    );
    expect(expectOk(res, t.product.updated)).toMatchObject({
      productId: product.productId,
      title: 'Roti Sobek Keju Spesial',
      minOrder: 5,
      quota: null,
      price: 12500,
    });
    expect(priceOf(res.body.data.batchPrice, kota)).toBeNull();
    const stored = await h.db.select().from(productPrices).where(eq(productPrices.productId, product.productId));
    expect(stored).toEqual([{ productId: product.productId, branchGroupId: reguler, price: 12500 }]);

    // The audit trail answers who changed the prices, in Indonesian (DOMAIN 20).
    const audit = await finance.call('GET', `/audit?entity=product&entityId=${product.productId}`);
    const [latest] = audit.body.data.items;
    expect(latest).toMatchObject({ action: 'update', actionLabel: t.audit.actions.update, actorRole: 'Finance' });
    expect(latest.lines).toEqual([
      t.audit.change(t.audit.fields.minOrder, '0', '5'),
      t.audit.change(t.audit.priceOf('Harga Reguler'), 'Rp10.000', 'Rp12.500'),
      t.audit.change(t.audit.priceOf('Harga Kota Besar'), 'Rp11.000', t.audit.none),
    ]);

    const rename = await owner.call('PATCH', `/product/update/${product.productId}`, newProduct({ productId: '999' }));
    expect(expectRefused(rename, 422)).toEqual({ productId: t.product.codeUnchangeable });
  });

  it('deletes a product with its prices; refuses one that has moved in stock', async () => {
    const plain = await create();
    const del = await owner.call('DELETE', `/product/delete/${plain.productId}`);
    expectOk(del, t.product.deleted);
    expect(await h.db.select().from(products).where(eq(products.id, plain.productId))).toHaveLength(0);
    expect(await h.db.select().from(productPrices).where(eq(productPrices.productId, plain.productId))).toHaveLength(0);

    const ordered = await create();
    const moved = await h.as('warehouse');
    const adjusted = await moved.call('POST', '/stock/update', {
      notes: 'Stok awal',
      items: [{ productId: ordered.productId, qty: 3 }],
    });
    expectOk(adjusted);
    const refused = await finance.call('DELETE', `/product/delete/${ordered.productId}`);
    expectRefused(refused, 409, t.product.hasHistory);
    expect(await h.db.select().from(products).where(eq(products.id, ordered.productId))).toHaveLength(1);

    // With stock, its unit and type stay: 3 pcs would turn into 3 kg of a raw material.
    const retyped = await finance.call(
      'PATCH',
      `/product/update/${ordered.productId}`,
      newProduct({ productId: ordered.productId, productType: ids.baku, productUnit: ids.kg }),
    );
    expect(expectRefused(retyped, 422)).toEqual({
      productType: t.product.typeLocked,
      productUnit: t.product.unitLocked,
    });
    // Without history it is the form's to change.
    const fresh = await create();
    const changed = await finance.call(
      'PATCH',
      `/product/update/${fresh.productId}`,
      newProduct({ productId: fresh.productId, productType: ids.baku, productUnit: ids.kg }),
    );
    expect(expectOk(changed)).toMatchObject({ productTypeKey: 'bahan_baku' });
  });
});

describe('products: picture', () => {
  /** A file as the upload route stores it, uploaded by `by`. */
  async function storedFile(by: SignedIn) {
    const filename = `${uniqueName('f').replace(/\W/g, '')}.png`;
    await h.db.insert(files).values({
      filename,
      path: 'uploads/2026/11',
      contentType: 'image/png',
      size: 68,
      uploadedBy: by.userId,
    });
    return filename;
  }

  it("shows the caller's own upload or a picture another product shows, never someone else's file", async () => {
    const mine = await storedFile(finance);
    // The folder is the stored file's, whatever the form says.
    const made = await create({ thumbnail: mine, thumbnailPath: '../../rahasia' }, finance);
    const [row] = await h.db.select().from(products).where(eq(products.id, made.productId));
    expect(row).toMatchObject({ thumbnail: mine, thumbnailPath: 'uploads/2026/11' });
    // Another product may show the same picture (it is every partner's to see already).
    expectOk(await owner.call('POST', '/product/store', newProduct({ title: 'Roti Kembar', thumbnail: mine })));

    // Someone else's upload (a driver's proof photo, a partner's receipt) is not a product picture.
    const partner = await h.as('merchant');
    const receipt = await storedFile(partner);
    const refused = await owner.call(
      'POST',
      '/product/store',
      newProduct({ title: 'Roti Curian', thumbnail: receipt }),
    );
    expect(expectRefused(refused, 422)).toEqual({ thumbnail: t.product.thumbnailUnknown });
    expect(await h.db.select().from(products).where(eq(products.thumbnail, receipt))).toEqual([]);
  });
});

describe('products: queue', () => {
  it('puts the listed products first in that order and keeps the rest after them', async () => {
    const tag = uniqueName('Urut');
    const [a, b, c] = [
      await create({ title: `${tag} A` }),
      await create({ title: `${tag} B` }),
      await create({ title: `${tag} C` }),
    ];
    const res = await owner.call('POST', '/product/update-queue-product', { productIds: [c.productId, a.productId] });
    expect(expectOk(res, t.messages.productQueueSaved).productIds.slice(0, 2)).toEqual([c.productId, a.productId]);
    const listed = expectOk(await owner.call('GET', `/product?search=${tag}`));
    expect(listed.items.map((p: Item) => p.productId)).toEqual([c.productId, a.productId, b.productId]);
    expect(listed.items.map((p: Item) => p.queue)).toEqual([1, 2, expect.any(Number)]);
    const total = (await h.db.select().from(products)).length;
    const queues = new Set((await h.db.select({ queue: products.queue }).from(products)).map((r) => r.queue));
    expect(queues.size).toBe(total);
  });

  it('refuses unknown, repeated or no products', async () => {
    const known = await create();
    const unknown = await owner.call('POST', '/product/update-queue-product', {
      productIds: [known.productId, '8888'],
    });
    expect(expectRefused(unknown, 422)).toEqual({ productIds: t.product.unknownProducts('8888') });
    const twice = await owner.call('POST', '/product/update-queue-product', {
      productIds: [known.productId, known.productId],
    });
    expect(expectRefused(twice, 422)).toEqual({ productIds: t.product.queueTwice });
    const none = await owner.call('POST', '/product/update-queue-product', { productIds: [] });
    expect(expectRefused(none, 422)).toEqual({ productIds: t.product.queueEmpty });
  });
});

describe('products: price list', () => {
  it('lists finished goods by default with one price per tier, in pages of 10', async () => {
    const tag = uniqueName('Harga');
    const p = await create({
      title: `Roti ${tag}`,
      batchPrice: [
        { branchGroupId: reguler, price: 7000 },
        { branchGroupId: kota, price: 7700 },
      ],
    });
    await create({ title: `Gula ${tag}`, productType: ids.baku, productUnit: ids.kg, batchPrice: [] });
    const res = await owner.call('GET', `/product-price?search=${tag}`);
    expectOk(res);
    expect(res.body.data.pagination).toMatchObject({ limit: 10, total: 1 });
    const [row] = res.body.data.items;
    expect(row).toMatchObject({ productId: p.productId, title: `Roti ${tag}`, productUnit: 'pcs' });
    expect(row.prices).toContainEqual({ branchGroupId: reguler, name: 'Harga Reguler', price: 7000 });
    expect(row.prices).toContainEqual({ branchGroupId: kota, name: 'Harga Kota Besar', price: 7700 });
    expect(res.body.data.options.batch.length).toBe(row.prices.length);
    const raw = expectOk(await owner.call('GET', `/product-price?type=bahan_baku&search=${tag}`));
    expect(raw.items.map((r: Item) => r.title)).toEqual([`Gula ${tag}`]);
  });
});

describe('products: who sees what', () => {
  it("shows a merchant only orderable products, at its own tier's price, and no other tier", async () => {
    const merchant = await h.as('merchant');
    const tier = merchant.tier!;
    const tag = uniqueName('Mitra');
    const prices = [
      { branchGroupId: reguler, price: 8000 },
      { branchGroupId: tier, price: 9000 },
    ];
    const orderable = await create({ title: `Roti ${tag}`, batchPrice: prices });
    const hidden = await create({ title: `Roti Arsip ${tag}`, isPublish: false, batchPrice: prices });
    const central = await create({ title: `Isian ${tag}`, isCenterOnly: 'true', batchPrice: prices });
    const raw = await create({
      title: `Tepung ${tag}`,
      productType: ids.baku,
      productUnit: ids.kg,
      batchPrice: prices,
    });

    const list = await merchant.call('GET', `/product?search=${tag}`);
    expect(expectOk(list).items).toMatchObject([{ productId: orderable.productId, price: 9000, priceCurrency: 'IDR' }]);
    expect(expectOk(await merchant.call('GET', `/product?search=${tag}&type=bahan_baku`)).items).toEqual([]);
    for (const p of [hidden, central, raw]) {
      const res = await merchant.call('GET', `/product/show/${p.productId}`);
      expectRefused(res, 404, t.errors.notFound);
    }
    const shown = expectOk(await merchant.call('GET', `/product/show/${orderable.productId}?type=form`));
    expect(shown.batchPrice).toEqual([{ branchGroupId: tier, name: expect.any(String), price: 9000 }]);
    expect(shown.options.batch.map((b: { id: number }) => b.id)).toEqual([tier]);
    const priceList = expectOk(await merchant.call('GET', `/product-price?search=${tag}`));
    expect(priceList.items).toHaveLength(1);
    expect(priceList.items[0].prices).toEqual([{ branchGroupId: tier, name: expect.any(String), price: 9000 }]);
    expectRefused(await merchant.call('POST', '/product/store', newProduct()), 403);

    const staff = expectOk(await owner.call('GET', `/product?search=${tag}`));
    expect(staff.items.map((p: Item) => p.productId).sort()).toEqual(
      [orderable, hidden, central, raw].map((p) => p.productId).sort(),
    );
    expect(staff.items.every((p: Item) => p.price === 8000)).toBe(true);

    const adminMerchant = await h.as('admin-merchant', { partnerId: merchant.userId });
    const seen = expectOk(await adminMerchant.call('GET', `/product?search=${tag}`));
    expect(seen.items).toMatchObject([{ productId: orderable.productId, price: 9000 }]);
    expectRefused(await adminMerchant.call('DELETE', `/product/delete/${orderable.productId}`), 403);
  });

  it('lets warehouse, production, delivery and the viewer read but not write', async () => {
    const product = await create();
    for (const role of ['warehouse', 'production', 'delivery', 'viewer'] as const) {
      const reader = await h.as(role);
      for (const path of ['/product', '/product/create', `/product/show/${product.productId}`, '/product-price']) {
        expect((await reader.call('GET', path)).status, `${role} ${path}`).toBe(200);
      }
      expectRefused(await reader.call('POST', '/product/store', newProduct()), 403);
      expectRefused(await reader.call('PATCH', `/product/update/${product.productId}`, newProduct()), 403);
      expectRefused(await reader.call('DELETE', `/product/delete/${product.productId}`), 403);
      const queue = await reader.call('POST', '/product/update-queue-product', { productIds: [product.productId] });
      expectRefused(queue, 403, t.errors.forbidden);
    }
  });

  it('documents every product call in the OpenAPI document', async () => {
    const paths = await h.documentedPaths();
    for (const path of [...resourcePaths('/product'), '/product/update-queue-product', '/product-price'])
      expect(paths).toContain(`${API_PREFIX}${path}`);
  });
});

describe('demo catalogue', () => {
  const { h: demo } = withTestApi();
  beforeAll(async () => {
    await seedDemo(demo.db);
  });

  it('seeds sizes as product data: 013, 018, 021 need a size; 049, 050 default to S', async () => {
    const rows = await demo.db.select().from(products);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const id of ['013', '018', '021'])
      expect(byId.get(id)).toMatchObject({ sizes: ['S', 'M', 'L'], sizeRequired: true, defaultSize: null });
    for (const id of ['049', '050'])
      expect(byId.get(id)).toMatchObject({ sizes: ['S', 'M', 'L'], sizeRequired: false, defaultSize: 'S' });
    expect(rows.some((r) => r.hasLabel && /Krim/.test(r.title))).toBe(true);
    expect(rows.every((r) => /^\d{3,}$/.test(r.id))).toBe(true);
    // Opening stock is booked through the ledger, so stock equals the ledger everywhere.
    expect(await ledgerMismatches(demo.db)).toEqual([]);
    expect(new Set(rows.map((r) => r.queue)).size).toBe(rows.length);
  });

  it("shows the demo partner only orderable products at its selected outlet's (big-city) price", async () => {
    const mitra = demo.caller(await demo.login('mitra', DEMO_PASSWORD));
    const res = await mitra('GET', '/product?limit=100');
    const items = res.body.data.items as (Item & { isCenterOnly: string })[];
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((p) => p.productTypeKey === 'bahan_jadi' && p.isCenterOnly === 'false')).toBe(true);
    expect(items.map((p) => p.productId)).not.toContain('040');
    expect(items.find((p) => p.productId === '001')?.price).toBe(17600);
    const owner = demo.caller(await demo.login('owner', DEMO_PASSWORD));
    const staff = await owner('GET', '/product?type=bahan_baku&search=Tepung');
    expect(staff.body.data.items[0]).toMatchObject({ productId: '101', productUnit: 'kg', isCenterOnly: 'true' });
    expect((await owner('GET', '/product/create')).body.data.productId).toBe('111');
  });
});

describe('products: shelf life', () => {
  it('keeps the shelf life in days (DOMAIN 15), empty for not tracked, at most a year', async () => {
    const kept = await create({ title: 'Roti Masa Simpan', shelfLifeDays: '3' });
    expect(kept.shelfLifeDays).toBe(3);
    expect((await create({ title: 'Roti Tanpa Masa Simpan' })).shelfLifeDays).toBeNull();
    const long = await owner.call('POST', '/product/store', newProduct({ title: 'Roti Awet', shelfLifeDays: 400 }));
    expect(expectRefused(long, 422)).toMatchObject({ shelfLifeDays: t.product.shelfLifeTooLong });
  });
});
