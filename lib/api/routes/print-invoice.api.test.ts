import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { formatRupiah } from '../../i18n/format';
import { monthLabel } from '../../i18n/id/report';
import { withTestApi, expectOk, type SignedIn } from '../../testing/api';
import { insertProduct, placeConfirmedOrder, testActor } from '../../testing/fixtures';
import { openZip } from '../../testing/files';
import { productPrices } from '../db/schema/catalog';
import { invoices } from '../db/schema/invoices';
import { outlets } from '../db/schema/outlets';
import { loadPeriodInvoices } from '../exports/invoice-period';
import { day } from '../../testing/days';

const tx = t.report.invoiceExport;
let bread: string;

const tomorrow = day(1);
const periode = tomorrow.slice(0, 7);
const EVIL = '=HYPERLINK("http://contoh.invalid","klik")';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A print call with the raw bytes of the answer (the test caller reads text). */
async function print(who: SignedIn | null, pathAndQuery: string) {
  const res = await h.print.request(`/print${pathAndQuery}`, {
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('application/json')
    ? JSON.parse(bytes.toString('utf8'))
    : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

/** A confirmed order of `qty` breads for one of the partner's outlets, delivered tomorrow. */
const confirmedOrder = (partner: SignedIn, qty: number, outletIndex = 0) =>
  placeConfirmedOrder(h, finance, partner, { productId: bread, qty, deliveryDate: tomorrow, outletIndex });

/** What the exports must hold: the period's invoices plus the manual ones made in its month. */
let expected: { number: string; total: number; outlet: string; ownerId: number }[];

const { h, partnerA, partnerB, finance, owner, viewer } = withTestApi({
  partnerA: 'merchant',
  partnerB: 'merchant',
  finance: 'admin',
  owner: 'owner',
  viewer: 'viewer',
});
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 10_000, title: 'Roti Tawar Gandum' });
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  await h.db.insert(productPrices).values(tiers.map(({ g }) => ({ productId: bread, branchGroupId: g!, price: 5000 })));
  const [a1, a2] = (await h.db.select().from(outlets).where(eq(outlets.ownerId, partnerA.userId))).sort(
    (a, b) => a.id - b.id,
  );
  await h.db
    .update(outlets)
    .set({ title: 'Roti Pusat Dago', address: 'Jl. Ir. H. Juanda No. 120', district: 'Kota Bandung' })
    .where(eq(outlets.id, a1.id));
  await h.db.update(outlets).set({ title: EVIL }).where(eq(outlets.id, a2.id));

  await confirmedOrder(partnerA, 10);
  await confirmedOrder(partnerA, 3, 1);
  await confirmedOrder(partnerB, 2);
  expect((await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`))).body.data).toEqual({
    created: 3,
    updated: 0,
  });
  // A manual invoice made in the period's month belongs to its recap too.
  const [b1] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partnerB.userId));
  const manual = expectOk(
    await owner.call('POST', '/transaction/store', {
      branchId: b1.id,
      items: [{ productId: bread, qty: 4, price: 4500 }],
    }),
  );
  await h.db
    .update(invoices)
    .set({ createdAt: new Date(`${periode}-15T05:00:00Z`) })
    .where(eq(invoices.id, manual.transactionId));

  const rows = await h.db
    .select({ number: invoices.number, total: invoices.total, outlet: outlets.title, ownerId: outlets.ownerId })
    .from(invoices)
    .innerJoin(outlets, eq(outlets.id, invoices.outletId));
  expected = rows.sort((x, y) => x.number.localeCompare(y.number));
  expect(expected).toHaveLength(4);
});

describe('GET /print/export-invoice-filename', () => {
  it('names the zip of the period and counts its invoices', async () => {
    const res = await print(finance, `/export-invoice-filename?periode=${periode}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: { filename: `invoice-${periode}.zip`, count: 4 },
      message: tx.found(4),
    });
  });

  it('refuses a missing or malformed period (422) and answers 404 for a period without invoices', async () => {
    const missing = await print(finance, '/export-invoice-filename');
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe(tx.periodeRequired);
    const bad = await print(finance, '/export-invoice-filename?periode=2026-13');
    expect(bad.status).toBe(422);
    expect(bad.json.error).toEqual({ periode: t.invoice.periodeInvalid });
    for (const p of ['/export-invoice-filename', '/export-invoice', '/rekap-invoice']) {
      for (const year of ['0000-01', '0999-05']) {
        // once a 500: the next month was built as "0-02", an invalid date
        const ancient = await print(finance, `${p}?periode=${year}`);
        expect(ancient.status, `${p} ${year}`).toBe(422);
        expect(ancient.json.error).toEqual({ periode: t.invoice.periodeInvalid });
      }
      const none = await print(finance, `${p}?periode=2001-01`);
      expect(none.status).toBe(404);
      expect(none.json).toMatchObject({ success: false, message: t.errors.notFound });
    }
  });
});

describe('GET /print/export-invoice', () => {
  it('streams a zip with one PDF per invoice, safe names, each showing its number and total', async () => {
    const res = await print(owner, `/export-invoice?periode=${periode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${periode}.zip"`);
    expect(res.bytes.subarray(0, 2).toString()).toBe('PK');
    const zip = openZip(res.bytes);
    try {
      expect(zip.names).toHaveLength(expected.length);
      for (const name of zip.names) {
        expect(name).toMatch(/^INV-\d{4}-\d{2}-\d{4} [^/\\]+\.pdf$/);
        expect(name).not.toContain('..');
      }
      expect(zip.names).toContain(
        `${expected.find((e) => e.outlet === 'Roti Pusat Dago')!.number.replaceAll('/', '-')} Roti Pusat Dago.pdf`,
      );
      for (const [i, inv] of expected.entries()) {
        const pdf = await getDocumentProxy(new Uint8Array(zip.read(zip.names[i])));
        const { text } = await extractText(pdf, { mergePages: true });
        expect(text).toContain(inv.number);
        expect(text).toContain(formatRupiah(inv.total));
        expect(text).toContain(tx.bankNotSet);
      }
    } finally {
      zip.close();
    }
  });
});

describe('GET /print/rekap-invoice', () => {
  it('streams a spreadsheet with a row per invoice, neutralised names and a totals row', async () => {
    const res = await print(viewer, `/rekap-invoice?periode=${periode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="rekap-invoice-${periode}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(tx.sheetName)!;
    expect(sheet.getRow(1).getCell(1).value).toBe(tx.sheetTitle(monthLabel(periode)));
    const rows = expected.map((_, i) => sheet.getRow(4 + i));
    expect(rows.map((r) => r.getCell(1).value)).toEqual(expected.map((e) => e.number));
    expect(rows.map((r) => r.getCell(8).value)).toEqual(expected.map((e) => e.total));
    expect(rows.map((r) => r.getCell(2).value)).toContain(`'${EVIL}`);
    expect(rows.map((r) => r.getCell(4).value)).toContain(tx.manualPeriode);
    const totals = sheet.getRow(4 + expected.length);
    expect(totals.getCell(1).value).toBe(tx.totalRow);
    expect(totals.getCell(8).value).toBe(expected.reduce((s, e) => s + e.total, 0));
  });
});

describe('who may export what', () => {
  it('lets owner, finance and viewer export everything; the other roles are refused (403)', async () => {
    for (const who of [owner, finance, viewer])
      expect((await print(who, `/export-invoice-filename?periode=${periode}`)).json.data.count).toBe(4);
    const partners = [partnerA, await h.as('admin-merchant', { partnerId: partnerA.userId })];
    const staff = [await h.as('warehouse'), await h.as('production'), await h.as('delivery')];
    for (const who of [...partners, ...staff]) {
      for (const p of ['/export-invoice-filename', '/rekap-invoice']) {
        const res = await print(who, `${p}?periode=${periode}`);
        expect(res.status).toBe(403);
        expect(res.json.message).toBe(t.errors.forbidden);
      }
    }
    // The month's zip is staff-only; partners may download one of their own invoices, so they are
    // told which form to use rather than refused outright.
    for (const who of staff) expect((await print(who, `/export-invoice?periode=${periode}`)).status).toBe(403);
    for (const who of partners) {
      const res = await print(who, `/export-invoice?periode=${periode}`);
      expect(res.status).toBe(422);
      expect(res.json.message).toBe(t.invoice.onePdfForPartners);
    }
    expect((await print(null, `/export-invoice?periode=${periode}`)).status).toBe(401);
  });

  it("scopes the export service to a partner's own outlets", async () => {
    const mine = await loadPeriodInvoices(h.db, testActor('merchant', partnerA.userId, { name: 'Mitra' }), periode);
    expect(mine.map((i) => i.number).sort()).toEqual(
      expected.filter((e) => e.ownerId === partnerA.userId).map((e) => e.number),
    );
    expect(mine).toHaveLength(2);
    const theirs = await loadPeriodInvoices(h.db, testActor('merchant', partnerB.userId, { name: 'Mitra' }), periode);
    expect(theirs).toHaveLength(2);
    expect(theirs.every((i) => !mine.some((m) => m.id === i.id))).toBe(true);
  });
});
