import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { DEMO_PASSWORD, login, loginAndLand, t } from './helpers';

test('the warehouse reaches suppliers from its home page and adds one', async ({ page }) => {
  await loginAndLand(page, 'gudang', 'warehouse');
  await page.getByRole('link', { name: t.screens['/suppliers'] }).click();
  await expect(page).toHaveURL(/\/warehouse\/suppliers$/);
  await page.getByRole('link', { name: t.supplier.add }).click();
  await page.getByLabel(t.supplier.company).fill('CV Mentega Nusantara');
  await page.getByLabel(t.supplier.personInCompany).fill('Pak Darmawan');
  await page.getByLabel(t.supplier.personInCompanyPhoneNumber).fill('0812 7777 8888');
  await page.getByLabel(t.supplier.bankAccount).fill('BCA');
  await page.getByLabel(t.supplier.bankAccountNumber).fill('123-456-7890');
  await expect(page.getByLabel(t.supplier.bankAccountNumber)).toHaveValue('1234567890');
  await page.getByLabel(t.supplier.bankAccountName).fill('CV Mentega Nusantara');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.supplier.created)).toBeVisible();
  await expect(page).toHaveURL(/\/warehouse\/suppliers$/);
  await expect(page.getByRole('row', { name: /CV Mentega Nusantara/ })).toContainText('Pak Darmawan');
});

test('production creates a driver account, which must set its own password', async ({ page, browser }) => {
  await loginAndLand(page, 'produksi', 'production');
  await page.goto('/production/users');
  // Production manages drivers only: other staff are not listed.
  await expect(page.getByRole('row', { name: /Hendra Wijaya/ })).toHaveCount(0);
  await page.getByRole('link', { name: t.user.add }).click();
  await expect(page.getByLabel(t.user.role)).toHaveValue('5');
  await expect(page.getByLabel(t.user.role).locator('option')).toHaveCount(2); // placeholder + Delivery
  await page.getByLabel(t.user.name).fill('Slamet Riyadi');
  await page.getByLabel(t.user.username).fill('kurir slamet');
  await page.getByRole('button', { name: t.list.save }).click();
  const temporary = (await page.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
  await page.getByRole('button', { name: t.list.close }).click();
  await expect(page.getByRole('row', { name: /Slamet Riyadi/ })).toContainText('Delivery');

  // The driver signs in in a browser of their own: the list's page may still be refreshing after
  // the dialog closed, and a navigation of it would cut the login short (it did, under load).
  const driver = await (await browser.newContext({ baseURL })).newPage();
  await login(driver, 'kurirslamet', temporary);
  await expect(driver).toHaveURL(/\/set-new-password$/);
  await driver.context().close();
});

test('the viewer reads every master-data list with no write controls', async ({ page }) => {
  await loginAndLand(page, 'viewer', 'viewer');
  // Searched for: other journeys (the import) add partners and outlets that fill the first page.
  for (const [path, row] of [
    ['merchants?search=Rina', /Rina Kusuma/],
    ['outlet?search=Dago', /Roti Pusat Dago/],
    ['suppliers', /.+/],
  ] as const) {
    await page.goto(`/viewer/${path}`);
    await expect(page.getByText(t.list.readOnly)).toBeVisible();
    await expect(page.getByRole('row', { name: row }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Tambah/ })).toHaveCount(0);
    await expect(
      page.getByRole('button', {
        name: new RegExp(`^(${t.list.delete}|${t.list.deactivate}|${t.list.resetPassword})`),
      }),
    ).toHaveCount(0);
  }
  await page.goto('/viewer/suppliers/create');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/viewer/users');
  await expect(page).toHaveURL(/\/404$/);
});

test('finance cannot open staff accounts', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin', DEMO_PASSWORD);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/404$/);
});
