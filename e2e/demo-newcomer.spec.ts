import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { day, t } from './helpers';
import { startPrivateServer } from './private-server';

/**
 * Issue 18: a newcomer's first minute on the demo in full swing (`npm start` on a fresh clone makes
 * it): the login page lists the demo accounts, and the owner's home shows this month's orders as
 * figures and charts with data, not an empty bakery. Its own server: the shared one keeps the
 * quiet demo the other journeys count on.
 */
let server: Awaited<ReturnType<typeof startPrivateServer>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPrivateServer();
});
test.afterAll(() => server?.dispose());

test('a newcomer signs in as owner from the demo list and sees charts with data', async ({ page }) => {
  await page.goto(`${server.origin}/login`);
  await expect(page.getByRole('heading', { name: t.login.demoTitle })).toBeVisible();
  await expect(page.getByText(t.login.demoIntro(DEMO_PASSWORD))).toBeVisible();
  await page.getByLabel(t.login.username).fill('owner');
  await page.getByLabel(t.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(`${server.origin}/owner`);

  const orders = page.getByTestId('sales-order-count');
  await expect(orders).toBeVisible();
  expect(Number((await orders.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(50);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: `${t.report.chartTable}: ${t.report.sales.topOutletsTitle}` }),
  ).toContainText('Roti Pusat');
});

test('the demo list offers a partner with history, whose home has its orders and invoices', async ({ page }) => {
  await page.goto(`${server.origin}/login`);
  const card = page.getByTestId('demo-accounts');
  await expect(card).toContainText('mitra-demo001');
  await expect(card).toContainText(t.login.demoHistoryPartner);
  await page.getByLabel(t.login.username).fill('mitra-demo001');
  await page.getByLabel(t.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(`${server.origin}/merchant`);
  const orders = page.getByTestId('partner-order-count');
  await expect(orders).toBeVisible();
  expect(Number((await orders.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
});

test("the demo's drops and purchases carry their files: a proof photo, a supplier's receipts", async ({ page }) => {
  const yesterday = day(-1);
  await page.goto(`${server.origin}/login`);
  await page.getByLabel(t.login.username).fill('owner');
  await page.getByLabel(t.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(`${server.origin}/owner`);
  await page.goto(`${server.origin}/owner/order?deliveryDate=${yesterday}&status=berhasil`);
  const first = page
    .getByRole('link', { name: /\d/ })
    .filter({ hasText: /^[A-Z]/ })
    .first();
  const number = (await first.textContent())!.trim();
  await first.click();
  const photo = page.getByRole('img', { name: t.dispatch.proof.photoAlt(number) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  await page.context().clearCookies();
  await page.goto(`${server.origin}/login`);
  await page.getByLabel(t.login.username).fill('gudang');
  await page.getByLabel(t.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(`${server.origin}/warehouse`);
  await page.goto(`${server.origin}/warehouse/procurements`);
  await page
    .getByRole('row', { name: /PT Tepung Sari Nusantara/ })
    .getByRole('link')
    .first()
    .click();
  const receipts = page.getByRole('link', { name: `${t.upload.openReceipt}: ${t.upload.receiptPdf}` });
  await expect(receipts).toHaveCount(2);
  for (const href of await receipts.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    const file = await page.request.get(href);
    expect(file.headers()['content-type']).toBe('application/pdf');
  }
});
