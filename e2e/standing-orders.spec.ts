import { expect, test } from '@playwright/test';
import { isoWeekday } from '../lib/i18n/id/dates';
import { E2E_ACCOUNTS } from './fixtures';
import { addCatalogueLine, apiAs, day, lineQty, loginAndLand, searchCatalogue, t, withApiClockAhead } from './helpers';

const ts = t.standingOrder;
const tc = t.changeRequest;
/** No other journey orders for this partner's outlet tomorrow, so its standing order is not skipped. */
const PARTNER = E2E_ACCOUNTS.dispatchPartner.username;
const BREAD = { id: '005', title: 'Roti Sosis' };

test.describe('a partner’s usual order, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sets a standing order, finds tomorrow’s order made from it, edits it, and after the deadline asks for a change that production approves', async ({
    page,
    playwright,
  }) => {
    const tomorrow = day(1);
    const weekday = ts.weekdayName(isoWeekday(tomorrow));

    // The partner sets tomorrow's weekday from its home.
    await loginAndLand(page, PARTNER, 'merchant');
    await page.getByTestId('standing-orders-link').click();
    await expect(page.getByRole('heading', { name: ts.title })).toBeVisible();
    await page.getByRole('link', { name: ts.add }).click();
    await page.getByRole('button', { name: t.list.save }).click();
    await expect(page.getByText(ts.weekdayRequired)).toBeVisible();
    await page.getByLabel(ts.weekday).selectOption({ label: weekday });
    await addCatalogueLine(page, 'sosis', BREAD.title);
    await lineQty(page, BREAD.title).fill('6');
    await page.getByRole('button', { name: t.list.save }).click();
    await expect(page.getByText(ts.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/merchant\/order\/standing$/);
    const row = page.getByRole('row').filter({ hasText: weekday });
    await expect(row).toContainText(tc.line(BREAD.title, 6, null));
    await expect(row).toContainText(ts.active);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The timer's service, on demand from the owner's Order Rutin tab.
    await loginAndLand(page, 'owner', 'owner');
    await page.goto('/owner/order/standing');
    await page.getByRole('button', { name: ts.generate }).click();
    await expect(page.getByText(ts.generated(1))).toBeVisible();

    // Tomorrow's order is an ordinary pending order the partner may still change.
    const partner = await apiAs(playwright, PARTNER);
    const list = await (await partner.get(`/bff/api/transaction/order?deliveryDate=${tomorrow}`)).json();
    const made = list.data.items.find((o: { status: string }) => o.status === 'pending');
    expect(made, JSON.stringify(list.data.items)).toBeTruthy();
    await loginAndLand(page, PARTNER, 'merchant');
    await page.goto(`/merchant/order/detail/${made.transactionOrderId}`);
    await expect(page.getByTestId('from-standing-order')).toHaveText(ts.fromStanding(weekday));
    await page.getByRole('link', { name: t.list.edit, exact: true }).click();
    await page.getByLabel(t.order.qtyOf(BREAD.title)).fill('8');
    await page.getByRole('button', { name: t.order.submitUpdate }).click();
    await expect(page).toHaveURL(/\/merchant\/order$/);
    const edited = await (await partner.get(`/bff/api/transaction/order/show/${made.transactionOrderId}`)).json();
    expect(edited.data.items).toEqual([expect.objectContaining({ productId: BREAD.id, qty: 8 })]);

    // 11 hours on: 21:00 WIB, past tomorrow's deadline. The change goes through a request.
    await withApiClockAhead(11 / 24, async () => {
      await page.goto(`/merchant/order/detail/${made.transactionOrderId}`);
      await page.getByRole('link', { name: tc.ask }).click();
      await lineQty(page, BREAD.title).fill('12');
      await page.getByLabel(tc.reason).fill('Pesanan rapat RT');
      await page.getByRole('button', { name: tc.ask }).click();
      await expect(page.getByText(tc.sent)).toBeVisible();

      await loginAndLand(page, 'produksi', 'production');
      await page.goto('/production/order/change-requests?status=menunggu');
      const request = page.getByRole('row').filter({ hasText: 'Pesanan rapat RT' });
      await request.getByRole('button', { name: tc.approve }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: tc.approve }).click();
      await expect(page.getByText(tc.approved)).toBeVisible();
    });

    const approved = await (await partner.get(`/bff/api/transaction/order/show/${made.transactionOrderId}`)).json();
    expect(approved.data.items).toEqual([expect.objectContaining({ productId: BREAD.id, qty: 12 })]);

    // Paused over a holiday, then resumed, from the same tab.
    await loginAndLand(page, PARTNER, 'merchant');
    await page.goto('/merchant/order/standing');
    await page.getByRole('row').filter({ hasText: weekday }).getByRole('button', { name: ts.pause }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(ts.pauseUntil).fill(day(1 + 14));
    await dialog.getByRole('button', { name: ts.pause }).click();
    await expect(page.getByText(ts.paused)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: weekday })).toContainText(/Dijeda sampai/);
    await page.getByRole('row').filter({ hasText: weekday }).getByRole('button', { name: ts.resume }).click();
    await expect(page.getByText(ts.resumed)).toBeVisible();
    await partner.dispose();
  });
});

test('a partner orders a product of several sizes as usual: each size its own line, the size asked for first', async ({
  page,
}) => {
  const BROWNIES = { id: '021', title: 'Brownies Panggang' };
  const weekday = ts.weekdayName(isoWeekday(day(3)));
  await loginAndLand(page, PARTNER, 'merchant');
  await page.goto('/merchant/order/standing/create');
  await page.getByLabel(ts.weekday).selectOption({ label: weekday });
  await addCatalogueLine(page, 'brownies', BROWNIES.title);
  await lineQty(page, BROWNIES.title).fill('2');
  await page.getByRole('button', { name: t.list.save }).click();
  // The size must be chosen (spec 5): the API's message stands at the line's size.
  const size = page.getByRole('combobox', { name: `${t.lines.size} ${BROWNIES.title}` });
  await expect(page.getByText(t.messages.sizeRequired(BROWNIES.title)).first()).toBeVisible();
  await size.selectOption('M');
  // The same product again is its next line, for another size.
  await searchCatalogue(page, t.lines.search, 'brownies');
  await page.getByRole('button', { name: t.lines.add(BROWNIES.title) }).click();
  await expect(size).toHaveCount(2);
  await size.nth(1).selectOption('L');
  await lineQty(page, BROWNIES.title).nth(1).fill('1');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(ts.saved)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: weekday });
  await expect(row).toContainText(tc.line(BROWNIES.title, 2, 'M'));
  await expect(row).toContainText(tc.line(BROWNIES.title, 1, 'L'));

  // Removed again: the dispatch partner's other journeys order for their own dates only.
  await row.getByRole('button', { name: ts.remove }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ts.remove }).click();
  await expect(page.getByText(ts.removed)).toBeVisible();
});
