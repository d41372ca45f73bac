import { expect, type APIResponse, type BrowserContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseURL, e2eDataDir } from '../playwright.config';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { t } from '../lib/i18n/id';

export { DEMO_PASSWORD, t };

export async function login(page: Page, username: string, password = DEMO_PASSWORD, remember = false) {
  await page.goto('/login');
  await page.getByLabel(t.login.username).fill(username);
  await page.getByLabel(t.login.password, { exact: true }).fill(password);
  // Remembered sessions (30 days) outlive a journey that moves the API clock days ahead.
  if (remember) await page.getByLabel(t.login.remember).check();
  await page.getByRole('button', { name: t.login.submit }).click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The saved session of each account (Playwright's storageState), by the way it logged in. Each
 * worker has its own server and keeps this map for its whole run: each role logs in through the
 * form once per worker, and later journeys start signed in.
 */
const savedSessions = new Map<string, StorageState>();

/**
 * Signs in and lands on the role's home: with the account's saved session when it still works
 * (it may have logged out, changed its password or expired under a moved clock), else through
 * the login form, whose session is then saved.
 */
export async function loginAndLand(
  page: Page,
  username: string,
  rolePage: string,
  password = DEMO_PASSWORD,
  remember = false,
) {
  const key = JSON.stringify([username, password, remember]);
  const saved = savedSessions.get(key);
  const home = new RegExp(`/${rolePage}$`);
  if (saved) {
    await page.context().addCookies(saved.cookies);
    await page.goto(`/${rolePage}`);
    if (home.test(new URL(page.url()).pathname)) return hydrated(page);
    savedSessions.delete(key);
  }
  // Whoever was signed in on this page before (a journey may switch accounts) signs out first.
  await page.context().clearCookies();
  await login(page, username, password, remember);
  await expect(page).toHaveURL(home);
  await hydrated(page);
  savedSessions.set(key, await page.context().storageState());
}

/** Waits until the page's scripts run (components/layout/toasters.tsx marks it), before typing into it. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** A toast (sonner) showing `text`: the text inside it, so a matching text elsewhere on the page does not count. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').getByText(text);
}

/** The visible side menu (desktop aside, or the open drawer on a phone). */
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: t.app.mainMenu }).locator('visible=true');
}

export async function logoutViaMenu(page: Page) {
  await sideMenu(page).getByRole('button', { name: t.menu.logout }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(t.logout.title)).toBeVisible();
  await expect(dialog.getByText(t.logout.text)).toBeVisible();
  await dialog.getByRole('button', { name: t.logout.confirm }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export type ApiSession = {
  post: (path: string, data?: unknown) => Promise<APIResponse>;
  get: (path: string) => Promise<APIResponse>;
  del: (path: string) => Promise<APIResponse>;
  dispose: () => Promise<void>;
};

/** A signed-in API client for setting up data, as the browser would call the BFF. */
export async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], username: string): Promise<ApiSession> {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/bff/auth/login', {
    headers: { origin: baseURL },
    data: { username, password: DEMO_PASSWORD, remember: true },
  });
  expect(res.status()).toBe(200);
  const cookie = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('uid='))!
    .value.split(';')[0];
  return {
    post: (path, data) => request.post(path, { headers: { origin: baseURL, cookie }, data: data ?? {} }),
    // A read may be retried when a reused connection turns out closed (ECONNRESET); a change may not.
    get: (path) => request.get(path, { headers: { cookie }, maxRetries: 1 }),
    del: (path) => request.delete(path, { headers: { origin: baseURL, cookie } }),
    dispose: () => request.dispose(),
  };
}

/**
 * Runs `work` with the API's clock `days` ahead (the e2e server reads the offset from a file), then
 * puts it back: a month close bills only deliveries up to today, and orders can only be placed for
 * tomorrow on.
 */
export async function withApiClockAhead<T>(days: number, work: () => Promise<T>): Promise<T> {
  const file = path.join(e2eDataDir, 'clock-offset-ms');
  writeFileSync(file, String(days * 86_400_000));
  try {
    return await work();
  } finally {
    writeFileSync(file, '0');
  }
}

/** The date `n` days from today in WIB, by the test's clock (the server's may be moved, above). */
export { day } from '../lib/testing/days';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The one line editor (components/lines): a line's quantity input, named "Jumlah (unit) Title". */
export const lineQty = (page: Page, title: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${t.lines.qty} \\(.+\\) ${escapeRegExp(title)}$`) });

/** A line's price input, named "Harga Satuan Title". */
export const linePrice = (page: Page, title: string) =>
  page.getByRole('textbox', { name: `${t.lines.price} ${title}`, exact: true });

/**
 * Types in a catalogue search box and waits for the catalogue's answer. Until it comes, the rows
 * are the page's first ones, and then they move: a click in between can land on a row that has
 * just moved (it did, under load).
 */
export async function searchCatalogue(page: Page, label: string, term: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.fill(term);
  await expect(page.locator(`[id="${await box.getAttribute('aria-controls')}"]`)).toHaveAttribute('aria-busy', 'false');
}

/** Searches the catalogue and adds the product as a line; `label` is the search box's own label. */
export async function addCatalogueLine(page: Page, search: string, title: string, label: string = t.lines.search) {
  await searchCatalogue(page, label, search);
  await page.getByRole('button', { name: t.lines.add(title) }).click();
  await expect(lineQty(page, title)).toBeVisible();
}
