import { expect, test } from '@playwright/test';
import { todayInWib } from '../lib/i18n/format';
import { longDate } from '../lib/i18n/id/dates';
import { addCatalogueLine, apiAs, day, hydrated, lineQty, loginAndLand, t, toast, withApiClockAhead } from './helpers';

const tw = t.orderWindow;
const tc = t.changeRequest;

/** The journey's own price tier, so the demo tiers other journeys order on keep their deadline. */
async function newTier(playwright: Parameters<typeof apiAs>[0]) {
  const owner = await apiAs(playwright, 'owner');
  const title = `Tier Batas ${Date.now().toString(36)}`;
  const res = await owner.post('/bff/api/branch-group/store', { title });
  expect(res.status()).toBe(200);
  await owner.dispose();
  return title;
}

test('the owner sets a tier’s order deadline on Kelola Jadwal; production reads it', async ({ page, playwright }) => {
  const title = await newTier(playwright);
  await loginAndLand(page, 'owner', 'owner');
  await page.goto('/owner/schedule');
  await expect(page.getByRole('heading', { name: tw.title })).toBeVisible();

  const row = page.getByRole('form', { name: title });
  await expect(row.getByLabel(tw.daysBefore)).toHaveValue('1');
  await expect(row.getByLabel(tw.time)).toHaveValue('20:00');
  await row.getByLabel(tw.daysBefore).selectOption('2');
  await row.getByLabel(tw.time).fill('17:30');
  await row.getByRole('button', { name: tw.save(title) }).click();
  await expect(page.getByText(tw.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: title }).getByLabel(tw.daysBefore)).toHaveValue('2');
  await expect(page.getByRole('form', { name: title }).getByLabel(tw.time)).toHaveValue('17:30');

  await loginAndLand(page, 'produksi', 'production');
  await page.goto('/production/schedule');
  const list = page.getByTestId('order-window-list');
  await expect(list.getByText(title)).toBeVisible();
  await expect(list.getByText(tw.rule(2, '17:30'))).toBeVisible();
  await expect(page.getByRole('button', { name: tw.save(title) })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the partner sees the chosen date’s order deadline and the time left', async ({ page }) => {
    await loginAndLand(page, 'mitra', 'merchant');
    await page.goto('/merchant/order/create');
    const date = day(1);
    await page.getByLabel(t.order.deliveryDate).fill(date);
    const note = page.getByTestId('order-deadline');
    // The demo tiers close at 20:00 the day before; the e2e server's clock is in working hours.
    await expect(note).toContainText(tw.deadline(`${todayInWib()}T20:00:00+07:00`));
    await expect(note).toContainText(/jam|menit/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('after the deadline, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the partner asks for a change, production approves it from its home, and the order follows', async ({
    page,
    playwright,
  }) => {
    const mitra = await apiAs(playwright, 'mitra');
    const placed = await mitra.post('/bff/api/transaction/order/store', {
      deliveryDate: day(1),
      items: [{ productId: '001', qty: 5 }],
      notes: '',
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { transactionOrderId: id, number } = (await placed.json()).data;

    // 11 hours on: 21:00 WIB, an hour past tomorrow's deadline.
    await withApiClockAhead(11 / 24, async () => {
      await loginAndLand(page, 'mitra', 'merchant');
      await page.goto(`/merchant/order/detail/${id}`);
      await expect(page.getByTestId('order-deadline-passed')).toContainText(tw.closed);
      await expect(page.getByRole('link', { name: t.list.edit, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.order.cancelOrder })).toHaveCount(0);
      // A bookmarked edit page says the same, and leads to the request rather than to a form.
      await page.goto(`/merchant/order/detail/${id}/edit`);
      await expect(page.getByText(tw.closed)).toBeVisible();
      await expect(page.getByRole('button', { name: t.order.submitUpdate })).toHaveCount(0);
      await page.getByRole('link', { name: tc.ask }).click();
      await expect(page.getByRole('heading', { name: tc.askTitle(number) })).toBeVisible();
      await lineQty(page, 'Roti Tawar Kupas').fill('8');
      await page.getByRole('button', { name: tc.ask }).click();
      await expect(page.getByText(t.changeRequest.reasonRequired)).toBeVisible();
      await page.getByLabel(tc.reason).fill('Ada pesanan arisan');
      await page.getByRole('button', { name: tc.ask }).click();
      await expect(page.getByText(tc.sent)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/merchant/order/detail/${id}$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await loginAndLand(page, 'produksi', 'production');
      await page.getByTestId('change-requests-waiting').click();
      const row = page.getByRole('row').filter({ hasText: 'Ada pesanan arisan' });
      await expect(row).toContainText('Roti Tawar Kupas');
      await row.getByRole('button', { name: tc.approve }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: tc.approve }).click();
      await expect(page.getByText(tc.approved)).toBeVisible();
      // The home's link shows the waiting ones: a decided request leaves the list.
      await expect(row).toHaveCount(0);
    });

    const shown = await mitra.get(`/bff/api/transaction/order/show/${id}`);
    expect((await shown.json()).data.items).toEqual([expect.objectContaining({ productId: '001', qty: 8 })]);
    await mitra.dispose();
  });

  test('the partner without an order asks the bakery for one after the deadline, from its tab and the order form', async ({
    page,
  }) => {
    const reason = `Tamu mendadak ${Date.now().toString(36)}`;
    // 11 hours on: 21:00 WIB, an hour past tomorrow's deadline.
    await withApiClockAhead(11 / 24, async () => {
      await loginAndLand(page, 'mitra', 'merchant');
      // From the Permintaan Perubahan tab, the date asked first.
      await page.goto('/merchant/order/change-requests');
      await page.getByRole('link', { name: tc.askNew }).click();
      await page.getByLabel(tc.askPickDate).fill(day(1));
      await page.getByRole('button', { name: tc.askContinue }).click();
      await expect(page).toHaveURL(new RegExp(`/merchant/order/change-requests/create\\?deliveryDate=${day(1)}$`));
      await expect(page.getByRole('heading', { name: tc.askNewTitle(longDate(day(1))) })).toBeVisible();
      // From the order form, as the rest of this journey does: a day past its deadline picked on the
      // calendar offers the request, and so does the deadline note of a date typed in.
      await page.goto('/merchant/order/create');
      await hydrated(page);
      // The calendar opens at the month of the first day still open and goes back no further: when
      // tomorrow is a month's last day, it is not on the calendar, and only the typed date offers it.
      if (day(1).slice(0, 7) === day(2).slice(0, 7)) {
        // The day is aria-disabled (greyed out), which Playwright will not click, and a phone's sticky
        // total may cover it; a person can still choose it, here from the keyboard.
        await page.locator(`[data-date="${day(1)}"]`).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('link', { name: tc.askNew })).toHaveAttribute(
          'href',
          `/merchant/order/change-requests/create?deliveryDate=${day(1)}`,
        );
      } else {
        await expect(page.getByRole('button', { name: t.order.calendar.previousMonth })).toBeDisabled();
      }
      await page.getByLabel(t.order.deliveryDate).fill(day(1));
      const note = page.getByTestId('order-deadline');
      await expect(note).toContainText(tw.closed);
      await note.getByRole('link', { name: tc.askNew }).click();
      await expect(page).toHaveURL(new RegExp(`/merchant/order/change-requests/create\\?deliveryDate=${day(1)}$`));
      await addCatalogueLine(page, 'Roti Tawar Kupas', 'Roti Tawar Kupas');
      await lineQty(page, 'Roti Tawar Kupas').fill('6');
      await page.getByLabel(tc.reason).fill(reason);
      await page.getByRole('button', { name: tc.ask }).click();
      await expect(toast(page, tc.sent)).toBeVisible();
      await expect(page).toHaveURL(/\/merchant\/order\/change-requests$/);
      const row = page.getByRole('row').filter({ hasText: reason });
      await expect(row).toContainText(tc.newOrder);
      await expect(row).toContainText(tc.status.menunggu);
    });
  });
});

test('the owner refuses a change with the reason the partner then reads', async ({ page, playwright }) => {
  const deliveryDate = day(1);
  const mitra = await apiAs(playwright, 'mitra');
  const placed = await mitra.post('/bff/api/transaction/order/store', {
    deliveryDate,
    items: [{ productId: '001', qty: 4 }],
    notes: '',
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).data as { transactionOrderId: number; branchId: number };
  const asked = `Tambah untuk hajatan ${Date.now().toString(36)}`;
  const answer = `Adonan sudah dibagi ${Date.now().toString(36)}`;

  // 21:00 WIB: past tomorrow's deadline, so a change is a request the bakery decides.
  await withApiClockAhead(11 / 24, async () => {
    const requested = await mitra.post('/bff/api/order-change-request/store', {
      transactionOrderId: order.transactionOrderId,
      branchId: order.branchId,
      deliveryDate,
      items: [{ productId: '001', qty: 9 }],
      reason: asked,
    });
    expect(requested.status(), await requested.text()).toBe(200);

    await loginAndLand(page, 'owner', 'owner');
    await page.goto('/owner/order/change-requests');
    const row = page.getByRole('row').filter({ hasText: asked });
    await row.getByRole('button', { name: tc.reject }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: tc.reject }).click();
    await expect(dialog.getByText(tc.reasonRequired)).toBeVisible();
    await dialog.getByLabel(tc.rejectReason).fill(answer);
    await dialog.getByRole('button', { name: tc.reject }).click();
    await expect(toast(page, tc.rejected)).toBeVisible();
    await expect(row).toContainText(tc.status.ditolak);

    await loginAndLand(page, 'mitra', 'merchant');
    await page.goto('/merchant/order/change-requests');
    const mine = page.getByRole('row').filter({ hasText: asked });
    await expect(mine).toContainText(tc.status.ditolak);
    await expect(mine).toContainText(answer);
  });
  const shown = await mitra.get(`/bff/api/transaction/order/show/${order.transactionOrderId}`);
  expect((await shown.json()).data.items).toEqual([expect.objectContaining({ productId: '001', qty: 4 })]);
  await mitra.dispose();
});

test.describe('a partner who orders the same every week, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fills tomorrow from the last same weekdays with Isi Saran, and orders a past order again with Pesan Lagi', async ({
    page,
    playwright,
  }) => {
    const date = day(1);
    const mitra = await apiAs(playwright, 'mitra');
    const produksi = await apiAs(playwright, 'produksi');
    // The journey brings its own bread: the warehouse books what the three deliveries take.
    const gudang = await apiAs(playwright, 'gudang');
    const stocked = await gudang.post('/bff/api/stock/update', {
      notes: 'Stok uji order rutin',
      items: [{ productId: '049', qty: 12 }],
    });
    expect(stocked.status(), await stocked.text()).toBe(200);
    await gudang.dispose();
    // Three weeks of history: on each of the last three same weekdays 4 Roti Buaya were delivered.
    let lastId = 0;
    for (const weeksBack of [1, 2, 3]) {
      await withApiClockAhead(-7 * weeksBack, async () => {
        const placed = await mitra.post('/bff/api/transaction/order/store', {
          deliveryDate: day(1 - 7 * weeksBack),
          items: [{ productId: '049', qty: 4, notes: 'M' }],
          notes: '',
        });
        expect(placed.status(), await placed.text()).toBe(200);
        lastId = (await placed.json()).data.transactionOrderId;
        const confirmed = await produksi.post(`/bff/api/transaction/order/confirm/${lastId}`);
        expect(confirmed.status(), await confirmed.text()).toBe(200);
      });
    }
    await produksi.dispose();

    await loginAndLand(page, 'mitra', 'merchant');
    await page.goto('/merchant/order/create');
    await page.getByLabel(t.order.deliveryDate).fill(date);
    await page.getByRole('button', { name: t.order.suggest }).click();
    await expect(page.getByText(t.order.suggestFilled(1))).toBeVisible();

    // Pesan Lagi on the last delivered one: the same lines for tomorrow.
    await page.goto(`/merchant/order/detail/${lastId}`);
    await page.getByRole('button', { name: t.order.reorder }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(t.order.reorderDate).fill(date);
    await dialog.getByRole('button', { name: t.order.reorder }).click();
    await expect(page.getByText(t.order.reordered)).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/detail/${lastId}$`));
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    const shown = await mitra.get(`/bff/api/transaction/order/show/${newId}`);
    expect((await shown.json()).data).toMatchObject({
      deliveryDate: date,
      items: [expect.objectContaining({ productId: '049', qty: 4, notes: 'M' })],
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mitra.dispose();
  });
});
