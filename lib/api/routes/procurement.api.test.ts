import { rmSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import { ROLE_PAGES } from '../../roles';
import { withTestApi, uniqueName, expectOk, expectRefused } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { insertProduct, auditRows, stockOf } from '../../testing/fixtures';
import { API_PREFIX } from '../app';
import { procurements } from '../db/schema/procurement';
import { stockMovements } from '../db/schema/stock';
import { ledgerMismatches } from '../services/stock-ledger';
import { ONE_PIXEL_PNG as PNG } from '../../testing/files';
import { day } from '../../testing/days';
import { shiftMonth } from '../../iso-dates';
import { differenceInCalendarDays, parseISO } from 'date-fns';

// lib/env.ts reads (and caches) DATA_DIR on first use, so the receipts' temporary store is set before any import.
const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'rp-procurement-'));
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('S3_BUCKET', ''); // empty reads as unset: the local store
  return { dataDir: dir };
});

const tp = t.procurement;
const PAST = '2020-01-15';
const FUTURE = '2999-12-31';

let flour: string;
let sugar: string;
let eggs: string;
let supplierId: number;
let otherSupplierId: number;

const { h, gudang, viewer } = withTestApi({ gudang: 'warehouse', viewer: 'viewer' });
beforeAll(async () => {
  flour = await insertProduct(h.db, { title: 'Tepung Terigu Uji', unit: 'kg' });
  sugar = await insertProduct(h.db, { title: 'Gula Pasir Uji', unit: 'kg' });
  eggs = await insertProduct(h.db, { title: 'Telur Uji', unit: 'pcs', stock: 30 });
  supplierId = (
    await gudang.call('POST', '/supplier/store', {
      company: 'PT Tepung Sari Uji',
      bankAccount: 'BCA',
      bankAccountName: 'PT Tepung Sari Uji',
      bankAccountNumber: '247-088-1234',
    })
  ).body.data.supplierId;
  otherSupplierId = expectOk(await gudang.call('POST', '/supplier/store', { company: 'CV Manis Jaya Uji' })).supplierId;
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

const procurementCount = async () => (await h.db.select({ n: count() }).from(procurements))[0].n;

/** Receipts are uploaded first, as the screens do, and named in the acceptance body. */
async function uploadReceipt(token = gudang.token) {
  const body = new FormData();
  body.append('imageUrl', new File([new Uint8Array(PNG)], 'bukti.png', { type: 'image/png' }));
  const res = await h.api.request(`${API_PREFIX}/utils/upload-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { filename: string; path: string; url: string } }).data;
}

const order = (overrides: Record<string, unknown> = {}) => ({
  supplierId,
  paymentDueOn: FUTURE,
  notes: 'Kirim pagi',
  items: [
    { productId: flour, qty: '25', price: 'Rp 12.500' },
    { productId: sugar, qty: 10, price: 15000, unit: 'kg' },
  ],
  ...overrides,
});

async function store(overrides: Record<string, unknown> = {}) {
  const res = await gudang.call('POST', '/procurement/store', order(overrides));
  return expectOk(res) as { procurementId: number; number: string; total: number };
}

async function receive(id: number, overrides: Record<string, unknown> = {}) {
  const file = await uploadReceipt();
  return gudang.call('POST', `/procurement/accept-delivery/${id}`, {
    deliveryName: 'Pak Bambang',
    deliveryReceipt: file.filename,
    deliveryReceiptPath: file.path,
    deliveryDate: todayInWib(),
    ...overrides,
  });
}

async function pay(id: number, overrides: Record<string, unknown> = {}) {
  const file = await uploadReceipt();
  return gudang.call('POST', `/procurement/accept-payment/${id}`, {
    paymentNote: 'Transfer BCA',
    paymentReceipt: file.filename,
    paymentReceiptPath: file.path,
    paymentDate: todayInWib(),
    ...overrides,
  });
}

describe('POST /procurement/store', () => {
  it('orders from a supplier: numbered, priced in whole rupiah, digits stripped, stock untouched, audited', async () => {
    const res = await gudang.call('POST', '/procurement/store', order());
    const p = expectOk(res, tp.created);
    expect(p.number).toMatch(new RegExp(`^PO/${todayInWib().slice(0, 4)}/${todayInWib().slice(5, 7)}/\\d{4}$`));
    expect(p).toMatchObject({
      supplierId,
      paymentDueOn: FUTURE,
      notes: 'Kirim pagi',
      total: 25 * 12500 + 10 * 15000,
      deliveryStatus: 'dipesan',
      statusPayment: 'belum_bayar',
      deliveryStatusLabel: 'Dipesan',
      statusPaymentLabel: 'Belum Bayar',
      isOverdue: false,
      createdBy: 'Uji warehouse',
    });
    expect(p.items).toEqual([
      { productId: flour, title: 'Tepung Terigu Uji', qty: 25, price: 12500, subtotal: 312500, unit: 'kg' },
      { productId: sugar, title: 'Gula Pasir Uji', qty: 10, price: 15000, subtotal: 150000, unit: 'kg' },
    ]);
    expect(p.deliveryReceipt).toBeNull();
    expect(await stockOf(h.db, flour)).toBe(0);
    const audit = await auditRows(h.db, { entity: 'procurement', entityId: String(p.procurementId) });
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('numbers documents one after the other', async () => {
    const a = await store();
    const b = await store();
    expect(Number(b.number.slice(-4))).toBe(Number(a.number.slice(-4)) + 1);
  });

  it('flags every chosen line missing qty or price, with "Data belum lengkap.", and creates nothing', async () => {
    const before = await procurementCount();
    const res = await gudang.call(
      'POST',
      '/procurement/store',
      order({
        items: [
          { productId: flour, qty: '5', price: '' },
          { productId: sugar, qty: 'abc', price: '1000' },
          { productId: eggs, qty: '0', price: null },
        ],
      }),
    );
    expect(expectRefused(res, 422, t.errors.incomplete)).toEqual({
      'items.0.price': tp.priceRequired,
      'items.1.qty': tp.qtyRequired,
      'items.2.qty': tp.qtyRequired,
      'items.2.price': tp.priceRequired,
    });
    expect(await procurementCount()).toBe(before);
  });

  it('accepts a zero price (a free sample) but not a zero quantity', async () => {
    const p = await store({ items: [{ productId: eggs, qty: '3', price: '0' }] });
    expect(p.total).toBe(0);
  });

  it('refuses no items, an unknown supplier or product, a product twice, another unit and a bad due date', async () => {
    const before = await procurementCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ items: [] }, { items: tp.itemsRequired }],
      [{ items: undefined }, { items: tp.itemsRequired }],
      [{ supplierId: '' }, { supplierId: tp.supplierRequired }],
      [{ supplierId: 99999 }, { supplierId: tp.supplierNotFound }],
      [{ items: [{ productId: '998', qty: 1, price: 1 }] }, { 'items.0.productId': tp.productNotFound }],
      [{ items: [{ productId: '', qty: 1, price: 1 }] }, { 'items.0.productId': tp.productRequired }],
      [
        {
          items: [
            { productId: flour, qty: 1, price: 1 },
            { productId: Number(flour), qty: 2, price: 1 },
          ],
        },
        { 'items.1.productId': t.errors.duplicateLine('Tepung Terigu Uji') },
      ],
      [{ items: [{ productId: flour, qty: 1, price: 1, unit: 'liter' }] }, { 'items.0.unit': tp.unitMismatch('kg') }],
      [{ items: [{ productId: flour, qty: '2000000', price: 1 }] }, { 'items.0.qty': t.limits.qtyTooLarge }],
      [{ paymentDueOn: '31-12-2026' }, { paymentDueOn: 'Format tanggal tidak valid.' }],
      [{ paymentDueOn: '0000-01-01' }, { paymentDueOn: tp.dateInvalid }],
      [{ supplierId: 99999999999 }, { supplierId: tp.supplierNotFound }],
    ];
    for (const [overrides, error] of cases) {
      const res = await gudang.call('POST', '/procurement/store', order(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.message).toBe(t.errors.incomplete);
      expect(res.body.error).toMatchObject(error);
    }
    expect(await procurementCount()).toBe(before);
  });

  it('takes an empty due date and notes as none', async () => {
    const res = expectOk(await gudang.call('POST', '/procurement/store', order({ paymentDueOn: '', notes: '' })));
    expect(res).toMatchObject({ paymentDueOn: null, notes: null, isOverdue: false });
  });
});

describe('GET /procurement and /procurement/create', () => {
  it('lists newest first with supplier, totals, labels and line counts; searches number and supplier', async () => {
    const older = await store({ supplierId: otherSupplierId, items: [{ productId: sugar, qty: 1, price: 9000 }] });
    const newer = await store();
    const res = await viewer.call('GET', '/procurement');
    expectOk(res);
    expect(res.body.data.pagination).toMatchObject({ currentPage: 1, limit: 10 });
    expect(res.body.data.items.length).toBeLessThanOrEqual(10);
    const [first] = res.body.data.items;
    expect(first).toMatchObject({
      procurementId: newer.procurementId,
      number: newer.number,
      supplierId,
      supplier: 'PT Tepung Sari Uji',
      total: newer.total,
      itemCount: 2,
      deliveryStatusLabel: 'Dipesan',
      statusPaymentLabel: 'Belum Bayar',
      isOverdue: false,
    });
    expect(res.body.data.options.status).toEqual([
      { value: 'dipesan', label: 'Dipesan' },
      { value: 'diterima', label: 'Diterima' },
      { value: 'belum_bayar', label: 'Belum Bayar' },
      { value: 'lunas', label: 'Lunas' },
      { value: 'jatuh_tempo', label: 'Jatuh Tempo' },
    ]);

    const byNumber = expectOk(await viewer.call('GET', `/procurement?search=${encodeURIComponent(older.number)}`));
    expect(byNumber.items.map((i: { number: string }) => i.number)).toEqual([older.number]);
    const bySupplier = expectOk(await viewer.call('GET', '/procurement?search=manis%20jaya&limit=100'));
    expect(bySupplier.items.length).toBeGreaterThan(0);
    expect(bySupplier.items.every((i: { supplier: string }) => i.supplier === 'CV Manis Jaya Uji')).toBe(true);
  });

  it('filters by delivery, payment and overdue status, and refuses an unknown status', async () => {
    const overdue = await store({ paymentDueOn: PAST });
    const received = await store({ paymentDueOn: PAST });
    expectOk(await receive(received.procurementId));
    const paid = await store({ paymentDueOn: PAST });
    expectOk(await receive(paid.procurementId));
    expectOk(await pay(paid.procurementId));

    const ids = async (status: string) => {
      const res = await viewer.call('GET', `/procurement?status=${status}&limit=100`);
      return expectOk(res).items as {
        procurementId: number;
        deliveryStatus: string;
        statusPayment: string;
        isOverdue: boolean;
      }[];
    };
    const dipesan = await ids('dipesan');
    expect(dipesan.every((i) => i.deliveryStatus === 'dipesan')).toBe(true);
    expect(dipesan.map((i) => i.procurementId)).toContain(overdue.procurementId);
    const diterima = await ids('diterima');
    expect(diterima.map((i) => i.procurementId).sort()).toEqual([received.procurementId, paid.procurementId].sort());
    const belum = await ids('belum_bayar');
    expect(belum.every((i) => i.statusPayment === 'belum_bayar')).toBe(true);
    expect(belum.map((i) => i.procurementId)).not.toContain(paid.procurementId);
    expect((await ids('lunas')).map((i) => i.procurementId)).toEqual([paid.procurementId]);
    const late = await ids('jatuh_tempo');
    expect(late.map((i) => i.procurementId).sort()).toEqual([overdue.procurementId, received.procurementId].sort());
    expect(late.every((i) => i.isOverdue)).toBe(true);
    expect((await ids('')).length).toBeGreaterThan(late.length);

    const bad = await viewer.call('GET', '/procurement?status=batal');
    expectRefused(bad, 422, t.errors.incomplete);
  });

  it('pages by 10 from page 1', async () => {
    while ((await procurementCount()) < 12) await store();
    const total = await procurementCount();
    const page2 = expectOk(await viewer.call('GET', '/procurement?page=2'));
    expect(page2.pagination).toMatchObject({ currentPage: 2, from: 11, total, prevPage: 1 });
  });

  it('offers every supplier and up to 100 products, raw materials first, searchable by code or name', async () => {
    const res = await viewer.call('GET', '/procurement/create');
    const { suppliers, products: offered } = expectOk(res).options;
    expect(suppliers).toEqual(
      expect.arrayContaining([
        { supplierId, company: 'PT Tepung Sari Uji' },
        { supplierId: otherSupplierId, company: 'CV Manis Jaya Uji' },
      ]),
    );
    expect(offered.find((p: { productId: string }) => p.productId === eggs)).toEqual({
      productId: eggs,
      title: 'Telur Uji',
      productUnit: 'pcs',
      productTypeKey: 'bahan_baku',
      stock: 30,
    });
    const search = await viewer.call('GET', '/procurement/create?search=tepung');
    expect(search.body.data.options.products.map((p: { productId: string }) => p.productId)).toEqual([flour]);
    const byCode = expectOk(await viewer.call('GET', `/procurement/create?search=${eggs}`));
    expect(byCode.options.products.map((p: { productId: string }) => p.productId)).toContain(eggs);
  });
});

describe('GET /procurement/show/{id}', () => {
  it('shows lines, supplier bank details and statuses; type=form adds the form options', async () => {
    const p = await store();
    const res = await viewer.call('GET', `/procurement/show/${p.procurementId}`);
    expectOk(res);
    expect(res.body.data.supplier).toMatchObject({
      supplierId,
      company: 'PT Tepung Sari Uji',
      bankAccount: 'BCA',
      bankAccountName: 'PT Tepung Sari Uji',
      bankAccountNumber: '2470881234',
    });
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.options).toBeUndefined();
    const form = expectOk(await viewer.call('GET', `/procurement/show/${p.procurementId}?type=form`));
    expect(form.options.suppliers.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 "Data tidak ditemukan." for an unknown procurement', async () => {
    const res = await viewer.call('GET', '/procurement/show/999999');
    expectRefused(res, 404, t.errors.notFound);
  });
});

describe('PUT /procurement/update and DELETE /procurement/delete', () => {
  it('changes supplier, lines and total while ordered; refuses after delivery (409) and keeps the document', async () => {
    const p = await store();
    const res = await gudang.call(
      'PUT',
      `/procurement/update/${p.procurementId}`,
      order({
        supplierId: otherSupplierId,
        paymentDueOn: PAST,
        items: [{ productId: eggs, qty: '100', price: '2.000' }],
      }),
    );
    expect(expectOk(res, tp.updated)).toMatchObject({
      number: p.number,
      supplierId: otherSupplierId,
      total: 200000,
      isOverdue: true,
      items: [{ productId: eggs, qty: 100, price: 2000, subtotal: 200000, unit: 'pcs' }],
    });

    const invalidLine = await gudang.call(
      'PUT',
      `/procurement/update/${p.procurementId}`,
      order({ items: [{ productId: eggs, qty: '', price: '1' }] }),
    );
    expect(expectRefused(invalidLine, 422)).toEqual({ 'items.0.qty': tp.qtyRequired });

    expectOk(await receive(p.procurementId));
    const locked = await gudang.call('PUT', `/procurement/update/${p.procurementId}`, order());
    expectRefused(locked, 409, tp.lockedUpdate);
    expect(expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)).total).toBe(200000);

    const gone = await gudang.call('DELETE', `/procurement/delete/${p.procurementId}`);
    expectRefused(gone, 409, tp.lockedDelete);
    expectRefused(await gudang.call('PUT', '/procurement/update/999999', order()), 404);
  });

  it('deletes an ordered procurement with its lines, audited; unknown ones are 404', async () => {
    const p = await store();
    const res = await gudang.call('DELETE', `/procurement/delete/${p.procurementId}`);
    expectOk(res, tp.deleted);
    expectRefused(await gudang.call('GET', `/procurement/show/${p.procurementId}`), 404);
    const audit = await auditRows(h.db, { entity: 'procurement', entityId: String(p.procurementId), action: 'delete' });
    expect(audit).toHaveLength(1);
    expectRefused(await gudang.call('DELETE', '/procurement/delete/999999'), 404);
  });

  it('keeps a supplier with procurements from being deleted', async () => {
    const res = await gudang.call('DELETE', `/supplier/delete/${supplierId}`);
    expectRefused(res, 409, t.supplier.hasHistory);
  });
});

describe('POST /procurement/accept-delivery', () => {
  it('refuses receiving a procurement changed since the screen showed it; nothing reaches stock', async () => {
    const p = await store();
    const shown = expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)) as { updatedAt: string };
    // Another staff member turns 25 kg into 250 kg while the delivery note of 25 kg is checked.
    expectOk(
      await gudang.call(
        'PUT',
        `/procurement/update/${p.procurementId}`,
        order({ items: [{ productId: flour, qty: '250', price: 12500 }] }),
      ),
    );
    const flourBefore = await stockOf(h.db, flour);
    expectRefused(await receive(p.procurementId, { seenUpdatedAt: shown.updatedAt }), 409, t.procurement.changedSince);
    expect(await stockOf(h.db, flour)).toBe(flourBefore);
    const again = expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)) as { updatedAt: string };
    expectOk(await receive(p.procurementId, { seenUpdatedAt: again.updatedAt }));
    expect(await stockOf(h.db, flour)).toBe(flourBefore + 250);
  });

  it('puts every line into stock under the PO number, once, and answers the updated detail', async () => {
    const flourBefore = await stockOf(h.db, flour);
    const sugarBefore = await stockOf(h.db, sugar);
    const p = await store();
    const file = await uploadReceipt();
    const res = await gudang.call('POST', `/procurement/accept-delivery/${p.procurementId}`, {
      deliveryName: 'Pak Bambang',
      deliveryReceipt: file.filename,
      deliveryReceiptPath: file.path,
      deliveryDate: todayInWib(),
    });
    expect(expectOk(res, t.messages.procurementConfirmed)).toMatchObject({
      deliveryStatus: 'diterima',
      deliveryStatusLabel: 'Diterima',
      statusPayment: 'belum_bayar',
      deliveryName: 'Pak Bambang',
      deliveryDate: todayInWib(),
      deliveryReceipt: { filename: file.filename, path: file.path, url: `/bff/files/${file.path}/${file.filename}` },
    });
    expect(await stockOf(h.db, flour)).toBe(flourBefore + 25);
    expect(await stockOf(h.db, sugar)).toBe(sugarBefore + 10);
    const rows = await h.db.select().from(stockMovements).where(eq(stockMovements.documentNumber, p.number));
    expect(rows.map((r) => [r.productId, r.qty, r.kind, r.documentType, r.documentId, r.unit]).sort()).toEqual(
      [
        [flour, 25, 'procurement', 'procurement', String(p.procurementId), 'kg'],
        [sugar, 10, 'procurement', 'procurement', String(p.procurementId), 'kg'],
      ].sort(),
    );
    expect(await ledgerMismatches(h.db)).toEqual([]);

    const again = await receive(p.procurementId);
    expectRefused(again, 409, tp.alreadyReceived);
    expect(await stockOf(h.db, flour)).toBe(flourBefore + 25);
    const audit = await auditRows(h.db, {
      entity: 'procurement',
      entityId: String(p.procurementId),
      action: 'accept-delivery',
    });
    expect(audit).toHaveLength(1);
  });

  it('needs a name, a date that has come and a receipt that was really uploaded; a refusal changes nothing', async () => {
    const p = await store();
    const flourBefore = await stockOf(h.db, flour);
    const file = await uploadReceipt();
    const good = {
      deliveryName: 'Pak Bambang',
      deliveryReceipt: file.filename,
      deliveryReceiptPath: file.path,
      deliveryDate: todayInWib(),
    };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ deliveryName: ' ' }, { deliveryName: tp.nameRequired }],
      [{ deliveryReceipt: '' }, { deliveryReceipt: tp.receiptRequired }],
      [{ deliveryReceipt: undefined }, { deliveryReceipt: tp.receiptRequired }],
      [{ deliveryReceipt: `${'0'.repeat(32)}.png` }, { deliveryReceipt: tp.receiptNotFound }],
      [{ deliveryReceiptPath: 'uploads/1999/01' }, { deliveryReceipt: tp.receiptNotFound }],
      [{ deliveryDate: '' }, { deliveryDate: tp.dateRequired }],
      [{ deliveryDate: FUTURE }, { deliveryDate: tp.dateInFuture }],
    ];
    for (const [overrides, error] of cases) {
      const res = await gudang.call('POST', `/procurement/accept-delivery/${p.procurementId}`, {
        ...good,
        ...overrides,
      });
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.message).toBe(t.errors.incomplete);
      expect(res.body.error).toMatchObject(error);
    }
    const detail = expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`));
    expect(detail).toMatchObject({ deliveryStatus: 'dipesan', deliveryName: null, deliveryReceipt: null });
    expect(await stockOf(h.db, flour)).toBe(flourBefore);

    const withoutPath = await gudang.call('POST', `/procurement/accept-delivery/${p.procurementId}`, {
      ...good,
      deliveryReceiptPath: undefined,
    });
    expect(expectOk(withoutPath).deliveryReceipt.path).toBe(file.path);
    expectRefused(await receive(999999), 404);
  });

  it.runIf(onPostgres)(
    'puts stock in once when the same delivery is accepted twice at the same moment (PostgreSQL only)',
    async () => {
      const p = await store();
      const flourBefore = await stockOf(h.db, flour);
      const [a, b] = await Promise.all([uploadReceipt(), uploadReceipt()]);
      const body = (file: { filename: string; path: string }) => ({
        deliveryName: 'Pak Bambang',
        deliveryReceipt: file.filename,
        deliveryReceiptPath: file.path,
        deliveryDate: todayInWib(),
      });
      const results = await Promise.all([
        gudang.call('POST', `/procurement/accept-delivery/${p.procurementId}`, body(a)),
        gudang.call('POST', `/procurement/accept-delivery/${p.procurementId}`, body(b)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stockOf(h.db, flour)).toBe(flourBefore + 25);
      expect(await h.db.select().from(stockMovements).where(eq(stockMovements.documentNumber, p.number))).toHaveLength(
        2,
      );
      expect(await ledgerMismatches(h.db)).toEqual([]);
    },
  );
});

describe('POST /procurement/accept-payment', () => {
  it('pays only after delivery, once, with a receipt; answers the updated detail', async () => {
    const p = await store();
    const early = await pay(p.procurementId);
    expectRefused(early, 409, tp.notReceivedYet);

    expectOk(await receive(p.procurementId));
    const noReceipt = await gudang.call('POST', `/procurement/accept-payment/${p.procurementId}`, {
      paymentNote: 'x',
      paymentReceipt: '',
      paymentDate: todayInWib(),
    });
    expect(expectRefused(noReceipt, 422)).toMatchObject({ paymentReceipt: tp.receiptRequired });
    const unknown = await gudang.call('POST', `/procurement/accept-payment/${p.procurementId}`, {
      paymentReceipt: `${'a'.repeat(32)}.pdf`,
      paymentDate: todayInWib(),
    });
    expect(expectRefused(unknown, 422)).toMatchObject({ paymentReceipt: tp.receiptNotFound });
    // The delivery note it was received with is no proof of the transfer.
    const shown = expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`));
    const note = await pay(p.procurementId, {
      paymentReceipt: shown.deliveryReceipt.filename,
      paymentReceiptPath: undefined,
    });
    expect(expectRefused(note, 422)).toMatchObject({ paymentReceipt: tp.paymentReceiptIsDeliveryNote });
    expect(expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)).statusPayment).toBe(
      'belum_bayar',
    );

    const file = await uploadReceipt();
    const res = await gudang.call('POST', `/procurement/accept-payment/${p.procurementId}`, {
      paymentNote: 'Transfer BCA',
      paymentReceipt: file.filename,
      paymentDate: todayInWib(),
    });
    expect(expectOk(res, t.messages.paymentConfirmed)).toMatchObject({
      statusPayment: 'lunas',
      statusPaymentLabel: 'Lunas',
      deliveryStatus: 'diterima',
      paymentNote: 'Transfer BCA',
      paymentDate: todayInWib(),
      paymentReceipt: { filename: file.filename, path: file.path, url: `/bff/files/${file.path}/${file.filename}` },
    });

    const twice = await pay(p.procurementId);
    expectRefused(twice, 409, tp.alreadyPaid);
    expectRefused(await pay(999999), 404);
    const audit = await auditRows(h.db, {
      entity: 'procurement',
      entityId: String(p.procurementId),
      action: 'accept-payment',
    });
    expect(audit).toHaveLength(1);
  });

  it('a paid procurement past its due date is not overdue', async () => {
    const p = await store({ paymentDueOn: PAST });
    expect(expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)).isOverdue).toBe(true);
    await receive(p.procurementId);
    const res = await pay(p.procurementId);
    expect(res.body.data.isOverdue).toBe(false);
  });
});

describe("by the API's clock", () => {
  it('a procurement falls due, and is numbered, by the API clock, not the machine clock', async () => {
    const p = await store({ paymentDueOn: day(1) });
    expect(expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)).isOverdue).toBe(false);
    await h.later(2, async () => {
      expect(expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)).isOverdue).toBe(true);
      const late = expectOk(await gudang.call('GET', '/procurement?status=jatuh_tempo&limit=100')).items;
      expect(late.map((i: { procurementId: number }) => i.procurementId)).toContain(p.procurementId);
    });
    // The first of next month, by the API: the new order takes that month's number.
    const nextMonth = `${shiftMonth(day(0).slice(0, 7), 1)}-01`;
    const ahead = differenceInCalendarDays(parseISO(nextMonth), parseISO(day(0)));
    const made = await h.later(ahead, async () => {
      const fresh = await h.as('warehouse');
      return expectOk(await fresh.call('POST', '/procurement/store', order())) as { number: string; createdAt: string };
    });
    expect(made.number.startsWith(`PO/${nextMonth.slice(0, 4)}/${nextMonth.slice(5, 7)}/`)).toBe(true);
    // Its date is that day's too, so the month's reports count it where its number says.
    expect(todayInWib(new Date(made.createdAt))).toBe(nextMonth);
  });
});

describe('permissions', () => {
  it('lets the viewer read but change nothing', async () => {
    const p = await store();
    for (const path of ['/procurement', '/procurement/create', `/procurement/show/${p.procurementId}`])
      expectOk(await viewer.call('GET', path));
    const file = await uploadReceipt();
    const before = await procurementCount();
    const writes: [string, string, unknown][] = [
      ['POST', '/procurement/store', order()],
      ['PUT', `/procurement/update/${p.procurementId}`, order()],
      ['DELETE', `/procurement/delete/${p.procurementId}`, undefined],
      [
        'POST',
        `/procurement/accept-delivery/${p.procurementId}`,
        { deliveryName: 'x', deliveryReceipt: file.filename, deliveryDate: todayInWib() },
      ],
      [
        'POST',
        `/procurement/accept-payment/${p.procurementId}`,
        { paymentReceipt: file.filename, paymentDate: todayInWib() },
      ],
    ];
    for (const [method, path, body] of writes) {
      const res = await viewer.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(t.errors.forbidden);
    }
    expect(await procurementCount()).toBe(before);
    expect(expectOk(await gudang.call('GET', `/procurement/show/${p.procurementId}`)).deliveryStatus).toBe('dipesan');
  });

  it('refuses every other role on every call', async () => {
    const p = await store();
    const calls: [string, string, unknown][] = [
      ['GET', '/procurement', undefined],
      ['GET', '/procurement/create', undefined],
      ['GET', `/procurement/show/${p.procurementId}`, undefined],
      ['POST', '/procurement/store', order()],
      ['PUT', `/procurement/update/${p.procurementId}`, order()],
      ['DELETE', `/procurement/delete/${p.procurementId}`, undefined],
      ['POST', `/procurement/accept-delivery/${p.procurementId}`, {}],
      ['POST', `/procurement/accept-payment/${p.procurementId}`, {}],
    ];
    for (const role of ROLE_PAGES.filter((r) => r !== 'warehouse' && r !== 'viewer')) {
      const who = await h.as(role, { username: uniqueName(role.replace('-', '')) });
      for (const [method, path, body] of calls) {
        const res = await who.call(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expectRefused(await h.anonymous('GET', '/procurement'), 401);
  });
});
