import { expect, test } from '@playwright/test';
import { formatRupiah } from '../lib/i18n/format';
import { E2E_ACCOUNTS, RECEIVABLES } from './fixtures';
import { apiAs, day, hydrated, loginAndLand, t, toast, withApiClockAhead } from './helpers';
import { ONE_PIXEL_PNG as PNG } from '../lib/testing/files';

/**
 * Receivables end to end (DOMAIN 19): an invoice issued 40 days ago is overdue; finance sees the
 * partner late in Piutang, sends the WhatsApp reminder from Pengingat, the partner finds it under
 * the bell, sends a wrong proof, finance sends it back with a reason and the partner reads why.
 */
test.describe.configure({ mode: 'serial' });

const tr = t.receivables;
const shared: { id?: number; number?: string; overdueDays?: number } = {};

test.beforeAll(async ({ playwright }) => {
  const finance = await apiAs(playwright, 'finance');
  const outlets = await finance.get(`/bff/api/outlet?search=${encodeURIComponent(RECEIVABLES.outlet)}`);
  const outlet = ((await outlets.json()).data.items as { branchId: number; title: string }[]).find(
    (o) => o.title === RECEIVABLES.outlet,
  )!;
  const made = await withApiClockAhead(-40, () =>
    finance.post('/bff/api/transaction/store', {
      branchId: outlet.branchId,
      items: [{ productId: '001', qty: 3, price: 50_000 }],
    }),
  );
  expect(made.status(), await made.text()).toBe(200);
  const invoice = (await made.json()).data as { transactionId: number; number: string };
  const shown = (await (await finance.get(`/bff/api/transaction/show/${invoice.transactionId}`)).json()).data;
  expect(shown.overdueDays).toBeGreaterThan(0);
  Object.assign(shared, { id: invoice.transactionId, number: invoice.number, overdueDays: shown.overdueDays });
  await finance.dispose();
});

test('finance sees the partner late in Piutang and sends the WhatsApp reminder', async ({ page, context }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/transaction');
  await page.getByRole('navigation', { name: tr.tabsLabel }).getByRole('link', { name: tr.tab }).click();
  await expect(page.getByRole('heading', { name: tr.title })).toBeVisible();
  await page.getByPlaceholder(tr.searchPlaceholder).fill(RECEIVABLES.partner);
  await page.getByPlaceholder(tr.searchPlaceholder).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(RECEIVABLES.partner) });
  await expect(row).toContainText(tr.overdueBadge(shared.overdueDays!));
  await expect(row).toContainText(formatRupiah(150_000));
  await expect(row).toContainText(tr.statuses.terlambat);

  await page.getByRole('link', { name: tr.reminderTab }).click();
  // What the hourly job does, now, from the tab: the reminder of the level this invoice has reached.
  await page.getByRole('button', { name: tr.generate }).click();
  const reminder = page.getByRole('row', { name: new RegExp(shared.number!.replaceAll('/', '\\/')) });
  await expect(reminder).toContainText(tr.reminderStatuses.menunggu);
  // The chat opens in a new tab (WhatsApp itself answered here, the test machine is offline);
  // the reminder is then marked sent.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
  const popup = context.waitForEvent('page');
  await reminder.getByRole('button', { name: `${tr.sendWhatsapp} ${shared.number}` }).click();
  const chat = await popup;
  await chat.waitForLoadState();
  const url = new URL(chat.url());
  expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
  expect(url.searchParams.get('text')).toContain(shared.number!);
  await chat.close();
  await expect(toast(page, tr.markedSent)).toBeVisible();
  await expect(reminder).toContainText(tr.reminderStatuses.terkirim);
});

test('the partner finds the reminder under the bell and sends a proof that finance sends back', async ({ browser }) => {
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await loginAndLand(partner, E2E_ACCOUNTS.receivablesPartner.username, 'merchant');
  const bell = partner.getByRole('button', { name: /^Notifikasi, \d+ belum dibaca$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await partner
    .getByRole('button', { name: new RegExp(shared.number!.replaceAll('/', '\\/')) })
    .first()
    .click();
  await expect(partner).toHaveURL(new RegExp(`/merchant/transaction/${shared.id}$`));
  await expect(partner.getByTestId('invoice-due')).toContainText(tr.overdueBadge(shared.overdueDays!));

  // A proof sent through the API as the browser sends it: the upload, then the confirmation.
  const upload = await partner.request.post('/bff/api/utils/upload-file', {
    headers: { origin: new URL(partner.url()).origin },
    multipart: { imageUrl: { name: 'bukti.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const file = (await upload.json()).data as { filename: string };
  const sent = await partner.request.post(`/bff/api/transaction/confirm-payment/${shared.id}`, {
    headers: { origin: new URL(partner.url()).origin },
    data: { paymentDate: new Date().toISOString().slice(0, 10), paymentReceipt: file.filename },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await loginAndLand(finance, 'finance', 'admin');
  await finance.goto(`/admin/transaction/${shared.id}`);
  await hydrated(finance);
  await finance.getByRole('button', { name: tr.reject }).click();
  const dialog = finance.getByRole('alertdialog', { name: tr.rejectTitle });
  await dialog.getByRole('button', { name: tr.rejectConfirm }).click();
  await expect(dialog.getByText(tr.rejectReasonRequired)).toBeVisible();
  await dialog.getByLabel(tr.rejectReason).fill('Nominal transfer kurang Rp10.000');
  await dialog.getByRole('button', { name: tr.rejectConfirm }).click();
  await expect(toast(finance, tr.rejected)).toBeVisible();
  await expect(finance.getByTestId('invoice-status')).toHaveText(t.invoice.statuses.belum_bayar);

  await partner.reload();
  await expect(partner.getByText(tr.lastRejection('Nominal transfer kurang Rp10.000'))).toBeVisible();
  await partner.getByRole('button', { name: /^Notifikasi, \d+ belum dibaca$/ }).click();
  await expect(partner.getByText(tr.rejectedNotice(shared.number!, 'Nominal transfer kurang Rp10.000'))).toBeVisible();
  await partner.getByRole('button', { name: t.notification.readAll }).click();
  await expect(partner.getByRole('button', { name: t.notification.bell, exact: true })).toBeVisible();
  await partnerContext.close();
  await financeContext.close();
});

test('finance puts the partner on hold at a limit; the partner pays part by transfer, finance accepts, the held order goes through', async ({
  page,
  playwright,
  browser,
}) => {
  const finance = await apiAs(playwright, 'finance');
  const found = await finance.get(`/bff/api/mitra?search=${encodeURIComponent(RECEIVABLES.partner)}`);
  const partnerId = ((await found.json()).data.items as { userId: number }[])[0].userId;
  await finance.dispose();

  await loginAndLand(page, 'finance', 'admin');
  await page.goto(`/admin/merchants/${partnerId}`);
  await hydrated(page);
  await page.getByLabel(t.credit.limit).fill('200000');
  await page.getByLabel(t.credit.mode).selectOption('tahan');
  await page.getByRole('button', { name: t.list.save, exact: true }).click();
  await expect(toast(page, t.mitra.updated)).toBeVisible();

  // The partner owes Rp150.000; ten breads (about Rp176.000) on top pass the Rp200.000 limit.
  const partner = await apiAs(playwright, E2E_ACCOUNTS.receivablesPartner.username);
  const tomorrow = day(1);
  const stored = await partner.post('/bff/api/transaction/order/store', {
    deliveryDate: tomorrow,
    items: [{ productId: '001', qty: 10 }],
  });
  const order = (await stored.json()) as { message: string; data: { transactionOrderId: number; status: string } };
  expect(order.data.status, order.message).toBe('ditahan');
  await partner.dispose();

  await page.goto(`/admin/order/detail/${order.data.transactionOrderId}`);
  await expect(page.getByTestId('order-held')).toBeVisible();
  await expect(page.getByRole('button', { name: t.credit.release })).toBeVisible();

  // The partner pays part of the Rp150.000 by transfer: Rp140.000, with its proof.
  const partnerContext = await browser.newContext();
  const payer = await partnerContext.newPage();
  await loginAndLand(payer, E2E_ACCOUNTS.receivablesPartner.username, 'merchant');
  await payer.goto(`/merchant/transaction/${shared.id}`);
  await hydrated(payer);
  await payer.getByRole('button', { name: t.invoice.confirmPayment }).click();
  const proof = payer.getByRole('dialog', { name: t.invoice.confirmPayment });
  await expect(proof.getByLabel(t.invoice.paymentAmount)).toHaveValue('150000');
  await proof.getByLabel(t.invoice.paymentAmount).fill('140.000');
  await proof
    .getByLabel(t.invoice.receiptLabel)
    .setInputFiles({ name: 'bukti-sebagian.png', mimeType: 'image/png', buffer: PNG });
  await expect(proof.getByRole('img', { name: t.invoice.receiptLabel })).toBeVisible();
  await proof.getByRole('button', { name: t.invoice.send }).click();
  await expect(toast(payer, t.invoice.paymentSent)).toBeVisible();
  await partnerContext.close();

  // Finance accepts it: Rp10.000 is left, and back within the limit the held order goes through by itself.
  await page.goto(`/admin/transaction/${shared.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: t.invoice.acceptPayment }).click();
  const accept = page.getByRole('alertdialog');
  await expect(accept.getByLabel(t.invoice.paymentAmount)).toHaveValue('140000');
  await expect(accept.getByText(t.invoice.acceptTextPartial(shared.number!, formatRupiah(10_000)))).toBeVisible();
  await accept.getByRole('button', { name: t.invoice.acceptConfirm }).click();
  await expect(toast(page, t.messages.paymentConfirmed)).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText(t.invoice.statuses.belum_bayar);
  await expect(page.getByTestId('invoice-remaining')).toHaveText(formatRupiah(10_000));
  await expect(
    page.getByTestId('invoice-payment').filter({ hasText: t.invoice.paymentStatuses.diterima }),
  ).toContainText(formatRupiah(140_000));
  // Opened again (cash for the rest), the dialog starts from what is left, not the payment just accepted.
  await page.getByRole('button', { name: t.invoice.acceptPayment }).click();
  const again = page.getByRole('alertdialog');
  await expect(again.getByLabel(t.invoice.paymentAmount)).toHaveValue('10000');
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
  await page.goto(`/admin/order/detail/${order.data.transactionOrderId}`);
  await expect(page.getByTestId('order-held')).toHaveCount(0);
  await expect(page.getByText(t.order.statuses.pending).first()).toBeVisible();
});

test('the owner answers who did it: Riwayat on the invoice and Jejak Audit with its xlsx', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  await page.goto(`/owner/transaction/${shared.id}`);
  const history = page.getByRole('list', { name: t.audit.history });
  await expect(history.getByText(t.audit.actions['reject-payment'])).toBeVisible();
  await expect(history.getByText(t.audit.actions['accept-payment'])).toBeVisible();

  await page.goto('/owner');
  await page.getByRole('link', { name: t.audit.tab, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.audit.title })).toBeVisible();
  await hydrated(page);
  await page.getByLabel(t.audit.filterEntity).selectOption('mitra');
  await expect(page.getByRole('row', { name: /Limit kredit: - -> Rp200\.000/ }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.audit.download }).click();
  expect((await download).suggestedFilename()).toMatch(/^jejak-audit-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
