import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { baseURL } from '../playwright.config';
import { loginAndLand, t, toast } from './helpers';

/**
 * Issue 12: a new owner sets the bakery's identity and bank account in the app, and one invoice's
 * PDF, downloaded from its detail page, carries them.
 */
const tc = t.company;

test('the owner sets the identity and bank account, and the invoice PDF carries them', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  await page.goto('/owner/profile');
  const card = page.locator('#identitas-usaha');
  await expect(card.getByRole('heading', { name: tc.title })).toBeVisible();
  await card.getByLabel(tc.fields.name).fill('PT Roti Pusat Nusantara');
  await card.getByLabel(tc.fields.address).fill('Jl. Sukajadi No. 5, Bandung');
  await card.getByLabel(tc.fields.npwp).fill('01.234.567.8-901');
  await card.getByLabel(tc.fields.bankName).fill('BCA');
  await card.getByLabel(tc.fields.bankAccountNumber).fill('1234567890');
  await card.getByLabel(tc.fields.bankAccountName).fill('PT Roti Pusat Nusantara');
  await card.getByRole('button', { name: t.profile.save }).click();
  // The NPWP has 13 digits: refused on its field, nothing saved.
  await expect(card.getByText(tc.npwpInvalid)).toBeVisible();
  await card.getByLabel(tc.fields.npwp).fill('01.234.567.8-901.000');
  await card.getByRole('button', { name: t.profile.save }).click();
  await expect(toast(page, tc.saved)).toBeVisible();

  // A manual invoice to print.
  const outlets = await (await page.request.get('/bff/api/outlet')).json();
  const branchId = outlets.data.items[0].branchId as number;
  const created = await page.request.post('/bff/api/transaction/store', {
    headers: { origin: baseURL },
    data: { branchId, items: [{ productId: '001', qty: 2, price: 15000 }] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { transactionId, number } = (await created.json()).data as { transactionId: number; number: string };

  await page.goto(`/owner/transaction/${transactionId}`);
  await expect(page.getByTestId('bank-account')).toContainText('BCA 1234567890');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.report.invoiceExport.downloadPdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number.replace(/[^\w.-]+/g, '-')}.pdf`);
  const bytes = await readFile((await download.path())!);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
  for (const expected of ['PT Roti Pusat Nusantara', 'NPWP 01.234.567.8-901.000', 'No. Rekening: 1234567890', number])
    expect(text).toContain(expected);
});
