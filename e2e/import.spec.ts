import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PARTNER_COLUMNS } from '../lib/api/imports/partners';
import { loginAndLand, t, toast } from './helpers';

/**
 * Issue 18: finance loads 50 outlets of 25 partners from an xlsx: the template downloads, the file
 * with two bad rows is previewed with each row's problem and cannot be applied, the fixed file is
 * applied all at once, and the new partners' one-time passwords are shown once.
 */
const ti = t.import;
/** The template's own columns, in its order. */
const HEADERS = PARTNER_COLUMNS.map((c) => c.header);
const stamp = Date.now().toString(36);
/** Outlet n (1-based) of partner ceil(n / 2): two outlets per partner, as a franchise file has them. */
const row = (n: number, tier: string, outletPhone = `02271000${String(n).padStart(2, '0')}`) => [
  `Mitra Impor ${Math.ceil(n / 2)}`,
  `impor${stamp}${Math.ceil(n / 2)}`,
  `08123400${String(Math.ceil(n / 2)).padStart(4, '0')}`,
  '',
  `Outlet Impor ${stamp} ${n}`,
  outletPhone,
  `Jl. Impor No. ${n}`,
  'Citarum',
  'Bandung Wetan',
  'Kota Bandung',
  'Jawa Barat',
  '40115',
  tier,
];
const OUTLETS = 50;

/** The finance staff's own workbook: 50 outlets of 25 partners, `bad` rows broken on purpose. */
async function workbook(bad: { tierOf?: number; phoneOf?: number } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mitra');
  sheet.addRow(HEADERS);
  for (let n = 1; n <= OUTLETS; n++) {
    const tier = n === bad.tierOf ? 'Harga Tidak Ada' : n % 2 ? 'Harga Reguler' : 'Harga Kota Besar';
    sheet.addRow(n === bad.phoneOf ? row(n, tier, '12-ab') : row(n, tier));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function previewFile(page: Page, content: Buffer) {
  await page.getByLabel(ti.file).setInputFiles({
    name: 'mitra.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await page.getByRole('button', { name: ti.preview }).click();
}

test('finance imports 50 outlets from an xlsx with two bad rows, fixes them and applies it in one go', async ({
  page,
}) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/admin/outlet');
  await page.getByRole('navigation', { name: t.tier.tabsLabel }).getByRole('link', { name: ti.tab }).click();
  await expect(page).toHaveURL(/\/admin\/outlet\/import$/);

  const template = await page.request.get(
    (await page.getByRole('link', { name: ti.downloadTemplate }).getAttribute('href'))!,
  );
  expect(template.status()).toBe(200);
  expect(template.headers()['content-disposition']).toContain(ti.filename('partners'));

  // Two bad rows: a tier that does not exist, and an outlet's phone mistyped.
  await previewFile(page, await workbook({ tierOf: 10, phoneOf: 37 }));
  await expect(page.getByTestId('import-summary')).toHaveText(ti.previewed(OUTLETS, 2));
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText(ti.unknownTier('Harga Tidak Ada'));
  await expect(preview).toContainText(`${t.import.headers.phoneNumberBranch}: ${ti.phoneInvalid}`);
  await expect(page.getByRole('button', { name: ti.commit })).toBeDisabled();

  await previewFile(page, await workbook());
  await expect(page.getByTestId('import-summary')).toHaveText(ti.previewed(OUTLETS, 0));
  await page.getByRole('button', { name: ti.commit }).click();
  await expect(toast(page, /^Impor selesai/)).toBeVisible();
  const accounts = page.getByTestId('import-accounts');
  await expect(accounts.getByRole('row')).toHaveCount(OUTLETS / 2 + 1);
  await expect(accounts).toContainText(`impor${stamp}1`);
  await expect(accounts).toContainText(`impor${stamp}25`);
  await expect(page.getByRole('link', { name: ti.accountsDownload })).toHaveAttribute('download', ti.accountsFilename);

  const made = await page.request.get(
    `/bff/api/outlet?limit=100&search=${encodeURIComponent(`Outlet Impor ${stamp}`)}`,
  );
  expect(((await made.json()).data as { pagination: { total: number } }).pagination.total).toBe(OUTLETS);
  // The last outlet (even: Harga Kota Besar) is in the list with its tier.
  await page.goto(`/admin/outlet?search=${encodeURIComponent(`Outlet Impor ${stamp} ${OUTLETS}`)}`);
  await expect(page.getByRole('row', { name: new RegExp(`Outlet Impor ${stamp} ${OUTLETS}`) })).toContainText(
    'Harga Kota Besar',
  );

  // A file with the required columns only: the preview says the others stay as they are.
  const required = PARTNER_COLUMNS.flatMap((c, i) => ('required' in c ? [i] : []));
  const short = new ExcelJS.Workbook();
  const sheet = short.addWorksheet('Mitra');
  sheet.addRow(required.map((i) => HEADERS[i]));
  sheet.addRow(required.map((i) => row(1, 'Harga Reguler')[i]));
  await page.goto('/admin/outlet/import');
  await previewFile(page, Buffer.from(await short.xlsx.writeBuffer()));
  await expect(page.getByTestId('import-summary')).toHaveText(ti.previewed(1, 0));
  const left = PARTNER_COLUMNS.filter((c) => !('required' in c)).map((c) => c.header);
  await expect(page.getByTestId('import-kept-columns')).toHaveText(ti.keptColumns(left));
});
