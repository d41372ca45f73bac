import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { MENUS } from '../lib/roles';
import { CLOSED_OUTLETS, E2E_ACCOUNTS } from './fixtures';
import { apiAs, day, loginAndLand, logoutViaMenu, sideMenu, t } from './helpers';

test.describe('every role lands on its page and sees exactly its menu', () => {
  for (const account of DEMO_ACCOUNTS.filter((a) => a.username !== 'mitra2')) {
    test(`${account.username} (${account.role})`, async ({ page }) => {
      await loginAndLand(page, account.username, account.role);
      const expected = [...MENUS[account.role].map((e) => ({ text: e.text, href: `/${account.role}${e.url}` }))];
      const links = sideMenu(page).getByRole('link');
      await expect(links).toHaveCount(expected.length);
      const actual = await links.evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent?.trim(), href: el.getAttribute('href') })),
      );
      expect(actual).toEqual(expected);
      // Every menu ends with Keluar.
      await expect(sideMenu(page).getByRole('listitem').last()).toHaveText(t.menu.logout);
      expect(await page.evaluate(() => localStorage.getItem('page'))).toBe(account.role);
    });
  }
});

test('the home item is active only on the role root, others when contained in the path', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  const menu = sideMenu(page);
  await expect(menu.getByRole('link', { name: t.menu.home })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: t.menu.settings }).click();
  await expect(page).toHaveURL(/\/owner\/profile$/);
  await expect(menu.getByRole('link', { name: t.menu.settings })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: t.menu.home })).not.toHaveAttribute('aria-current', 'page');
});

test("another role's prefix and unknown screens land on 404", async ({ page }) => {
  await loginAndLand(page, 'finance', 'admin');
  await page.goto('/owner/users');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(t.notFound.title)).toBeVisible();
  await page.goto('/admin/users'); // finance has no Kelola User
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/admin/tidak-ada');
  await expect(page.getByText(t.notFound.title)).toBeVisible();
});

test('signed-out visitors are sent to login', async ({ page }) => {
  await page.goto('/owner');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo installation lists its accounts on the login page; each home says what to try first', async ({
  page,
}) => {
  await page.goto('/login');
  const demo = page.getByTestId('demo-accounts');
  await expect(demo.getByRole('heading', { name: t.login.demoTitle })).toBeVisible();
  await expect(demo).toContainText(t.login.demoIntro(DEMO_PASSWORD));
  for (const account of DEMO_ACCOUNTS) await expect(demo).toContainText(account.username);
  await expect(demo).toContainText(t.login.demoRoles.production);
  await loginAndLand(page, 'produksi', 'production');
  // Each role's home says what to try first, on the demo only.
  await expect(page.getByTestId('try-first')).toContainText(t.home.tryFirst.production);
});

test('a wrong password is refused with the Indonesian message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(t.login.username).fill('owner');
  await page.getByLabel(t.login.password, { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.login.failed })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('Keluar asks first; Batal stays, confirming logs out with Sampai jumpa!', async ({ page }) => {
  await loginAndLand(page, 'viewer', 'viewer');
  await sideMenu(page).getByRole('button', { name: t.menu.logout }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.logout.cancel }).click();
  await expect(page).toHaveURL(/\/viewer$/);
  await logoutViaMenu(page);
  await expect(page.getByText(t.logout.success)).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/viewer');
  await expect(page).toHaveURL(/\/login$/);
});

test('the partner switches outlet and the title follows', async ({ page }) => {
  await loginAndLand(page, 'mitra', 'merchant');
  const title = page.getByTestId('screen-title');
  await expect(title).toHaveText('Roti Pusat Dago');
  await page.getByRole('button', { name: t.outletPicker.switchLabel }).click();
  const dialog = page.getByRole('dialog', { name: t.outletPicker.title });
  await expect(dialog.getByText(t.outletPicker.loadingOptions)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Roti Pusat Cimahi' })).toBeVisible();
  await dialog.getByRole('button', { name: t.outletPicker.submit }).click();
  await expect(dialog.getByText(t.outletPicker.required)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Roti Pusat Cimahi' }).check();
  await dialog.getByRole('button', { name: t.outletPicker.submit }).click();
  await expect(page.getByText(t.outletPicker.success)).toBeVisible();
  await expect(page).toHaveURL(/\/merchant$/);
  await expect(title).toHaveText('Roti Pusat Cimahi');
  await page.reload();
  await expect(title).toHaveText('Roti Pusat Cimahi');
});

test('a partner whose first outlet is inactive lands on the active one, and the picker marks the other', async ({
  page,
}) => {
  await loginAndLand(page, E2E_ACCOUNTS.closedOutletPartner.username, 'merchant');
  await expect(page.getByTestId('screen-title')).toHaveText(CLOSED_OUTLETS.active);
  await page.getByRole('button', { name: t.outletPicker.switchLabel }).click();
  const dialog = page.getByRole('dialog', { name: t.outletPicker.title });
  // The marker is part of the inactive outlet's choice, read with its name, and of no other.
  const inactive = dialog.getByRole('radio', { name: `${CLOSED_OUTLETS.inactive} ${t.outletPicker.inactive}` });
  await expect(inactive).toBeVisible();
  await expect(dialog.getByText(t.outletPicker.inactive)).toHaveCount(1);
});

test('staff see the role title and no outlet switcher', async ({ page }) => {
  await loginAndLand(page, 'produksi', 'production');
  await expect(page.getByTestId('screen-title')).toHaveText('Produksi');
  await expect(page.getByRole('button', { name: t.outletPicker.switchLabel })).toHaveCount(0);
});

test("the partner's staff land on a home with their partner's orders and invoices to open", async ({ page }) => {
  await loginAndLand(page, 'adminmitra', 'admin-merchant');
  const shortcuts = page.getByRole('region', { name: t.home.shortcuts });
  await shortcuts.getByRole('link', { name: t.screens['/transaction'], exact: true }).click();
  await expect(page).toHaveURL(/\/admin-merchant\/transaction$/);
  await expect(page.getByRole('heading', { name: t.invoice.listTitle, level: 1 })).toBeVisible();
  await page.goto('/admin-merchant');
  await shortcuts.getByRole('link', { name: t.screens['/order'], exact: true }).click();
  await expect(page).toHaveURL(/\/admin-merchant\/order$/);
  await expect(page.getByRole('heading', { name: t.order.listTitle, level: 1 })).toBeVisible();
  // The order screen's tabs are linked from the home as well (lib/screen-tabs.ts).
  await page.goto('/admin-merchant');
  await shortcuts.getByRole('link', { name: t.returns.tab, exact: true }).click();
  await expect(page).toHaveURL(/\/admin-merchant\/order\/returns$/);
});

test("production's home links the tabs of its screens and the stock: the plan, the recipes, the stock read only", async ({
  page,
}) => {
  await loginAndLand(page, 'produksi', 'production');
  const shortcuts = page.getByRole('region', { name: t.home.shortcuts });
  await expect(shortcuts.getByRole('link', { name: t.productionPlan.tab, exact: true })).toHaveAttribute(
    'href',
    '/production/productions/plan',
  );
  await shortcuts.getByRole('link', { name: t.recipe.tab, exact: true }).click();
  await expect(page).toHaveURL(/\/production\/productions\/recipes$/);
  // The stock it plans from, to read: no adjusting.
  await page.goto('/production');
  await page
    .getByRole('region', { name: t.home.shortcuts })
    .getByRole('link', { name: t.screens['/inventory'] })
    .click();
  await expect(page).toHaveURL(/\/production\/inventory$/);
  await expect(page.getByText(t.list.readOnly)).toBeVisible();
  await expect(page.getByRole('link', { name: t.inventory.adjust })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer menu opens, navigates and closes; the outlet switcher is in the header', async ({ page }) => {
    await loginAndLand(page, 'mitra2', 'merchant');
    await expect(page.getByRole('navigation', { name: t.app.mainMenu }).locator('visible=true')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.outletPicker.switchLabel })).toBeVisible();
    await page.getByRole('button', { name: t.app.openMenu }).click();
    const menu = sideMenu(page);
    await expect(menu.getByRole('link')).toHaveCount(MENUS.merchant.length);
    await menu.getByRole('link', { name: t.menu.settings }).click();
    await expect(page).toHaveURL(/\/merchant\/profile$/);
    await expect(page.getByRole('navigation', { name: t.app.mainMenu }).locator('visible=true')).toHaveCount(0);
    await page.getByRole('button', { name: t.app.openMenu }).click();
    await logoutViaMenu(page);
  });

  test("the partner's order and invoice lists fit the phone: outlet, date, total and status in each row", async ({
    page,
    playwright,
  }) => {
    // One order and one invoice of its own, so the lists have rows whatever ran before.
    const partner = await apiAs(playwright, 'mitra2');
    const placed = await partner.post('/bff/api/transaction/order/store', {
      deliveryDate: day(2),
      items: [{ productId: '001', qty: 1 }],
    });
    expect(placed.status()).toBe(200);
    await partner.dispose();
    await loginAndLand(page, 'mitra2', 'merchant');
    for (const list of ['/merchant/order', '/merchant/transaction']) {
      await page.goto(list);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const rows = page.getByRole('row').filter({ hasText: /Rp/ });
      if (list.endsWith('order')) await expect(rows.first()).toBeVisible();
      for (const row of (await rows.all()).slice(0, 5)) {
        await expect(row.getByText(/Rp[\d.]+/).locator('visible=true')).toHaveCount(1);
        await expect(row.getByText('Roti Pusat Margonda').locator('visible=true')).toHaveCount(1);
      }
    }
  });
});

test('the tab has an icon: /favicon.ico answers with an icon', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await res.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('the bell opens and closes its panel; Escape gives the focus back, a click elsewhere keeps it there', async ({
  page,
}) => {
  await loginAndLand(page, 'viewer', 'viewer');
  // The panel's code loads at the first open (components/ui/on-demand-dialog.ts).
  const bell = page.getByRole('button', { name: new RegExp(`^${t.notification.bell}`) });
  const panel = page.getByRole('dialog', { name: t.notification.title });
  await bell.click();
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await bell.click(); // the bell closes what it opened, rather than opening it again
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await expect(panel).toBeVisible();
  const title = page.getByTestId('screen-title');
  await title.click();
  await expect(panel).toBeHidden();
  await expect(bell).not.toBeFocused();
});

test('offline, a dialog whose code cannot come leaves the page as it was, not the error screen', async ({ page }) => {
  await loginAndLand(page, 'viewer', 'viewer');
  // Keluar's question loads at its first opening (components/ui/on-demand-dialog.tsx): cut the network for it.
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, (route) => route.abort('internetdisconnected'));
  const logout = sideMenu(page).getByRole('button', { name: t.menu.logout });
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/_next/static/chunks/'));
  await logout.click();
  await failed;
  // The failed load closes it again (it was open, waiting); the screen, its menu and title stay.
  await expect(logout).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('screen-title')).toBeVisible();
  await expect(page.getByText(t.errors.generic)).toHaveCount(0);
  await page.unroute(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/);
});
