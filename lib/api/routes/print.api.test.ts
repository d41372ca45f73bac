import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { formatDate } from '../../i18n/format';
import { dateRange } from '../../i18n/id/schedule';
import type { RolePage } from '../../roles';
import { withTestApi, expectOk, type SignedIn } from '../../testing/api';
import { insertProduct } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';
import { day } from '../../testing/days';

let merchantOutlets: number[];
let otherOutlet: number;
let wheat: string;
let sobek: string;
let cream: string;
let pandan: string;

const D1 = day(5);
const D2 = day(6);
const EVIL = '=HYPERLINK("http://contoh.invalid","klik")';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function finishedGood(
  title: string,
  opts: { queue: number; sizes?: string[]; hasLabel?: boolean; unit?: string },
) {
  const id = await insertProduct(h.db, { type: 'bahan_jadi', unit: opts.unit ?? 'pcs', title, stock: 1000 });
  await h.db
    .update(products)
    .set({
      sizes: opts.sizes ?? [],
      sizeRequired: Boolean(opts.sizes),
      queue: opts.queue,
      hasLabel: opts.hasLabel ?? false,
    })
    .where(eq(products.id, id));
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  await h.db.insert(productPrices).values(tiers.map((r) => ({ productId: id, branchGroupId: r.g!, price: 5000 })));
  return id;
}

/** A print call with the raw bytes of the answer (the test caller reads text). */
async function print(who: SignedIn | null, path: string) {
  const res = await h.print.request(`/print${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('application/json')
    ? JSON.parse(bytes.toString('utf8'))
    : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

const place = async (
  who: SignedIn,
  deliveryDate: string,
  items: { productId: string; qty: number; notes?: string }[],
  branchId?: number,
) => {
  const res = await who.call('POST', '/transaction/order/store', { deliveryDate, branchId, items });
  return expectOk(res) as { transactionOrderId: number; number: string };
};

let placed: Record<string, { transactionOrderId: number; number: string }>;

const { h, owner, production, merchant, other } = withTestApi({
  owner: 'owner',
  production: 'production',
  merchant: 'merchant',
  other: 'merchant',
});
beforeAll(async () => {
  merchantOutlets = merchant.outletIds;
  otherOutlet = other.outletIds[0];
  await h.db.update(outlets).set({ title: 'Cabang Dago' }).where(eq(outlets.id, merchantOutlets[0]));
  await h.db.update(outlets).set({ title: EVIL }).where(eq(outlets.id, merchantOutlets[1]));
  await h.db.update(outlets).set({ title: 'Cabang Margonda' }).where(eq(outlets.id, otherOutlet));

  // Queue order differs from code order on purpose: the sheet follows the queue.
  wheat = await finishedGood('Roti Tawar Gandum', { queue: 1, sizes: ['S', 'M', 'L'] });
  sobek = await finishedGood('Roti Sobek Cokelat', { queue: 3 });
  cream = await finishedGood('Roti Krim Keju', { queue: 2, hasLabel: true });
  pandan = await finishedGood('Bolu Pandan Krim', { queue: 4, sizes: ['S', 'M', 'L'], hasLabel: true, unit: 'loyang' });

  placed = {
    dago1: await place(merchant, D1, [
      { productId: wheat, qty: 4, notes: 'M' },
      { productId: wheat, qty: 2, notes: 'L' },
      { productId: cream, qty: 12 },
      { productId: sobek, qty: 5 },
    ]),
    dago2: await place(merchant, D2, [
      { productId: wheat, qty: 3, notes: 'M' },
      { productId: pandan, qty: 1, notes: 'S' },
    ]),
    evil: await place(
      owner,
      D1,
      [
        { productId: sobek, qty: 7 },
        { productId: cream, qty: 6 },
      ],
      merchantOutlets[1],
    ),
    margonda: await place(other, D1, [
      { productId: wheat, qty: 10, notes: 'S' },
      { productId: pandan, qty: 2, notes: 'M' },
    ]),
    cancelled: await place(other, D1, [
      { productId: sobek, qty: 100 },
      { productId: cream, qty: 100 },
    ]),
    outside: await place(other, day(8), [{ productId: sobek, qty: 50 }]),
  };
  await other.call('POST', `/transaction/order/cancel/${placed.cancelled.transactionOrderId}`);
  await production.call('POST', `/transaction/order/confirm/${placed.margonda.transactionOrderId}`);
});

describe('PRINT GET /count-order', () => {
  it('checks first: the count of orders that are not cancelled, or 404 "Data tidak ditemukan."', async () => {
    const found = await print(owner, `/count-order?startDate=${D1}&endDate=${D2}&check=true`);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      success: true,
      data: { count: 4, startDate: D1, endDate: D2 },
      message: t.exports.ordersFound(4),
    });

    const none = await print(owner, `/count-order?startDate=${day(20)}&endDate=${day(25)}&check=true`);
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ success: false, message: 'Data tidak ditemukan.', data: null });
    // Only cancelled orders in the range: still nothing to recap.
    await other.call(
      'POST',
      `/transaction/order/cancel/${(await place(other, day(30), [{ productId: sobek, qty: 1 }])).transactionOrderId}`,
    );
    expect((await print(owner, `/count-order?startDate=${day(30)}&endDate=${day(30)}&check=true`)).status).toBe(404);
    // Without check, an empty range is the same 404, not an empty file.
    const emptyFile = await print(owner, `/count-order?startDate=${day(20)}&endDate=${day(25)}`);
    expect(emptyFile.status).toBe(404);
    expect(emptyFile.json.message).toBe(t.errors.notFound);
  });

  it('refuses bad ranges with Indonesian 422 messages', async () => {
    const cases: [string, string][] = [
      ['', t.exports.datesRequired],
      [`startDate=${D1}`, t.exports.datesRequired],
      [`endDate=${D1}`, t.exports.datesRequired],
      [`startDate=2026-02-30&endDate=${D1}`, t.exports.invalidDate],
      [`startDate=${D1}&endDate=besok`, t.exports.invalidDate],
      ['startDate=0000-01-01&endDate=0000-01-02', t.exports.invalidDate],
      [`startDate=${D2}&endDate=${D1}`, t.exports.endBeforeStart],
      [`startDate=${day(0)}&endDate=${day(62)}`, t.exports.rangeTooLong(62)],
    ];
    for (const [query, message] of cases) {
      const res = await print(owner, `/count-order?${query}&check=true`);
      expect(res.status, query).toBe(422);
      expect(res.json).toMatchObject({ success: false, message });
    }
    // 62 days inclusive is allowed.
    expect((await print(owner, `/count-order?startDate=${day(0)}&endDate=${day(61)}&check=true`)).status).toBe(200);
  });

  it('streams an xlsx: a row per product and size in queue order, a column per outlet, totals; cancelled left out', async () => {
    const res = await print(production, `/count-order?startDate=${D1}&endDate=${D2}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="rekap-order-${D1}_${D2}.xlsx"`);
    expect(res.bytes.subarray(0, 2).toString()).toBe('PK');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(t.exports.sheetName)!;
    expect(sheet).toBeTruthy();
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
    const headerIndex = rows.findIndex((r) => r[1] === t.exports.product);
    const header = rows[headerIndex];
    // Outlets by title; the formula-like title is text with an apostrophe in front.
    expect(header).toEqual([
      t.exports.code,
      t.exports.product,
      t.exports.unit,
      `'${EVIL}`,
      'Cabang Dago',
      'Cabang Margonda',
      t.exports.total,
    ]);
    const evilCell = sheet.getRow(headerIndex + 1).getCell(4);
    expect(evilCell.type).toBe(ExcelJS.ValueType.String);
    expect(evilCell.formula).toBeUndefined();

    const body = rows.slice(headerIndex + 1);
    expect(body).toEqual([
      [wheat, 'Roti Tawar Gandum (S)', 'pcs', 0, 0, 10, 10],
      [wheat, 'Roti Tawar Gandum (M)', 'pcs', 0, 7, 0, 7],
      [wheat, 'Roti Tawar Gandum (L)', 'pcs', 0, 2, 0, 2],
      [cream, 'Roti Krim Keju', 'pcs', 6, 12, 0, 18],
      [sobek, 'Roti Sobek Cokelat', 'pcs', 7, 5, 0, 12],
      [pandan, 'Bolu Pandan Krim (S)', 'loyang', 0, 1, 0, 1],
      [pandan, 'Bolu Pandan Krim (M)', 'loyang', 0, 0, 2, 2],
      // One totals row per unit: pieces and trays are never added together.
      [undefined, t.exports.total, 'pcs', 13, 26, 10, 49],
      [undefined, t.exports.total, 'loyang', 0, 1, 2, 3],
    ]);
    expect(rows[0][0]).toBe(t.exports.sheetTitle(dateRange(D1, D2)));
  });

  it('recaps one day, and follows the quantities after an adjustment', async () => {
    await owner.call('POST', `/transaction/order/confirm/${placed.evil.transactionOrderId}`);
    const adjusted = await owner.call('POST', `/transaction/order/store-adjustment/${placed.evil.transactionOrderId}`, {
      adjustmentNotes: 'Kurang kirim',
      items: [
        { productId: sobek, qty: 4 },
        { productId: cream, qty: 6 },
      ],
    });
    expectOk(adjusted);
    const res = await print(owner, `/count-order?startDate=${D1}&endDate=${D1}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const sobekRow = rows.find((r) => r[0] === sobek)!;
    expect(sobekRow).toEqual([sobek, 'Roti Sobek Cokelat', 'pcs', 4, 5, 0, 9]);
    // Day 2's order (pandan S, wheat M 3) is outside the range.
    expect(rows.find((r) => r[1] === 'Bolu Pandan Krim (S)')).toBeUndefined();
    expect(rows.find((r) => r[1] === 'Roti Tawar Gandum (M)')).toEqual([
      wheat,
      'Roti Tawar Gandum (M)',
      'pcs',
      0,
      4,
      0,
      4,
    ]);
  });
});

describe('PRINT GET /export-label-cream', () => {
  it('needs a delivery date: 422 "Tanggal Pengiriman Wajib Diisi!"', async () => {
    for (const query of ['', '?date=', '?date=%20']) {
      const res = await print(owner, `/export-label-cream${query}`);
      expect(res.status, query).toBe(422);
      expect(res.json).toMatchObject({ success: false, message: 'Tanggal Pengiriman Wajib Diisi!' });
    }
    for (const date of ['24-11-2026', '0000-01-01', '2026-02-30']) {
      const bad = await print(owner, `/export-label-cream?date=${date}`);
      expect(bad.status, date).toBe(422);
      expect(bad.json.message).toBe(t.exports.invalidDate);
    }
  });

  it('answers 404 when the date has no labelled lines', async () => {
    const res = await print(production, `/export-label-cream?date=${day(8)}`); // only a plain product that day
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, message: 'Data tidak ditemukan.' });
    expect((await print(production, `/export-label-cream?date=${day(40)}`)).status).toBe(404);
  });

  it('streams a PDF with one label per labelled line: outlet, product, size, qty, date, order number', async () => {
    const res = await print(production, `/export-label-cream?date=${D1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="label-krim-${D1}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await getDocumentProxy(new Uint8Array(res.bytes));
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    // Labelled lines only: cream (Dago 12, evil outlet 6) and pandan M at Margonda; not the cancelled order's 100.
    expect(text).toContain('Cabang Dago');
    expect(text).toContain('Cabang Margonda');
    expect(text).toContain('Roti Krim Keju');
    expect(text).toContain('Bolu Pandan Krim');
    expect(text).toContain(t.exports.labelSize('M'));
    expect(text).toContain(t.exports.labelQty(12, 'pcs'));
    expect(text).toContain(t.exports.labelQty(2, 'loyang'));
    expect(text).toContain(t.exports.labelDate(formatDate(D1)));
    expect(text).toContain(placed.dago1.number);
    expect(text).toContain(placed.margonda.number);
    expect(text).not.toContain(placed.cancelled.number);
    expect(text).not.toContain('Roti Sobek');
    expect(text).not.toContain('Roti Tawar Gandum');
    expect(text.split('Roti Krim Keju')).toHaveLength(3); // Dago and the formula-titled outlet
    expect(text.split('Kirim:')).toHaveLength(4); // three labels
  });

  it('comes off the roll in the order the van visits the outlets: route, then stop, then the rest', async () => {
    const route = expectOk(
      await production.call('POST', '/route/store', { name: 'Rute Label', driverId: null, stops: [otherOutlet] }),
    );
    try {
      const res = await print(production, `/export-label-cream?date=${D1}`);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
      // Margonda, the route's first stop, before Dago, which is on no route (alphabetically first).
      expect(text.indexOf('Cabang Margonda')).toBeGreaterThanOrEqual(0);
      expect(text.indexOf('Cabang Margonda')).toBeLessThan(text.indexOf('Cabang Dago'));
    } finally {
      expectOk(await production.call('DELETE', `/route/delete/${route.routeId}`));
    }
  });

  it('fills more pages when there are more labels than fit on one', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ productId: cream, qty: i + 1 }));
    // One line per product, so spread the 25 labels over 25 orders of outlets of one partner.
    for (const line of many) await place(merchant, day(9), [line]);
    const res = await print(owner, `/export-label-cream?date=${day(9)}`);
    const pdf = await getDocumentProxy(new Uint8Array(res.bytes));
    expect(pdf.numPages).toBe(2);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.split('Kirim:')).toHaveLength(26);
  });
});

describe('who may print (DOMAIN 2)', () => {
  it('answers each role as the policy says, and refuses partners with 403 before any data', async () => {
    const recap = new Set<RolePage>(['owner', 'admin', 'production', 'viewer']);
    const labels = new Set<RolePage>(['owner', 'production', 'delivery']);
    for (const [role, who] of await h.everyRole({ owner, production, merchant })) {
      const a = await print(who, `/count-order?startDate=${D1}&endDate=${D2}&check=true`);
      const b = await print(who, `/export-label-cream?date=${D1}`);
      expect(a.status, `count-order ${role}`).toBe(recap.has(role) ? 200 : 403);
      expect(b.status, `label ${role}`).toBe(labels.has(role) ? 200 : 403);
      if (!recap.has(role)) expect(a.json.message).toBe(t.errors.forbidden);
      if (!labels.has(role)) expect(b.json.message).toBe(t.errors.forbidden);
    }
    expect((await print(null, `/count-order?startDate=${D1}&endDate=${D2}`)).status).toBe(401);
    expect((await print(null, `/export-label-cream?date=${D1}`)).status).toBe(401);
  });
});
