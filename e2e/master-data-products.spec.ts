import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { formatRupiah } from '../lib/i18n/format';
import { loginAndLand, t } from './helpers';
import { ONE_PIXEL_PNG as PNG } from '../lib/testing/files';

test("finance edits a product's tier prices and thumbnail; the picture is served only to signed-in users", async ({
  page,
  playwright,
}) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/products?search=013');
  const row = page.getByRole('row', { name: /013/ });
  await row.getByRole('link', { name: new RegExp(`^${t.list.edit}`) }).click();
  await expect(page).toHaveURL(/\/admin\/products\/013$/);

  await page.getByLabel('Harga Reguler').fill('Rp 9.500');
  await expect(page.getByLabel('Harga Reguler')).toHaveValue('9500');
  await expect(page.getByText(formatRupiah(9500))).toBeVisible();
  await page.getByLabel('Harga Kota Besar').fill('10500');

  await page.getByLabel(t.product.thumbnail).setInputFiles({ name: 'roti.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: t.product.thumbnail });
  await expect(preview).toHaveAttribute('src', /^\/bff\/files\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  const src = (await preview.getAttribute('src'))!;

  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.product.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto('/admin/products/013');
  await expect(page.getByLabel('Harga Reguler')).toHaveValue('9500');
  await expect(page.getByLabel('Harga Kota Besar')).toHaveValue('10500');

  const signedIn = await page.request.get(src);
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await signedIn.body()).equals(PNG)).toBe(true);
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(src)).status()).toBe(401);
  await anonymous.dispose();
});

test('a file that is not an image is refused with the Indonesian message', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/products/018');
  await page.getByLabel(t.product.thumbnail).setInputFiles({
    name: 'bukan-gambar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('ini teks biasa, bukan gambar'),
  });
  await expect(page.getByText(t.upload.wrongType)).toBeVisible();
});

test('finance reorders products by dragging with the keyboard and with the arrows', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/products');
  await page.getByRole('link', { name: t.product.queueTitle }).click();
  await expect(page).toHaveURL(/\/admin\/products\/queue$/);
  const items = page.getByTestId('queue-item');
  const first = (await items.nth(0).textContent())!;
  const second = (await items.nth(1).textContent())!;
  const firstTitle = first
    .replace(/^\d+/, '')
    .split(/\d{3} ·/)[0]
    .trim();

  // dnd-kit's keyboard sensor: space picks up, arrow moves, space drops.
  await page.getByRole('button', { name: t.list.dragHandle(firstTitle) }).focus();
  // Short pauses: dnd-kit measures positions on animation frames between the steps.
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
  await expect(items.nth(1)).toHaveText(first.replace(/^1/, '2'));

  const third = await items.nth(2).textContent();
  const thirdTitle = third!
    .replace(/^\d+/, '')
    .split(/\d{3} ·/)[0]
    .trim();
  await page.getByRole('button', { name: `${t.list.moveUp} ${thirdTitle}` }).click();
  await expect(items.nth(1)).toContainText(thirdTitle);

  await page.getByRole('button', { name: t.list.saveOrder }).click();
  await expect(page.getByText(t.messages.productQueueSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto('/admin/products/queue');
  await expect(items.nth(0)).toContainText(
    second
      .replace(/^2/, '')
      .split(/\d{3} ·/)[0]
      .trim(),
  );
  await expect(items.nth(1)).toContainText(thirdTitle);
  await expect(items.nth(2)).toContainText(firstTitle);
});

test('the merchant cannot open product administration', async ({ page }) => {
  await loginAndLand(page, 'mitra', 'merchant');
  await page.goto('/merchant/products');
  await expect(page).toHaveURL(/\/404$/);
});
