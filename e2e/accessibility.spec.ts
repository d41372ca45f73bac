import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROLE_PAGES, type RolePage } from '../lib/roles';
import { DEMO_PASSWORD, login, loginAndLand, sideMenu, t } from './helpers';
import { auditScreens, ensureSweepData, NEW_ACCOUNT, PUBLIC_PAGES, resolveScreen, ROLE_ACCOUNTS } from './screens';

/**
 * QUALITY "Accessibility": axe (WCAG 2.0/2.1 A and AA) on every screen finds nothing serious or
 * critical, and dialogs work with the keyboard alone. One login per role: a single page walks
 * the role's home, profile and every screen no earlier role was audited on (`auditScreens`),
 * and all findings are reported together.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Toasts fade in: axe measuring a toast's contrast halfway through would report the fade, not
// the colours. With reduced motion (which sonner honours) every toast is audited as it is read.
test.use({ reducedMotion: 'reduce' });
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function audit(page: Page, label: string): Promise<Finding[]> {
  // Only violations are needed: leaving passes out keeps each run short. Legacy mode runs axe in
  // the page itself instead of opening a blank page to merge frame results (the app has no
  // cross-origin frames on these screens): the warehouse's walk took 33 s instead of 53.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** One line per rule and page: "page  rule (impact): help  ->  targets". */
function summary(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.page}  ${f.rule} (${f.impact}): ${f.help}\n    -> ${f.targets.slice(0, 5).join('\n    -> ')}${f.targets.length > 5 ? `\n    -> … ${f.targets.length - 5} more` : ''}`,
    )
    .join('\n');
}

function expectClean(findings: Finding[]) {
  if (findings.length > 0) console.log(`axe: serious or critical violations\n${summary(findings)}`);
  expect(findings, summary(findings)).toEqual([]);
}

/**
 * Server pages stream (the load event waits for the whole document); charts and some form
 * options load in the browser afterwards, shown by placeholders and aria-busy until they are in.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

async function linksOnPage(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
}

test.beforeAll(async ({ playwright }) => {
  await ensureSweepData(playwright);
});

test('public pages: login, 404 and an unknown address', async ({ page }) => {
  const findings: Finding[] = [];
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await settle(page);
    findings.push(...(await audit(page, path)));
  }
  // A failed login shows the error state of the form (an unknown account: no real one is throttled).
  await login(page, 'belum-terdaftar', 'salah-sekali');
  await expect(page.getByRole('alert').filter({ hasText: t.login.failed })).toBeVisible();
  findings.push(...(await audit(page, '/login (gagal)')));
  expectClean(findings);
});

test('set-new-password for an account that must choose its password', async ({ page }) => {
  await login(page, NEW_ACCOUNT.username, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${NEW_ACCOUNT.page}$`));
  await settle(page);
  expectClean(await audit(page, NEW_ACCOUNT.page));
});

for (const role of ROLE_PAGES) {
  const screens = auditScreens(role);
  test(`${role}: every screen not audited for an earlier role`, async ({ page }) => {
    // Each screen is loaded and audited: 4-6 s on a busy 2-core machine, 12 s while other work
    // shares its cores (the owner has 44 screens). The limit is there to stop a hung page.
    test.setTimeout(60_000 + screens.length * 15_000);
    await loginAndLand(page, ROLE_ACCOUNTS[role], role);
    const findings: Finding[] = [];
    const links = new Map<string, string[]>();
    const resolved = new Map<string, string>();

    const open = async (path: string) => {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await settle(page);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`, `${path} stays where it is`).toBe(path);
      links.set(path, await linksOnPage(page));
    };
    const linksOf = async (path: string) => {
      if (!links.has(path)) await open(path);
      return links.get(path)!;
    };

    for (const screen of screens) {
      const path = await resolveScreen(role, screen, linksOf, resolved);
      await open(path);
      findings.push(...(await audit(page, path)));
    }
    // Not found (another role's page) is a screen every signed-in role meets.
    await page.goto('/404');
    await settle(page);
    findings.push(...(await audit(page, `/404 (${role})`)));
    expectClean(findings);
  });
}

test('forms showing their validation messages', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  const findings: Finding[] = [];
  for (const path of ['/owner/users/create', '/owner/merchants/create', '/owner/products/create']) {
    await page.goto(path);
    await settle(page);
    await page.getByRole('button', { name: t.list.save, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    findings.push(...(await audit(page, `${path} (pesan validasi)`)));
  }
  expectClean(findings);
});

/** Presses Tab until `target` has the focus (the keyboard's way there), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/**
 * Opens a dialog with the keyboard, checks that the focus moves in and Tab and Shift+Tab stay
 * inside, audits the page with the dialog open, then Escape closes it and gives the focus back.
 */
async function checkDialog(page: Page, trigger: Locator, dialog: Locator, label: string): Promise<Finding[]> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), `${label}: focus moves into the dialog`).toBe(true);
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `${label}: focus stays inside after ${key}`).toBe(true);
  }
  const findings = await audit(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger, `${label}: focus returns to the trigger`).toBeFocused();
  return findings;
}

test('dialogs open, keep and give back the focus with the keyboard alone', async ({ page }) => {
  const findings: Finding[] = [];
  await loginAndLand(page, 'mitra', 'merchant');
  await settle(page);
  // The logout confirmation (an alert dialog) from the side menu.
  findings.push(
    ...(await checkDialog(
      page,
      sideMenu(page).getByRole('button', { name: t.menu.logout }),
      page.getByRole('alertdialog'),
      'Keluar',
    )),
  );
  // The outlet picker (a dialog with a form) from the header.
  const picker = page.getByRole('dialog', { name: t.outletPicker.title });
  findings.push(
    ...(await checkDialog(
      page,
      page.getByRole('button', { name: t.outletPicker.switchLabel }),
      picker,
      t.outletPicker.title,
    )),
  );
  expectClean(findings);
});

test('a destructive confirmation (cancel an order) is keyboard-operable', async ({ page }) => {
  await loginAndLand(page, 'owner', 'owner');
  await page.goto('/owner/order?status=pending');
  await settle(page);
  await page
    .getByRole('link', { name: /^ORD\// })
    .first()
    .click();
  await expect(page).toHaveURL(/\/owner\/order\/detail\/\d+$/);
  await settle(page);
  const dialog = page.getByRole('alertdialog');
  const findings = await checkDialog(
    page,
    page.getByRole('button', { name: t.order.cancelOrder }),
    dialog,
    t.order.cancelOrder,
  );
  expectClean(findings);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer menu: axe with it open, and it works with the keyboard', async ({ page }) => {
    await loginAndLand(page, 'owner', 'owner' satisfies RolePage);
    await settle(page);
    const findings: Finding[] = [];
    findings.push(...(await audit(page, '/owner (ponsel)')));
    const drawer = page.getByRole('dialog', { name: t.app.mainMenu });
    findings.push(
      ...(await checkDialog(
        page,
        page.getByRole('button', { name: t.app.openMenu }),
        drawer,
        `${t.app.mainMenu} (ponsel)`,
      )),
    );
    // Open again and leave it open for a look at the menu itself.
    await page.getByRole('button', { name: t.app.openMenu }).click();
    await expect(sideMenu(page).getByRole('link', { name: t.menu.home })).toBeVisible();
    findings.push(...(await audit(page, `${t.app.mainMenu} terbuka (ponsel)`)));
    expectClean(findings);
  });
});
