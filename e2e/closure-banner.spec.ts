import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { day, loginAndLand } from './helpers';

test("a closed day within two weeks is announced on the partner's pages, not on staff pages", async ({
  page,
  browser,
}) => {
  await loginAndLand(page, 'owner', 'owner');
  const closed = day(13);
  const res = await page.request.post('/bff/api/schedule-close/store', {
    headers: { origin: baseURL },
    data: { startDate: closed, notes: 'Libur uji spanduk' },
  });
  expect([200, 422]).toContain(res.status()); // 422: an earlier run already closed that day
  await page.goto('/owner');
  await expect(page.getByRole('note')).toHaveCount(0);

  const partner = await browser.newPage();
  await loginAndLand(partner, 'mitra', 'merchant');
  await expect(partner.getByRole('note')).toContainText('Pabrik roti pusat tutup');
  await partner.close();
});
