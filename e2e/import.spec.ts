import { expect, test, type Page } from '@playwright/test';
import { PARTNER_COLUMNS } from '../lib/api/imports/partners';
import { loginAndLand, t } from './helpers';

/**
 * Issue 18: finance loads partners and outlets from a spreadsheet: the template downloads, a file
 * with a bad row is previewed with the row's problem and cannot be applied, the fixed file is
 * applied all at once, and the new partners' one-time passwords are shown once.
 */
const ti = t.import;
/** The template's own columns, in its order. */
const HEADERS = PARTNER_COLUMNS.map((c) => c.header);
const stamp = Date.now().toString(36);
const row = (n: number, tier: string) =>
  [
    `Mitra Impor ${n}`,
    `impor${stamp}${n}`,
    `08123400${String(n).padStart(4, '0')}`,
    '',
    `Outlet Impor ${stamp} ${n}`,
    `02271000${String(n).padStart(2, '0')}`,
    `Jl. Impor No. ${n}`,
    'Citarum',
    'Bandung Wetan',
    'Kota Bandung',
    'Jawa Barat',
    '40115',
    tier,
  ].join(';');
const csv = (tiers: string[]) =>
  Buffer.from(`\uFEFF${[HEADERS.join(';'), ...tiers.map((tier, i) => row(i + 1, tier))].join('\r\n')}\r\n`);

async function previewFile(page: Page, content: Buffer) {
  await page.getByLabel(ti.file).setInputFiles({ name: 'mitra.csv', mimeType: 'text/csv', buffer: content });
  await page.getByRole('button', { name: ti.preview }).click();
}

test('finance previews a partner file with a bad row, fixes it and applies it in one go', async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/outlet');
  await page.getByRole('navigation', { name: t.tier.tabsLabel }).getByRole('link', { name: ti.tab }).click();
  await expect(page).toHaveURL(/\/admin\/outlet\/import$/);

  const template = await page.request.get(
    (await page.getByRole('link', { name: ti.downloadTemplate }).getAttribute('href'))!,
  );
  expect(template.status()).toBe(200);
  expect(template.headers()['content-disposition']).toContain(ti.filename('partners'));

  await previewFile(page, csv(['Harga Reguler', 'Harga Tidak Ada']));
  await expect(page.getByTestId('import-summary')).toHaveText(ti.previewed(2, 1));
  await expect(page.getByTestId('import-preview')).toContainText(ti.unknownTier('Harga Tidak Ada'));
  await expect(page.getByRole('button', { name: ti.commit })).toBeDisabled();

  await previewFile(page, csv(['Harga Reguler', 'Harga Kota Besar']));
  await expect(page.getByTestId('import-summary')).toHaveText(ti.previewed(2, 0));
  await page.getByRole('button', { name: ti.commit }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(/^Impor selesai/)).toBeVisible();
  const accounts = page.getByTestId('import-accounts');
  await expect(accounts).toContainText(`impor${stamp}1`);
  await expect(accounts).toContainText(`impor${stamp}2`);
  await expect(page.getByRole('link', { name: ti.accountsDownload })).toHaveAttribute('download', ti.accountsFilename);

  await page.goto(`/admin/outlet?search=${encodeURIComponent(`Outlet Impor ${stamp}`)}`);
  await expect(page.getByRole('row', { name: new RegExp(`Outlet Impor ${stamp} 2`) })).toContainText(
    'Harga Kota Besar',
  );
});
