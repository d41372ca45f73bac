import { expect, test } from '@playwright/test';
import { loginAndLand, t } from './helpers';

test('the owner creates a partner with its first outlet, edits it and deactivates it', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  await page.goto('/owner/merchants');
  await page.getByRole('link', { name: t.mitra.add }).click();
  await expect(page).toHaveURL(/\/owner\/merchants\/create$/);

  await page.getByLabel(t.mitra.name).fill('Siti Rahmawati');
  await page.getByLabel(t.mitra.username).fill('siti rahma');
  await expect(page.getByLabel(t.mitra.username)).toHaveValue('sitirahma');
  await page.getByLabel(t.mitra.phoneNumber).fill('0813-2222-3333');
  await page.getByLabel(t.outlet.title).fill('Roti Pusat Buah Batu');
  await page.getByLabel(t.outlet.branchGroupId).selectOption({ label: 'Harga Reguler' });
  await page.getByLabel(t.address.region).selectOption('Jawa Barat');
  await page.getByLabel(t.address.district).fill('Kota Bandung');
  await page.getByLabel(t.address.postalCode).fill('40287');
  await page.getByRole('button', { name: t.list.save }).click();

  const password = page.getByTestId('temporary-password');
  await expect(password).toHaveText(/^[A-Za-z0-9]{12}$/);
  await page.getByRole('button', { name: t.list.close }).click();
  await expect(page).toHaveURL(/\/owner\/merchants$/);

  await page.getByRole('searchbox', { name: t.list.search }).fill('Siti');
  await page.getByRole('button', { name: t.list.search }).click();
  await expect(page).toHaveURL(/search=Siti/);
  const row = page.getByRole('row', { name: /Siti Rahmawati/ });
  await expect(row).toContainText('Roti Pusat Buah Batu');

  await row.getByRole('link', { name: `${t.list.edit} Siti Rahmawati` }).click();
  await page.getByLabel(t.outlet.title).fill('Roti Pusat Buah Batu Raya');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.mitra.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/merchants$/);

  await page.goto('/owner/merchants?search=Siti');
  const edited = page.getByRole('row', { name: /Siti Rahmawati/ });
  await expect(edited).toContainText('Roti Pusat Buah Batu Raya');
  await edited.getByRole('button', { name: `${t.list.deactivate} Siti Rahmawati` }).click();
  await expect(page.getByText(t.mitra.deactivated)).toBeVisible();
  await expect(edited).toContainText(t.list.inactive);
  await page.reload();
  await expect(page.getByRole('row', { name: /Siti Rahmawati/ })).toContainText(t.list.inactive);
});

test('a missing partner says Mitra tidak ditemukan. and returns to the list', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/merchants/987654');
  await expect(page.getByText(t.mitra.notFound).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/merchants$/);
});

test('deleting asks first and trims the list', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  await page.goto('/owner/merchants/create');
  await page.getByLabel(t.mitra.name).fill('Mitra Sementara');
  await page.getByLabel(t.mitra.username).fill('mitrasementara');
  await page.getByLabel(t.outlet.title).fill('Outlet Sementara');
  await page.getByLabel(t.outlet.branchGroupId).selectOption({ label: 'Harga Reguler' });
  await page.getByRole('button', { name: t.list.save }).click();
  await page.getByRole('button', { name: t.list.close }).click();
  await page.goto('/owner/merchants?search=Sementara');
  await expect(page.getByText(t.list.showing(1, 1, 1))).toBeVisible();
  await page.getByRole('button', { name: `${t.list.delete} Mitra Sementara` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.dialog.deleteConfirm }).click();
  await expect(page.getByText(t.mitra.deleted)).toBeVisible();
  await expect(page.getByRole('row', { name: /Mitra Sementara/ })).toHaveCount(0);
});

test('production reads partners and outlets without write controls', async ({ page }) => {
  await loginAndLand(page, 'produksi', 'production');
  // Searched for: other journeys (the import) add partners and outlets that fill the first page.
  await page.goto('/production/merchants?search=Rina');
  await expect(page.getByRole('row', { name: /Rina Kusuma/ })).toBeVisible();
  await expect(page.getByRole('link', { name: t.mitra.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(t.list.delete) })).toHaveCount(0);
  await page.goto('/production/outlet?search=Cimahi');
  await expect(page.getByRole('row', { name: /Roti Pusat Cimahi/ })).toBeVisible();
  await expect(page.getByRole('link', { name: t.outlet.add })).toHaveCount(0);
  await page.goto('/production/merchants/create');
  await expect(page).toHaveURL(/\/404$/);
});
