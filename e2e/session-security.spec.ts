import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { E2E_ACCOUNTS } from './fixtures';
import { DEMO_PASSWORD, loginAndLand, t } from './helpers';

const origin = { origin: baseURL };

async function loginCookie(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const res = await request.post('/bff/auth/login', { headers: origin, data: { username, password } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(JSON.stringify(body)).not.toMatch(/"token"/); // the browser never sees the API token
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('uid='));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=Lax/i);
  return cookie!.value.split(';')[0];
}

const profile = (request: APIRequestContext, cookie: string) =>
  request.post('/bff/auth/profile', { headers: { ...origin, cookie } });

test('a cookie replayed after logout is refused', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const cookie = await loginCookie(request, 'viewer');
  expect((await profile(request, cookie)).status()).toBe(200);
  await request.post('/bff/auth/logout', { headers: { ...origin, cookie } });
  const replay = await profile(request, cookie);
  expect(replay.status()).toBe(401);
  const page = await request.get('/viewer', { headers: { cookie }, maxRedirects: 0 });
  expect([302, 303, 307]).toContain(page.status()); // to the silent logout, never the page
  await request.dispose();
});

test('a cookie replayed after a password change is refused', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const { username } = E2E_ACCOUNTS.sessionUser;
  const stale = await loginCookie(request, username);
  const active = await loginCookie(request, username);
  const change = await request.post('/bff/auth/change-password', {
    headers: { ...origin, cookie: active },
    data: { oldPassword: DEMO_PASSWORD, newPassword: 'sesi-baru-2026', confirmPassword: 'sesi-baru-2026' },
  });
  expect(change.status()).toBe(200);
  expect((await profile(request, stale)).status()).toBe(401);
  expect((await profile(request, active)).status()).toBe(401);
  await request.dispose();
});

test('a tampered cookie is refused', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const cookie = await loginCookie(request, 'owner');
  const [name, value] = cookie.split('=');
  const flipped = value.slice(0, -4) + (value.endsWith('AAAA') ? 'BBBB' : 'AAAA');
  expect((await profile(request, `${name}=${flipped}`)).status()).toBe(401);
  expect(
    (
      await request.post('/bff/api/auth/reset-password', {
        headers: { ...origin, cookie: `${name}=${flipped}` },
        data: { userId: 1 },
      })
    ).status(),
  ).toBe(401);
  const page = await request.get('/owner', { headers: { cookie: `${name}=${flipped}` }, maxRedirects: 0 });
  expect(page.headers().location).toMatch(/\/login$/);
  await request.dispose();
});

test('cross-site, Origin: null and Origin-less state changes to /bff are refused', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const cookie = await loginCookie(request, 'owner');
  const attempts: Record<string, string>[] = [
    { origin: 'https://penipu.example' },
    { origin: 'null' },
    {},
    { origin: baseURL, 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of attempts) {
    for (const path of ['/bff/auth/logout', '/bff/api/auth/set-status-account', '/bff/auth/login']) {
      const res = await request.post(path, {
        headers: { ...headers, cookie },
        data: { userId: 1, username: 'owner', password: DEMO_PASSWORD },
      });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect((await res.json()).message).toBe(t.errors.crossSite);
    }
  }
  // The session survived every refused attempt.
  expect((await profile(request, cookie)).status()).toBe(200);
  await request.dispose();
});

test('the BFF forwards only allow-listed API paths', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const cookie = await loginCookie(request, 'owner');
  expect((await request.get('/bff/api/rahasia', { headers: { cookie } })).status()).toBe(404);
  expect((await request.post('/bff/api/auth/login', { headers: { ...origin, cookie }, data: {} })).status()).toBe(404);
  await request.dispose();
});

test('a client cannot reset the login limit by writing X-Forwarded-For', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const username = `tamu-xff-${Date.now().toString(36)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await request.post('/bff/auth/login', {
      headers: { ...origin, 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
      data: { username, password: 'salah-sekali' },
    });
    statuses.push(res.status());
  }
  // Five password checks for this account from this socket address, then the limit holds.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  await request.dispose();
});

test('a browser that signs in gets an httpOnly device cookie for the login action only', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/bff/auth/login', {
    headers: origin,
    data: { username: 'viewer', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  expect(JSON.stringify(await res.json())).not.toMatch(/deviceToken/);
  const device = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('rp_device='));
  expect(device?.value).toMatch(/HttpOnly/i);
  expect(device?.value).toMatch(/Path=\/bff\/auth/i);
  expect(device?.value).toMatch(/SameSite=Strict/i);
  await request.dispose();
});

test('a malformed session cookie means signed out, never an error', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const cookie = 'uid=Fe26.2*1*a*b*c*d*e*f~2';
  const profileRes = await request.post('/bff/auth/profile', { headers: { ...origin, cookie } });
  expect(profileRes.status()).toBe(401);
  const login = await request.post('/bff/auth/login', {
    headers: { ...origin, cookie },
    data: { username: 'viewer', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const api = await request.get('/bff/api/product', { headers: { cookie } });
  expect(api.status()).toBe(401);
  const page = await request.get('/viewer', { headers: { cookie }, maxRedirects: 0 });
  expect(page.status()).toBeLessThan(500);
  await request.dispose();
});

test('another site cannot sign anyone out by linking to /logout', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAndLand(page, 'viewer', 'viewer');
  // A page of another site (127.0.0.1 is not the same site as localhost) links to /logout.
  await page.goto(`${baseURL.replace('localhost', '127.0.0.1')}/404`);
  await page.setContent(`<a href="${baseURL}/logout">hadiah</a>`);
  await page.getByRole('link', { name: 'hadiah' }).click();
  await expect(page.getByRole('heading', { name: t.logout.title })).toBeVisible();
  await page.goto('/viewer');
  await expect(page).toHaveURL(/\/viewer/); // still signed in
  await page.goto('/logout'); // typed by the user: signs out at once
  await page.waitForURL(/\/login/);
  await context.close();
});

test('the login form carries no schema library: blank fields are judged by the API, under each field', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(t.login.username).fill('  ');
  const answer = page.waitForResponse((r) => r.url().endsWith('/bff/auth/login'));
  await page.getByRole('button', { name: t.login.submit }).click();
  expect((await answer).status()).toBe(422); // the browser sent it: no check of its own stopped it
  await expect(page.getByText(t.validation.required)).toHaveCount(2);
  await expect(page).toHaveURL(/\/login$/);
  // The username field strips spaces as they are typed (spec 5).
  await page.getByLabel(t.login.username).fill('vie wer');
  await expect(page.getByLabel(t.login.username)).toHaveValue('viewer');
});
