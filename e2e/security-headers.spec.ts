import { expect, test, type APIResponse } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { ROLE_PAGES } from '../lib/roles';
import {
  ensureSweepData,
  linksInHtml,
  NEW_ACCOUNT,
  PUBLIC_PAGES,
  resolveScreen,
  ROLE_ACCOUNTS,
  ROLE_SCREENS,
  signedIn,
  SWEEP_DAY,
} from './screens';
import { ONE_PIXEL_PNG } from '../lib/testing/files';

/**
 * QUALITY security 11: every answer carries a CSP with object-src, base-uri and
 * frame-ancestors 'none', X-Content-Type-Options: nosniff and a Referrer-Policy: every public
 * and signed-in screen (the accessibility sweep's list), BFF JSON, a /bff/print download, a
 * stored upload, the API and Next's own assets. Read over HTTP, one session per role.
 */

const REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values] as const;
      }),
  );
}

/** What is missing or weak in an answer's headers ([] when all is well). */
function problemsOf(res: APIResponse): string[] {
  const h = res.headers();
  const problems: string[] = [];
  const csp = h['content-security-policy'];
  if (!csp) problems.push('no Content-Security-Policy');
  else {
    const d = directives(csp);
    for (const name of ['object-src', 'base-uri', 'frame-ancestors']) {
      if (d.get(name)?.join(' ') !== "'none'")
        problems.push(`${name} is ${d.has(name) ? d.get(name)!.join(' ') : 'missing'}, not 'none'`);
    }
  }
  if (h['x-content-type-options'] !== 'nosniff')
    problems.push(`X-Content-Type-Options is ${h['x-content-type-options'] ?? 'missing'}`);
  const referrer = h['referrer-policy'];
  if (!referrer || !REFERRER_POLICIES.includes(referrer.split(',').pop()!.trim()))
    problems.push(`Referrer-Policy is ${referrer ?? 'missing'}`);
  return problems;
}

function expectHeaders(answers: { label: string; res: APIResponse }[]) {
  const problems = answers.flatMap(({ label, res }) => problemsOf(res).map((p) => `${label} (${res.status()}): ${p}`));
  if (problems.length) console.log(`answers without the security headers:\n${problems.join('\n')}`);
  expect(problems, problems.join('\n')).toEqual([]);
}

test.beforeAll(async ({ playwright }) => {
  await ensureSweepData(playwright);
});

test('public pages, Next assets and unknown addresses', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const answers: { label: string; res: APIResponse }[] = [];
  for (const path of [...PUBLIC_PAGES, '/', '/owner', '/logout', '/set-new-password', '/icon.svg', '/robots.txt']) {
    answers.push({ label: path, res: await request.get(path) });
  }
  const login = answers[0].res;
  expect(login.status()).toBe(200);
  const assets = [...(await login.text()).matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.length, 'the login page loads Next assets').toBeGreaterThan(0);
  for (const path of assets.slice(0, 3)) answers.push({ label: path, res: await request.get(path) });
  expectHeaders(answers);
  await request.dispose();
});

test('set-new-password, for an account that must choose its password', async ({ playwright }) => {
  const session = await signedIn(playwright, NEW_ACCOUNT.username, DEMO_PASSWORD);
  const res = await session.get(NEW_ACCOUNT.page);
  expect(res.status()).toBe(200);
  expectHeaders([{ label: NEW_ACCOUNT.page, res }]);
  await session.dispose();
});

for (const role of ROLE_PAGES) {
  test(`${role}: every screen`, async ({ playwright }) => {
    const session = await signedIn(playwright, ROLE_ACCOUNTS[role]);
    const answers: { label: string; res: APIResponse }[] = [];
    const pages = new Map<string, string>();
    const open = async (path: string) => {
      const res = await session.get(path);
      expect(res.status(), path).toBe(200);
      pages.set(path, await res.text());
      answers.push({ label: path, res });
    };
    const linksOf = async (path: string) => {
      if (!pages.has(path)) await open(path);
      return linksInHtml(pages.get(path)!);
    };
    const resolved = new Map<string, string>();
    for (const screen of ROLE_SCREENS[role]) {
      const path = await resolveScreen(role, screen, linksOf, resolved);
      if (!pages.has(path)) await open(path);
    }
    expect(answers.length).toBeGreaterThanOrEqual(ROLE_SCREENS[role].length);
    expectHeaders(answers);
    await session.dispose();
  });
}

test('BFF JSON, a print download, a stored upload and the API', async ({ playwright }) => {
  const owner = await signedIn(playwright, 'owner');
  const answers: { label: string; res: APIResponse }[] = [];

  const json = await owner.get('/bff/api/outlet');
  expect(json.status()).toBe(200);
  expect(json.headers()['content-type']).toContain('application/json');
  answers.push({ label: 'BFF JSON', res: json });
  answers.push({
    label: 'BFF refusal (signed out)',
    res: await (await playwright.request.newContext({ baseURL })).get('/bff/api/outlet'),
  });

  const recap = await owner.get(`/bff/print/count-order?startDate=${SWEEP_DAY}&endDate=${SWEEP_DAY}`);
  expect(recap.status(), await recap.text().catch(() => '')).toBe(200);
  expect(recap.headers()['content-disposition']).toMatch(/^attachment/);
  answers.push({ label: '/bff/print/count-order', res: recap });

  // A 1x1 PNG uploaded as the product form does, then read back through the BFF.
  const request = await playwright.request.newContext({ baseURL });
  const uploaded = await request.post('/bff/upload', {
    headers: { origin: baseURL, cookie: owner.cookie },
    multipart: { imageUrl: { name: 'foto.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  answers.push({ label: '/bff/upload', res: uploaded });
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const file = await owner.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['content-disposition']).toMatch(/^inline; filename=/);
  answers.push({ label: url, res: file });

  answers.push({ label: '/api/v1 (no token)', res: await request.get('/api/v1/mitra') });
  answers.push({ label: '/print (no token)', res: await request.get('/print/export-invoice') });
  expectHeaders(answers);
  await request.dispose();
  await owner.dispose();
});
