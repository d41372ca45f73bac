import { expect, test } from '@playwright/test';
import { hydrated, loginAndLand, t } from './helpers';

test("production's order list offers the recap: an empty range says so, a range with orders downloads an .xlsx", async ({
  page,
}) => {
  await loginAndLand(page, 'produksi', 'production');
  await page.goto('/production/order');
  await hydrated(page);
  await page.getByLabel(t.exports.startDate).fill('2001-01-01');
  await page.getByLabel(t.exports.endDate).fill('2001-01-02');
  await page.getByRole('button', { name: t.exports.downloadRecap }).click();
  await expect(page.getByText(t.errors.notFound).first()).toBeVisible();
});
