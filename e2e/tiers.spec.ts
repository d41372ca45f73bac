import { expect, test } from '@playwright/test';
import { loginAndLand, t, toast } from './helpers';

/**
 * Issue 18: price tiers are managed in the app, as a tab of Kelola Outlet (the spec's menus stay):
 * finance adds a tier, sets its terms in one form, cannot delete one outlets use, deletes its own.
 */
const tt = t.tier;

test('finance adds a price tier, sets its terms, and deletes it; a tier in use stays', async ({ page }) => {
  const title = `Harga Grosir ${Date.now()}`;
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/outlet');
  await page.getByRole('navigation', { name: tt.tabsLabel }).getByRole('link', { name: tt.tabTiers }).click();
  await expect(page).toHaveURL(/\/admin\/outlet\/tiers$/);
  const table = page.getByRole('table', { name: tt.listTitle });
  await expect(table.getByRole('row', { name: /Harga Reguler/ })).toBeVisible();

  await page.getByLabel(tt.fields.title).fill(title);
  await page.getByRole('button', { name: tt.add }).click();
  await expect(toast(page, tt.created)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(tt.cutoff(1, '20:00'));

  await row.getByRole('link', { name: `${t.list.edit} ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/outlet\/tiers\/\d+$/);
  await page.getByLabel(tt.fields.cutoffDaysBefore).selectOption('2');
  await page.getByLabel(tt.fields.cutoffTime).fill('18:00');
  await page.getByLabel(tt.fields.paymentTermDays).fill('30');
  await page.getByLabel(tt.fields.returnPolicy).selectOption('percent');
  // The percent is required for that policy: the API says so on the field.
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(tt.returnPercentRequired)).toBeVisible();
  await page.getByLabel(tt.fields.returnPercent).fill('50');
  await page.getByLabel(tt.fields.reminderLevels).fill('-3, 0, 7');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(toast(page, tt.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/outlet\/tiers$/);
  await expect(row).toContainText(tt.cutoff(2, '18:00'));
  await expect(row).toContainText(tt.termDays(30));

  // Bulk price change on a tier with prices: +10% on one product, rounded to Rp100, previewed first.
  await table
    .getByRole('row', { name: /Harga Reguler/ })
    .getByRole('link', { name: `${t.list.edit} Harga Reguler` })
    .click();
  const bulk = page.getByRole('group', { name: tt.bulk.products });
  const first = bulk.getByRole('checkbox').first();
  await first.check();
  await page.getByLabel(tt.bulk.value).fill('10');
  await page.getByRole('button', { name: tt.bulk.preview }).click();
  const preview = page.getByTestId('bulk-preview');
  await expect(preview.getByRole('row')).toHaveCount(2);
  const [oldText, newText] = await Promise.all([
    preview.getByRole('cell').nth(0).textContent(),
    preview.getByRole('cell').nth(1).textContent(),
  ]);
  const rupiah = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
  expect(rupiah(newText)).toBe(Math.round((rupiah(oldText) * 1.1) / 100) * 100);
  await page.getByRole('button', { name: tt.bulk.apply }).click();
  await expect(toast(page, tt.bulk.applied(1))).toBeVisible();
  await page.goto('/admin/outlet/tiers');

  // A tier outlets use is not deleted: the refusal says what uses it.
  await table
    .getByRole('row', { name: /Harga Reguler/ })
    .getByRole('button', { name: `${t.list.delete} Harga Reguler` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.dialog.deleteConfirm }).click();
  await expect(toast(page, /masih dipakai/)).toBeVisible();
  await expect(table.getByRole('row', { name: /Harga Reguler/ })).toBeVisible();

  await row.getByRole('button', { name: `${t.list.delete} ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.dialog.deleteConfirm }).click();
  await expect(toast(page, tt.deleted)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('the viewer reads the tiers without the form or any button that changes them', async ({ page }) => {
  await loginAndLand(page, 'viewer', 'viewer');
  await page.goto('/viewer/outlet/tiers');
  await expect(page.getByRole('table', { name: tt.listTitle })).toContainText('Harga Reguler');
  await expect(page.getByRole('button', { name: tt.add })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`^${t.list.edit}`) })).toHaveCount(0);
  await page.goto('/viewer/outlet/tiers/1');
  await expect(page).toHaveURL(/\/404$/);
});
