import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { id as localeId } from 'date-fns/locale';
import { baseURL } from '../playwright.config';
import { computeTotals, type AmountType } from '../lib/api/invoicing/totals';
import { formatRupiah, todayInWib } from '../lib/i18n/format';
import { addCatalogueLine, day, loginAndLand, sideMenu, t, toast, withApiClockAhead } from './helpers';
import { ONE_PIXEL_PNG as PNG } from '../lib/testing/files';

/**
 * Invoices end to end: finance closes the month, adjusts an invoice, the partner pays by
 * transfer with a receipt on a phone, finance accepts it, the viewer only reads, and a manual
 * invoice needs qty and price on every line. The orders to bill are made through the API.
 */
test.describe.configure({ mode: 'serial' });

const ti = t.invoice;

const tomorrow = day(1);
const periode = tomorrow.slice(0, 7);

type Detail = {
  transactionId: number;
  number: string;
  status: string;
  subtotal: number;
  taxAmount: string;
  taxType: string;
  total: number;
  orders: { transactionOrderId: number }[];
};
const shared: { orderId?: number; otherOrderId?: number; invoiceId?: number; number?: string; otherNumber?: string } =
  {};

const post = (page: Page, path: string, data: unknown = {}) =>
  page.request.post(path, { headers: { origin: baseURL }, data });

async function json<T>(res: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A confirmed order of ten 001 for an outlet, delivered tomorrow: something to bill. */
async function confirmedOrder(page: Page, outletSearch: string): Promise<number> {
  const outlets = await json<{ items: { branchId: number; title: string }[] }>(
    await page.request.get(`/bff/api/outlet?search=${encodeURIComponent(outletSearch)}`),
  );
  const outlet = outlets.items.find((o) => o.title.includes(outletSearch))!;
  const order = await json<{ transactionOrderId: number }>(
    await post(page, '/bff/api/transaction/order/store', {
      branchId: outlet.branchId,
      deliveryDate: tomorrow,
      items: [{ productId: '001', qty: 10 }],
    }),
  );
  await json(await post(page, `/bff/api/transaction/order/confirm/${order.transactionOrderId}`));
  return order.transactionOrderId;
}

/** The invoice that now holds an order (another journey may have closed this month before). */
async function invoiceOf(page: Page, orderId: number, search: string): Promise<Detail> {
  const list = await json<{ items: { transactionId: number }[] }>(
    await page.request.get(`/bff/api/transaction?periode=${periode}&search=${encodeURIComponent(search)}&limit=100`),
  );
  for (const item of list.items) {
    const detail = await json<Detail>(await page.request.get(`/bff/api/transaction/show/${item.transactionId}`));
    if (detail.orders.some((o) => o.transactionOrderId === orderId)) return detail;
  }
  throw new Error(`order ${orderId} is on no invoice of ${periode}`);
}

test('finance closes the month: progress, a toast with the count, and the invoice waits Belum Bayar', async ({
  page,
}) => {
  // Remembered: the month close below runs with the API clock two days ahead.
  await loginAndLand(page, 'finance', 'admin', undefined, true);
  shared.orderId = await confirmedOrder(page, 'Dago');
  shared.otherOrderId = await confirmedOrder(page, 'Margonda');

  await sideMenu(page).getByRole('link', { name: t.menu.transaction }).click();
  await expect(page).toHaveURL(/\/admin\/transaction$/);
  await page.getByRole('button', { name: ti.generate }).click();
  const dialog = page.getByRole('dialog', { name: ti.generateTitle });
  // Last month in WIB is offered; the month of tomorrow's deliveries is chosen.
  await expect(dialog.getByLabel(ti.periode)).toHaveValue(/^\d{4}-\d{2}$/);
  await dialog.getByLabel(ti.periode).fill(periode);
  // Held back a moment so that the progress can be seen: a month of many outlets takes a while.
  await page.route('**/bff/api/transaction/store?periode=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // The orders are delivered tomorrow: the month is closed once they are (the API clock moves ahead).
  await withApiClockAhead(2, async () => {
    await dialog.getByRole('button', { name: ti.generateConfirm }).click();
    if (periode === todayInWib().slice(0, 7)) {
      // Closing the running month asks first: later deliveries go on a later invoice.
      await expect(dialog.getByText(ti.closeRunningMonth)).toBeVisible();
      await dialog.getByRole('button', { name: ti.closeRunningYes }).click();
    }
    await expect(dialog.getByRole('button', { name: ti.generatingShort })).toBeDisabled();
    await expect(
      dialog.getByText(ti.generating(format(parseISO(`${periode}-01`), 'MMMM yyyy', { locale: localeId }))),
    ).toBeVisible();
    await expect(
      toast(page, new RegExp(`^${t.messages.invoiceIssued.replace('.', '\\.')} \\d+ invoice baru`)),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
  await expect(page).toHaveURL(/\/admin\/transaction$/);

  const invoice = await invoiceOf(page, shared.orderId, 'Dago');
  const other = await invoiceOf(page, shared.otherOrderId, 'Margonda');
  Object.assign(shared, { invoiceId: invoice.transactionId, number: invoice.number, otherNumber: other.number });
  expect(invoice.status).toBe('belum_bayar');

  // The period filter lives in the URL.
  await page.getByLabel(ti.filterPeriode, { exact: true }).fill(periode);
  await expect(page).toHaveURL(new RegExp(`periode=${periode}`));
  const row = page.getByRole('row', { name: new RegExp(invoice.number) });
  await expect(row).toContainText('Roti Pusat Dago');
  await expect(row).toContainText(ti.statuses.belum_bayar);
  await expect(row).toContainText(formatRupiah(invoice.total));
  await row.getByRole('link', { name: invoice.number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/transaction/${invoice.transactionId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(invoice.number);
});

test('finance gives a 10% discount with a note and the total follows', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  const before = await json<Detail>(await page.request.get(`/bff/api/transaction/show/${shared.invoiceId}`));
  await page.goto(`/admin/transaction/${shared.invoiceId}`);
  await expect(page.getByTestId('invoice-total')).toHaveText(formatRupiah(before.total));

  await page.getByRole('button', { name: ti.adjust }).click();
  const dialog = page.getByRole('dialog', { name: ti.adjustTitle });
  await dialog.getByLabel(ti.discount, { exact: true }).fill('10');
  await dialog.getByLabel(ti.discountType).selectOption('persen');
  // The reason is required: nothing is sent without it.
  await dialog.getByLabel(ti.adjustmentNote).fill('');
  await dialog.getByRole('button', { name: t.list.save }).click();
  await expect(dialog.getByText(ti.adjustmentNoteRequired)).toBeVisible();

  await dialog.getByLabel(ti.adjustmentNote).fill('Diskon mitra setia');
  const expected = computeTotals({
    subtotal: before.subtotal,
    discount: '10',
    discountType: 'persen',
    taxAmount: before.taxAmount,
    taxType: before.taxType as AmountType,
  }).total;
  await expect(dialog.getByTestId('adjust-preview-total')).toHaveText(formatRupiah(expected));
  await dialog.getByRole('button', { name: t.list.save }).click();
  await expect(toast(page, ti.adjusted)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(expected).toBeLessThan(before.total);
  await expect(page.getByTestId('invoice-total')).toHaveText(formatRupiah(expected));
  await expect(page.getByRole('rowheader', { name: ti.rate(ti.discount, '10') })).toBeVisible();
  await expect(page.getByTestId('adjustment-note')).toHaveText('Diskon mitra setia');
});

test.describe('the partner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sees only its own invoices, cannot pay online without keys, and sends a transfer receipt', async ({ page }) => {
    await loginAndLand(page, 'mitra', 'merchant');
    await page.getByRole('button', { name: t.app.openMenu }).click();
    await sideMenu(page).getByRole('link', { name: t.menu.transaction }).click();
    await expect(page).toHaveURL(/\/merchant\/transaction$/);
    await expect(page.getByRole('button', { name: ti.generate })).toHaveCount(0);
    await expect(page.getByRole('link', { name: ti.manual })).toHaveCount(0);

    await page.getByRole('searchbox', { name: t.list.search }).fill(shared.number!);
    await page.getByRole('searchbox', { name: t.list.search }).press('Enter');
    const row = page.getByRole('row', { name: new RegExp(shared.number!) });
    await expect(row).toContainText(ti.statuses.belum_bayar);
    // Another partner's invoice is not there, even when searched for.
    await page.getByRole('searchbox', { name: t.list.search }).fill(shared.otherNumber!);
    await page.getByRole('searchbox', { name: t.list.search }).press('Enter');
    await expect(page.getByText(t.list.emptySearch(shared.otherNumber!))).toBeVisible();

    await page.goto(`/merchant/transaction/${shared.invoiceId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shared.number!);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // No Midtrans keys in e2e: said plainly, and no button that would fail.
    await expect(page.getByText(ti.onlineUnavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: ti.payOnline })).toHaveCount(0);
    await expect(page.getByRole('button', { name: ti.acceptPayment })).toHaveCount(0);
    await expect(page.getByRole('button', { name: ti.adjust })).toHaveCount(0);

    await page.getByRole('button', { name: ti.confirmPayment }).click();
    const dialog = page.getByRole('dialog', { name: ti.confirmPayment });
    await expect(dialog.getByLabel(ti.paymentDate)).toHaveValue(todayInWib());
    // The receipt is required.
    await dialog.getByRole('button', { name: ti.send }).click();
    await expect(dialog.getByText(ti.receiptRequired)).toBeVisible();
    await expect(toast(page, t.errors.incomplete)).toBeVisible();

    await dialog.getByLabel(ti.paymentMethod).selectOption('transfer');
    await dialog
      .getByLabel(ti.receiptLabel)
      .setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: ti.receiptLabel })).toHaveAttribute(
      'src',
      /^\/bff\/files\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/,
    );
    await dialog.getByRole('button', { name: ti.send }).click();
    await expect(toast(page, ti.paymentSent)).toBeVisible();
    // Spec 2: after payment, the invoice list.
    await expect(page).toHaveURL(/\/merchant\/transaction$/);
    await expect(page.getByRole('row', { name: new RegExp(shared.number!) })).toContainText(ti.statuses.proses);
  });
});

test("another partner opening this invoice gets 404, and neither that invoice's page nor its order's", async ({
  page,
}) => {
  await loginAndLand(page, 'mitra2', 'merchant');
  const res = await page.goto(`/merchant/transaction/${shared.invoiceId}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: ti.notFound })).toBeVisible();
  await expect(page.getByText(shared.number!)).toHaveCount(0);
  await page.getByRole('link', { name: ti.backToList }).click();
  await expect(page).toHaveURL(/\/merchant\/transaction$/);
  const order = await page.goto(`/merchant/order/detail/${shared.orderId}`);
  expect(order?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: t.order.notFound })).toBeVisible();
});

test('finance sees the receipt and accepts the payment: Lunas', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto(`/admin/transaction/${shared.invoiceId}`);
  await expect(page.getByTestId('invoice-status')).toHaveText(ti.statuses.proses);
  await expect(page.getByText(ti.paymentMethods.transfer)).toBeVisible();
  await expect(page.getByRole('img', { name: ti.paymentReceipt })).toHaveAttribute('src', /^\/bff\/files\/uploads\//);
  await expect(page.getByRole('button', { name: ti.confirmPayment })).toHaveCount(0);
  // While the proof waits for finance, the API refuses an adjustment: the button is not offered.
  await expect(page.getByRole('button', { name: ti.adjust })).toHaveCount(0);

  type Sales = { sales: { invoices: { paid: number; outstanding: number } } };
  const figures = async () =>
    (await json<Sales>(await page.request.get(`/bff/api/reports?month=${periode}`))).sales.invoices;
  const total = (await json<{ total: number }>(await page.request.get(`/bff/api/transaction/show/${shared.invoiceId}`)))
    .total;
  const before = await figures();

  await page.getByRole('button', { name: ti.acceptPayment }).click();
  const dialog = page.getByRole('alertdialog', { name: ti.acceptTitle });
  await expect(dialog.getByText(ti.acceptText(shared.number!))).toBeVisible();
  await dialog.getByLabel(new RegExp(`^${ti.acceptNotes}`)).fill('Transfer BCA masuk');
  await dialog.getByRole('button', { name: ti.acceptConfirm }).click();
  await expect(toast(page, t.messages.paymentConfirmed)).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText(ti.statuses.lunas);
  await expect(page.getByRole('button', { name: ti.acceptPayment })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ti.adjust })).toHaveCount(0);

  // The dashboard's figures follow: the month's paid amount rises by the invoice, outstanding falls.
  const after = await figures();
  expect(after.paid - before.paid).toBe(total);
  expect(before.outstanding - after.outstanding).toBe(total);
  await page.goto(`/admin?month=${periode}`);
  await expect(page.getByRole('main')).toContainText(formatRupiah(after.paid));
});

test('the viewer reads invoices without any action', async ({ page }) => {
  await loginAndLand(page, 'viewer', 'viewer');
  await page.goto(`/viewer/transaction?periode=${periode}&status=lunas`);
  await expect(page.getByLabel(ti.filterStatus, { exact: true })).toHaveValue('lunas');
  const row = page.getByRole('row', { name: new RegExp(shared.number!) });
  await expect(row).toContainText(ti.statuses.lunas);
  await expect(page.getByRole('button', { name: ti.generate })).toHaveCount(0);
  await expect(page.getByRole('link', { name: ti.manual })).toHaveCount(0);

  await row.getByRole('link', { name: shared.number!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/viewer/transaction/${shared.invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shared.number!);
  for (const name of [ti.adjust, ti.confirmPayment, ti.acceptPayment, ti.payOnline])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  await page.goto('/viewer/transaction/create');
  await expect(page).toHaveURL(/\/404$/);
});

test('a manual invoice line without a price is flagged: Data belum lengkap.', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/transaction');
  await page.getByRole('link', { name: ti.manual }).click();
  await expect(page).toHaveURL(/\/admin\/transaction\/create$/);

  await page.getByLabel(ti.outlet, { exact: true }).selectOption({ label: 'Roti Pusat Cimahi' });
  await addCatalogueLine(page, '001', 'Roti Tawar Kupas');
  const line = page.getByTestId('invoice-line').filter({ hasText: 'Roti Tawar Kupas' });
  await line.getByLabel(new RegExp(`^${ti.qty}`)).fill('3 pcs');
  await expect(line.getByLabel(new RegExp(`^${ti.qty}`))).toHaveValue('3');

  await page.getByRole('button', { name: ti.saveManual }).click();
  await expect(toast(page, t.errors.incomplete)).toBeVisible();
  await expect(line).toHaveAttribute('data-invalid', 'true');
  await expect(line.getByText(ti.priceRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/transaction\/create$/); // nothing was sent

  await line.getByLabel(new RegExp(`^${ti.price}`)).fill('Rp 4.000');
  await expect(line.getByLabel(new RegExp(`^${ti.price}`))).toHaveValue('4000');
  await expect(line.getByText(ti.priceRequired)).toHaveCount(0);
  await expect(page.getByTestId('manual-invoice-total')).toHaveText(formatRupiah(12_000));
  await page.getByRole('button', { name: ti.saveManual }).click();
  await expect(toast(page, ti.manualCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/transaction\/\d+$/);
  await expect(page.getByTestId('invoice-total')).toHaveText(formatRupiah(12_000));
  await expect(page.getByText(ti.noOrders)).toBeVisible();
});

test('an invoice that does not exist answers 404 with the way back to the list', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  const res = await page.goto('/admin/transaction/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: ti.notFound })).toBeVisible();
  await page.getByRole('link', { name: ti.backToList }).click();
  await expect(page).toHaveURL(/\/admin\/transaction$/);
});
