import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { addMonths, format, parseISO } from 'date-fns';
import type { Report } from '../lib/api/schemas/report';
import { formatDate, formatRupiah, todayInWib } from '../lib/i18n/format';
import { monthLabel } from '../lib/i18n/id/report';
import { apiAs, day, loginAndLand, t, withApiClockAhead } from './helpers';

/**
 * Halaman Utama of every role, on the demo bakery plus orders, invoices, a production batch and
 * a procurement this spec books through the API first. Each journey checks its role's sections
 * against GET /reports and against what was booked.
 */
test.describe.configure({ mode: 'serial' });

const tr = t.report;
const TOMORROW = day(1);
const M = TOMORROW.slice(0, 7);
const CURRENT = todayInWib().slice(0, 7);

async function data<T>(res: APIResponse): Promise<T> {
  const body = (await res.json()) as { success: boolean; message: string; data: T };
  expect(res.status(), body.message).toBe(200);
  return body.data;
}

/** Nothing sticks out sideways on a phone. */
/** Each of a dashboard's sections shows its heading. */
async function expectHeadings(page: Page, ...names: string[]) {
  for (const name of names) await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * How many entries a complete zip holds: it starts with a local header ("PK\x03\x04") and, once
 * the archive was finished rather than cut off, ends with the end-of-central-directory record.
 */
function zipEntries(bytes: Buffer): number {
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const end = bytes.subarray(bytes.length - 22);
  expect(end.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end.readUInt16LE(10);
}

const booked = { orderValue: 0, dagoInvoice: '', batch: '', procurement: '' };

test.beforeAll(async ({ playwright }) => {
  const finance = await apiAs(playwright, 'finance');
  const outlets = (
    await data<{ items: { branchId: number; title: string }[] }>(await finance.get('/bff/api/outlet?limit=100'))
  ).items;
  const dago = outlets.find((o) => o.title === 'Roti Pusat Dago')!.branchId;
  const margonda = outlets.find((o) => o.title === 'Roti Pusat Margonda')!.branchId;
  const place = async (
    branchId: number,
    items: { productId: string; qty: number; notes?: string }[],
    confirm: boolean,
  ) => {
    const order = await data<{ transactionOrderId: number; total: number }>(
      await finance.post('/bff/api/transaction/order/store', { branchId, deliveryDate: TOMORROW, items }),
    );
    if (confirm) await data(await finance.post(`/bff/api/transaction/order/confirm/${order.transactionOrderId}`));
    booked.orderValue += order.total;
  };
  await place(
    dago,
    [
      { productId: '001', qty: 10 },
      { productId: '018', qty: 2, notes: 'M' },
    ],
    true,
  );
  await place(margonda, [{ productId: '002', qty: 5 }], true);
  await place(dago, [{ productId: '002', qty: 3 }], false);
  // A month close bills deliveries up to today: run it once tomorrow's deliveries are made.
  const closed = await withApiClockAhead(2, () => finance.post(`/bff/api/transaction/store?periode=${M}`));
  expect(await data<{ created: number }>(closed)).toMatchObject({
    created: 2,
  });
  const invoices = (
    await data<{ items: { number: string; outlet: string; periode: string | null }[] }>(
      await finance.get(`/bff/api/transaction?periode=${M}`),
    )
  ).items;
  // The month close's own invoice: the period also lists manual invoices other files made this month.
  booked.dagoInvoice = invoices.find((i) => i.outlet === 'Roti Pusat Dago' && i.periode === M)!.number;
  await finance.dispose();

  const producer = await apiAs(playwright, 'produksi');
  booked.batch = (
    await data<{ number: string }>(
      await producer.post('/bff/api/production/store', { items: [{ productId: '001', qty: 20, type: 'bahan_jadi' }] }),
    )
  ).number;
  await producer.dispose();

  const warehouse = await apiAs(playwright, 'gudang');
  const form = await data<{ options: { suppliers: { supplierId: number }[] } }>(
    await warehouse.get('/bff/api/procurement/create'),
  );
  const po = await data<{ number: string }>(
    await warehouse.post('/bff/api/procurement/store', {
      supplierId: form.options.suppliers[0].supplierId,
      paymentDueOn: day(7),
      items: [{ productId: '101', qty: 10, price: 12_000, unit: 'kg' }],
    }),
  );
  booked.procurement = po.number;
  await warehouse.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the owner sees the month's orders, invoices and best sellers as figures and charts", async ({ page }) => {
    await loginAndLand(page, 'owner', 'owner');
    await page.goto(`/owner?month=${M}`);
    const report = await data<Report>(await page.request.get(`/bff/api/reports?month=${M}`));
    const sales = report.sales!;
    expect(sales.orders.value).toBe(booked.orderValue);
    expect(sales.orders.count).toBe(3);

    await expect(page.getByText(tr.intro(monthLabel(M)))).toBeVisible();
    await expect(page.getByTestId('sales-order-count')).toHaveText('3');
    await expect(page.getByTestId('sales-order-value')).toHaveText(formatRupiah(booked.orderValue));
    await expect(page.getByTestId('sales-invoiced')).toHaveText(formatRupiah(sales.invoices.invoiced));
    await expect(page.getByTestId('sales-outstanding')).toHaveText(formatRupiah(sales.invoices.outstanding));
    await expectHeadings(
      page,
      tr.sales.perDayTitle,
      tr.sales.invoiceTitle,
      tr.sales.topProductsTitle,
      tr.sales.topOutletsTitle,
    );
    // Drawn in the browser, described for screen readers by a caption and a table.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByRole('table', { name: `${tr.chartTable}: ${tr.sales.topOutletsTitle}` })).toContainText(
      'Roti Pusat Dago',
    );
    await expect(page.getByRole('table', { name: `${tr.chartTable}: ${tr.sales.perDayTitle}` })).toContainText(
      formatDate(TOMORROW),
    );
    await expectNoSidewaysScroll(page);
  });

  test('the partner sees only its own orders and its open invoices, with the way to both screens', async ({ page }) => {
    await loginAndLand(page, 'mitra', 'merchant');
    await page.goto(`/merchant?month=${M}`);
    await expect(page.getByTestId('partner-order-count')).toHaveText('2');
    await expect(page.getByRole('heading', { name: tr.partner.invoicesTitle })).toBeVisible();
    await expect(page.getByText(booked.dagoInvoice)).toBeVisible();
    await expect(page.getByText('Roti Pusat Margonda')).toHaveCount(0);
    await expect(page.getByRole('link', { name: tr.partner.openOrders }).first()).toHaveAttribute(
      'href',
      '/merchant/order',
    );
    await expect(page.getByRole('link', { name: tr.partner.openTransactions })).toHaveAttribute(
      'href',
      '/merchant/transaction',
    );
    await expectNoSidewaysScroll(page);
  });
});

test('changing the month keeps it in the URL, and back to this month clears it', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  const next = format(addMonths(parseISO(`${CURRENT}-01`), 1), 'yyyy-MM');
  await page.getByRole('button', { name: tr.nextMonth }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?month=${next}$`));
  await expect(page.getByText(tr.intro(monthLabel(next)))).toBeVisible();
  await page.getByLabel(tr.month, { exact: true }).fill('2001-01');
  await expect(page).toHaveURL(/\/admin\?month=2001-01$/);
  await expect(page.getByText(tr.sales.noOrders)).toBeVisible();
  await expect(page.getByText(tr.sales.noInvoices)).toBeVisible();
  // The empty invoice card leads to the month before, where a month's invoices are after its close.
  await page.getByRole('link', { name: tr.sales.previousMonthInvoices(monthLabel('2000-12')) }).click();
  await expect(page).toHaveURL(/\/admin\?month=2000-12$/);
  await expect(page.getByText(tr.intro(monthLabel('2000-12')))).toBeVisible();
  await page.getByRole('button', { name: tr.thisMonth }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(tr.intro(monthLabel(CURRENT)))).toBeVisible();
});

test('the warehouse sees what needs attention, with the way to its four screens', async ({ page }) => {
  await loginAndLand(page, 'gudang', 'warehouse');
  const w = (await data<Report>(await page.request.get('/bff/api/reports'))).warehouse!;
  await expectHeadings(
    page,
    tr.warehouse.lowStockTitle,
    tr.warehouse.pendingProductionsTitle,
    tr.warehouse.toReceiveTitle,
    tr.warehouse.paymentsTitle,
  );
  const lowStock = page.getByRole('region', { name: tr.warehouse.lowStockTitle });
  await expect(lowStock).toContainText('Roti Buaya'); // 049: 5 pcs in the demo stock
  expect(w.lowStock.items.some((i) => i.productId === '040')).toBe(false); // discontinued, left out
  await expect(page.getByRole('region', { name: tr.warehouse.pendingProductionsTitle })).toContainText(booked.batch);
  await expect(page.getByRole('region', { name: tr.warehouse.toReceiveTitle })).toContainText(booked.procurement);
  await expect(page.getByRole('region', { name: tr.warehouse.paymentsTitle })).toContainText(booked.procurement);
  for (const screen of ['inventory', 'procurements', 'productions', 'suppliers']) {
    await expect(page.locator(`main a[href="/warehouse/${screen}"]`).first()).toBeVisible();
  }
  // The shortcuts keep their names: other journeys start from them.
  await expect(page.getByRole('link', { name: t.screens['/suppliers'] })).toHaveAttribute(
    'href',
    '/warehouse/suppliers',
  );
  await page.getByRole('link', { name: tr.warehouse.links.inventory }).click();
  await expect(page).toHaveURL(/\/warehouse\/inventory$/);
});

test('production sees what to bake for the next delivery date, per product and size', async ({ page }) => {
  await loginAndLand(page, 'produksi', 'production');
  await expect(page.getByRole('heading', { name: tr.production.bakeTitle })).toBeVisible();
  await expect(
    page.getByText(`${tr.production.bakeFor(formatDate(TOMORROW))} · ${tr.production.bakeSummary(3, 2)}`),
  ).toBeVisible();
  const bake = page.getByRole('table', { name: tr.production.bakeFor(formatDate(TOMORROW)) });
  await expect(bake.getByRole('row', { name: /Roti Tawar Kupas/ })).toContainText('10 pcs');
  await expect(bake.getByRole('row', { name: /Roti Sobek Cokelat/ })).toContainText('8 pcs');
  await expect(bake.getByRole('row', { name: /Bolu Pandan/ })).toContainText('M');
  // Issue 12: one total per unit, never pieces and trays added together.
  await expect(bake.getByRole('row', { name: tr.totalOfUnit('pcs') })).toContainText(/\d+ pcs/);
  await expect(bake.getByRole('row', { name: tr.totalOfUnit('loyang') })).toContainText(/\d+ loyang/);
  await expect(bake.getByRole('row', { name: /^Total \d/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: tr.production.pendingProductionsTitle })).toContainText(booked.batch);
  await expect(page.locator('main a[href="/production/productions"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/production/order"]').first()).toBeVisible();
});

test("delivery sees tomorrow's stops per outlet and the way to the delivery list", async ({ page }) => {
  await loginAndLand(page, 'kurir', 'delivery');
  const tomorrow = page.getByRole('region', { name: `${tr.delivery.tomorrow} · ${formatDate(TOMORROW)}` });
  await expect(tomorrow).toContainText('Roti Pusat Dago');
  await expect(tomorrow).toContainText('Roti Pusat Margonda');
  await expect(tomorrow).toContainText(tr.delivery.summary(3, 2));
  await expect(page.getByRole('region', { name: `${tr.delivery.today} · ${formatDate(todayInWib())}` })).toContainText(
    tr.delivery.empty,
  );
  await expect(tomorrow.getByRole('link')).toHaveAttribute('href', `/delivery/delivery?date=${TOMORROW}`);
});

test("finance downloads the month's invoices as a zip of PDFs and as a spreadsheet from the print base", async ({
  page,
}) => {
  await loginAndLand(page, 'finance', 'admin');
  const named = await page.request.get(`/bff/print/export-invoice-filename?periode=${M}`);
  // This file's two month-close invoices, plus any manual invoice another file made this month.
  const { filename, count } = await data<{ filename: string; count: number }>(named);
  expect(filename).toBe(`invoice-${M}.zip`);
  expect(count).toBeGreaterThanOrEqual(2);
  const zip = await page.request.get(`/bff/print/export-invoice?periode=${M}`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect(zipEntries(await zip.body())).toBe(count);
  const xlsx = await page.request.get(`/bff/print/rekap-invoice?periode=${M}`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()['content-disposition']).toContain(`rekap-invoice-${M}.xlsx`);
  expect(zipEntries(await xlsx.body())).toBeGreaterThan(0); // an xlsx is a zip too
  const none = await page.request.get('/bff/print/export-invoice-filename?periode=2001-01');
  expect(none.status()).toBe(404);
  expect(((await none.json()) as { message: string }).message).toBe(t.errors.notFound);

  // Where the Transaksi screen already carries the export buttons, they download with a name.
  await page.goto('/admin/transaction');
  const zipButton = page.getByRole('button', { name: tr.invoiceExport.downloadZip });
  if ((await zipButton.count()) > 0) {
    await page.getByLabel(tr.invoiceExport.periode, { exact: true }).fill(M);
    const download = page.waitForEvent('download');
    await zipButton.click();
    expect((await download).suggestedFilename()).toBe(`invoice-${M}.zip`);
  }
});
