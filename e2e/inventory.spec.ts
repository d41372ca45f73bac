import { expect, test, type Page } from '@playwright/test';
import { loginAndLand, t } from './helpers';

/**
 * Stock journeys on the demo catalogue. Demo stock may start at 0 or at the demo opening stock,
 * and other journeys may move it, so every check is relative to what the list showed first.
 */
const COCONUT = { id: '110', title: 'Kelapa Parut' };
const CHEESE = { id: '107', title: 'Keju Cheddar' };

/** The stock the list shows for one product, as a number ("1.250 kg" is 1250). */
async function listedStock(page: Page, role: string, product: { id: string; title: string }): Promise<number> {
  await page.goto(`/${role}/inventory?search=${product.id}`);
  const row = page.getByRole('row', { name: new RegExp(product.title) });
  const text = (await row.getByTestId('stock-qty').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('the warehouse adjusts stock up with a note, sees it in the list and the history; a change below zero is refused as a whole', async ({
  page,
}) => {
  await loginAndLand(page, 'gudang', 'warehouse');
  await page.getByRole('link', { name: t.menu.inventory, exact: true }).click();
  await expect(page).toHaveURL(/\/warehouse\/inventory$/);
  await expect(page.getByRole('heading', { name: t.inventory.listTitle })).toBeVisible();

  const coconut = await listedStock(page, 'warehouse', COCONUT);
  const cheese = await listedStock(page, 'warehouse', CHEESE);

  await page.getByRole('link', { name: t.inventory.adjust }).click();
  await expect(page).toHaveURL(/\/warehouse\/inventory\/adjust$/);
  await page.getByLabel(t.inventory.qtyOf(COCONUT.title)).fill('12');
  // Spec 5: quantities strip every non-digit.
  await page.getByLabel(t.inventory.qtyOf(CHEESE.title)).fill('7 kg');
  await expect(page.getByLabel(t.inventory.qtyOf(CHEESE.title))).toHaveValue('7');
  await expect(page.getByTestId('adjust-summary')).toContainText(`${COCONUT.title}+12 kg`);

  // Notes are required: a person must say why.
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.validation.required)).toBeVisible();
  await page.getByLabel(t.inventory.notesLabel).fill('Stok opname e2e');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.messages.stockUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/warehouse\/inventory$/);

  expect(await listedStock(page, 'warehouse', CHEESE)).toBe(cheese + 7);
  expect(await listedStock(page, 'warehouse', COCONUT)).toBe(coconut + 12);

  await page.getByRole('link', { name: t.inventory.historyOf(COCONUT.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/inventory/${COCONUT.id}$`));
  await expect(page.getByTestId('current-stock')).toHaveText(
    `${new Intl.NumberFormat('id-ID').format(coconut + 12)} kg`,
  );
  const movement = page.getByRole('row', { name: /Stok opname e2e/ });
  await expect(movement).toContainText('+12 kg');
  await expect(movement).toContainText(t.inventory.kinds.adjustment);
  await expect(movement).toContainText('Agus Santoso');
  await page.getByLabel(t.inventory.direction).selectOption('false');
  await expect(page).toHaveURL(/inBound=false/);
  await expect(page.getByRole('row', { name: /Stok opname e2e/ })).toHaveCount(0);
  await page.getByLabel(t.inventory.direction).selectOption('true');
  await expect(page.getByRole('row', { name: /Stok opname e2e/ })).toBeVisible();

  // Taking out more cheese than there is refuses the whole adjustment, the coconut line too.
  await page.goto('/warehouse/inventory/adjust');
  await page.getByLabel(t.inventory.qtyOf(COCONUT.title)).fill('5');
  const direction = page.getByRole('group', { name: t.inventory.directionOf(CHEESE.title) });
  await direction.getByText(t.inventory.subtract).click();
  await expect(direction.getByRole('radio', { name: t.inventory.subtract })).toBeChecked();
  await page.getByLabel(t.inventory.qtyOf(CHEESE.title)).fill(String(cheese + 7 + 1000));
  await expect(page.getByText(t.inventory.belowZero)).toBeVisible();
  await page.getByLabel(t.inventory.notesLabel).fill('Barang rusak');
  await page.getByRole('button', { name: t.list.save }).click();
  const refusal = t.stock.insufficient(CHEESE.title, cheese + 7, 'kg');
  await expect(page.locator('[data-sonner-toast]', { hasText: refusal })).toBeVisible();
  await expect(page).toHaveURL(/\/warehouse\/inventory\/adjust$/);
  await expect(page.getByLabel(t.inventory.qtyOf(CHEESE.title))).toHaveValue(String(cheese + 7 + 1000));
  await expect(page.getByLabel(t.inventory.notesLabel)).toHaveValue('Barang rusak');

  expect(await listedStock(page, 'warehouse', COCONUT)).toBe(coconut + 12);
  expect(await listedStock(page, 'warehouse', CHEESE)).toBe(cheese + 7);
});

test('the adjust form is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAndLand(page, 'gudang', 'warehouse');
  await page.goto('/warehouse/inventory/adjust');
  await page.getByLabel(t.inventory.searchProducts).fill(COCONUT.title);
  await page.getByLabel(t.inventory.searchProducts).press('Enter');
  await expect(page.getByRole('list', { name: t.inventory.productList }).getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/\/warehouse\/inventory\/adjust$/);
  await expect(page.getByLabel(t.inventory.qtyOf(COCONUT.title))).toBeInViewport();
  await expect(
    page.getByRole('group', { name: t.inventory.directionOf(COCONUT.title) }).getByText(t.inventory.subtract),
  ).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the viewer reads the stock list and history without adjusting; the adjust form is /404 for it', async ({
  page,
}) => {
  await loginAndLand(page, 'viewer', 'viewer');
  await page.goto('/viewer/inventory');
  await expect(page.getByRole('heading', { name: t.inventory.listTitle })).toBeVisible();
  await expect(page.getByText(t.list.readOnly)).toBeVisible();
  await expect(page.getByRole('link', { name: t.inventory.adjust })).toHaveCount(0);

  await page.getByLabel(t.list.filterType).selectOption('bahan_baku');
  await expect(page).toHaveURL(/type=bahan_baku/);
  await page.getByRole('searchbox', { name: t.list.search }).fill('Kelapa');
  await page.getByRole('searchbox', { name: t.list.search }).press('Enter');
  await expect(page).toHaveURL(/search=Kelapa/);
  await expect(page.getByRole('row', { name: new RegExp(COCONUT.title) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Roti Tawar Kupas/ })).toHaveCount(0);

  await page.getByRole('link', { name: t.inventory.historyOf(COCONUT.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/viewer/inventory/${COCONUT.id}$`));
  await expect(page.getByRole('heading', { name: `${t.inventory.historyTitle}: ${COCONUT.title}` })).toBeVisible();
  await expect(page.getByTestId('current-stock')).toBeVisible();
  await expect(page.getByRole('link', { name: t.inventory.adjust })).toHaveCount(0);

  await page.goto('/viewer/inventory/adjust');
  await expect(page).toHaveURL(/\/404$/);

  await page.goto('/viewer/inventory/99999');
  await expect(page).toHaveURL(/\/viewer\/inventory$/);
});
