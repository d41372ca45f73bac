import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { baseURL } from '../playwright.config';
import { DEMO_ACCOUNTS } from '../lib/api/db/seed/demo';
import { t } from '../lib/i18n/id';
import { ROLE_PAGES, type RolePage } from '../lib/roles';
import {
  ensureSweepData,
  linksInHtml,
  resolveScreen,
  ROLE_ACCOUNTS,
  ROLE_SCREENS,
  signedIn,
  SWEEP_DAY,
  SWEEP_MONTH,
} from './screens';

/**
 * QUALITY security 4: "no proxy-only protection". proxy.ts only redirects early; with it
 * bypassed or fooled (spoofed internal Next headers, RSC and prefetch requests, odd spellings
 * of a path) the [rolePage] layout, the pages, the BFF and the API must still give nothing
 * away. Every answer is checked for the demo bakery's data and must be a redirect to /login or
 * /404, a 401, 403 or 404. Next's own answers that run no route are accepted as such: flight
 * data that redirects, 404s or renders nothing, a router prefetch (route tree and loading
 * skeletons only) and the `{}` of x-middleware-prefetch (x-middleware-skip). A redirect to the
 * same path spelled cleanly (`//owner` -> `/owner`) is followed.
 *
 * Requests go out through node:http so that a path is sent exactly as written (no URL
 * normalisation of `//`, `/./` or `%2f`) and redirects are not followed by the client.
 */

const origin = new URL(baseURL);

interface Answer {
  status: number;
  location: string | undefined;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: origin.hostname, port: origin.port, path, method, headers: { accept: 'text/html,*/*', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            contentType: String(res.headers['content-type'] ?? ''),
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.end();
  });
}

/** Demo data that only a signed-in user of the right role or partner may see. */
const PEOPLE = DEMO_ACCOUNTS.map((a) => a.name);
const EVERYONES_DATA: (string | RegExp)[] = [
  ...PEOPLE,
  'Roti Pusat Dago',
  'Roti Pusat Cimahi',
  'Roti Pusat Margonda',
  'Jl. Ir. H. Juanda',
  'Jl. Margonda Raya',
  'owner@rotipusat.id',
  'mitra@rotipusat.id',
  'dago@mitra.rotipusat.id',
  '0222501234',
  'Roti Tawar Kupas',
  'Roti Sobek Cokelat',
  'Tepung Terigu Protein Tinggi',
  'PT Tepung Sari Nusantara',
  'CV Manis Jaya Abadi',
  /Rp\s?\d{1,3}(\.\d{3})+/,
  /ORD\/\d{4}\//,
  /INV\/\d{4}\//,
  /PO\/\d{4}\//,
  /PRD\/\d{4}\//,
  // The back office shell itself: a menu means a role's layout rendered.
  t.menu.users,
  t.menu.merchants,
  t.menu.outlets,
  t.menu.logout,
];

function leaks(body: string, markers: (string | RegExp)[]): string[] {
  return markers.filter((m) => (typeof m === 'string' ? body.includes(m) : m.test(body))).map(String);
}

const SAFE_TARGETS = ['/login', '/404'];

/**
 * What is wrong with an answer, or null. A redirect to the same resource spelled cleanly
 * (`//owner` -> `/owner`, `/owner/` -> `/owner`) is followed with the same headers.
 */
async function verdict(
  path: string,
  headers: Record<string, string>,
  markers: (string | RegExp)[],
  hops = 0,
): Promise<string | null> {
  const a = await raw(path, headers);
  const found = leaks(a.body, markers);
  if (found.length > 0) return `${a.status} carries ${found.slice(0, 5).join(', ')}`;
  if (a.status >= 300 && a.status < 400) {
    // A /_next/data request is told where to go in x-nextjs-redirect (/_next/data/<id>/login.json).
    const dataRedirect = a.headers['x-nextjs-redirect'];
    if (!a.location && typeof dataRedirect === 'string') {
      return /^(\/_next\/data\/[^/]+)?\/(login|404)(\.json)?$/.test(dataRedirect)
        ? null
        : `${a.status} data redirect to ${dataRedirect}`;
    }
    if (!a.location) return `${a.status} without Location`;
    const to = new URL(a.location, baseURL);
    if (to.origin !== origin.origin) return `${a.status} to another origin ${a.location}`;
    if (SAFE_TARGETS.includes(to.pathname)) return null;
    if (hops < 3) return verdict(`${to.pathname}${to.search}`, headers, markers, hops + 1);
    return `${a.status} to ${a.location}`;
  }
  if ([401, 403, 404].includes(a.status)) return null;
  // x-middleware-prefetch: Next answers `{}` itself and marks it x-middleware-skip; no route ran.
  if (a.status === 200 && a.headers['x-middleware-skip'] === '1' && ['', '{}'].includes(a.body.trim())) return null;
  // A router prefetch of a dynamic page gets the route tree and loading skeletons only: no
  // layout or page runs, so there is nothing to check but the markers (checked above).
  if (a.status === 200 && a.contentType.includes('text/x-component') && headers['next-router-prefetch'] === '1')
    return null;
  if (a.status === 200 && a.contentType.includes('text/x-component')) {
    // Flight data of a redirect or not-found: the client router goes to /login or /404.
    if (/NEXT_REDIRECT;[a-z]+;\/(login|404)[;?]/.test(a.body) || a.body.includes('NEXT_HTTP_ERROR_FALLBACK;404'))
      return null;
    // Flight data that renders nothing (the client claimed to hold every segment already).
    if (!a.body.includes('["$"')) return null;
    return `200 flight data without a redirect: ${a.body.slice(0, 120)}`;
  }
  return `${a.status} ${a.contentType}`;
}

/**
 * Next-Router-State-Tree values as Next 16's client router sends them: arriving from /login,
 * and claiming to hold the role's layout already (so Next renders only the segments below it,
 * and the page itself must check the user again).
 */
const treeFromLogin = encodeURIComponent(
  '["",{"children":["login",{"children":["__PAGE__",{},null,null,512]},null,null,512]},null,null,528]',
);
const treeInsideRole = (role: string) =>
  encodeURIComponent(
    `["",{"children":[["rolePage","${role}","d",null],{"children":["__PAGE__",{},null,null,0]},null,null,0]},null,null,16]`,
  );

/** Headers that Next (or a proxy in front of it) uses internally, spoofed by a client. */
const SPOOFS: Record<string, (role: string) => Record<string, string>> = {
  'no headers': () => ({}),
  'x-middleware-subrequest: middleware': () => ({ 'x-middleware-subrequest': 'middleware' }),
  'x-middleware-subrequest: proxy': () => ({ 'x-middleware-subrequest': 'proxy' }),
  'x-middleware-subrequest: src/middleware': () => ({ 'x-middleware-subrequest': 'src/middleware' }),
  'x-middleware-subrequest: middleware x5': () => ({
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  }),
  'x-middleware-subrequest: proxy x5': () => ({ 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }),
  'x-middleware-subrequest: src/proxy x5': () => ({
    'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
  }),
  'x-middleware-prefetch': () => ({ 'x-middleware-prefetch': '1' }),
  'x-nextjs-data': () => ({ 'x-nextjs-data': '1' }),
  RSC: () => ({ rsc: '1' }),
  'RSC prefetch': () => ({ rsc: '1', 'next-router-prefetch': '1' }),
  'Next-Router-Prefetch': () => ({ 'next-router-prefetch': '1' }),
  'RSC from /login': () => ({ rsc: '1', 'next-router-state-tree': treeFromLogin }),
  'RSC inside the role layout': (role) => ({ rsc: '1', 'next-router-state-tree': treeInsideRole(role) }),
  'segment prefetch': () => ({ rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }),
  'x-invoke-path': (role) => ({ 'x-invoke-path': `/${role}`, 'x-invoke-query': '{}', 'x-invoke-status': '200' }),
  'x-forwarded-host': () => ({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
  'x-middleware-rewrite': (role) => ({ 'x-middleware-rewrite': `/${role}`, 'x-middleware-next': '1' }),
  'next-action': () => ({ 'next-action': '0'.repeat(40) }),
};

/** Spellings of a protected path that proxy.ts may not recognise but Next's router may. */
function spellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  return [
    `${path}.rsc`,
    `${path}?_rsc=x`,
    `/_next/data/x${path}.json`,
    `/${path}`,
    `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`,
    `${path}/`,
    `/${first.toUpperCase()}${tail}`,
    `/./${first}${tail}`,
    `/x/..${path}`,
    `/${first}%2f${rest.join('%2f')}`,
    `/${first}/.${tail}`,
    `/%2e/${first}${tail}`,
    `/${encodeURIComponent(first)}%2F${rest.map(encodeURIComponent).join('%2F')}`,
  ];
}

const API_PATHS = [
  '/api/v1/transaction/order',
  `/api/v1/transaction/order?deliveryDate=${SWEEP_DAY}`,
  '/api/v1/mitra',
  '/api/v1/outlet',
  '/api/v1/product',
  '/api/v1/user',
  '/api/v1/transaction',
  '/api/v1/reports',
  '/api/v1/procurement',
  '/api/v1/stock',
  '/bff/api/transaction/order',
  '/bff/api/mitra',
  '/bff/api/outlet',
  '/bff/api/product',
  '/bff/api/user',
  '/bff/api/transaction',
  '/bff/api/reports',
  `/print/count-order?startDate=${SWEEP_DAY}&endDate=${SWEEP_DAY}`,
  `/bff/print/count-order?startDate=${SWEEP_DAY}&endDate=${SWEEP_DAY}`,
  '/print/export-invoice',
  '/bff/print/export-invoice',
  '/bff/files/uploads/2025/01/00000000000000000000000000000000.png',
  '//api/v1/mitra',
  '/api/v1//mitra',
  '/api/v1/%6ditra',
  '/bff/api/%6ditra',
  '/bff//api/mitra',
  '/API/v1/mitra',
];

/** Pages of each role to try: its home, its first screen and a detail page, found as the role finds them. */
const targets: Record<string, string[]> = {};
const foreign: {
  orderPath?: string;
  invoicePath?: string;
  orderId?: number;
  invoiceId?: number;
  orderNumber?: string;
} = {};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  await ensureSweepData(playwright);
  for (const role of ROLE_PAGES) {
    const session = await signedIn(playwright, ROLE_ACCOUNTS[role]);
    const linksOf = async (path: string) => linksInHtml(await (await session.get(path)).text());
    const resolved = new Map<string, string>();
    const screens = ROLE_SCREENS[role];
    const paths = new Set<string>([
      `/${role}`,
      `/${role}${screens.find((s) => s.path && !s.path.includes(':id'))!.path}`,
    ]);
    const detail = screens.find((s) => s.path.includes(':id') && !s.via!.includes(':id'));
    if (detail) paths.add(await resolveScreen(role, detail, linksOf, resolved));
    targets[role] = [...paths];
    if (role === 'merchant') {
      // The first partner's order and invoice, for the second partner to ask for.
      foreign.orderPath = await resolveScreen(role, { path: '/order/detail/:id', via: '/order' }, linksOf, resolved);
      foreign.invoicePath = await resolveScreen(
        role,
        { path: '/transaction/:id', via: `/transaction?periode=${SWEEP_MONTH}` },
        linksOf,
        resolved,
      );
      foreign.orderId = Number(foreign.orderPath.split('/').pop());
      foreign.invoiceId = Number(foreign.invoicePath.split('/').pop());
      const order = (await (await session.get(`/bff/api/transaction/order/show/${foreign.orderId}`)).json()) as {
        data: { number: string };
      };
      foreign.orderNumber = order.data.number;
    }
    await session.dispose();
  }
});

async function expectNothing(
  cases: { path: string; headers: Record<string, string>; label: string }[],
  markers: (string | RegExp)[],
) {
  const problems: string[] = [];
  for (const c of cases) {
    const v = await verdict(c.path, c.headers, markers);
    if (v) problems.push(`${c.path} [${c.label}]: ${v}`);
  }
  if (problems.length) console.log(`answers that give something away:\n${problems.join('\n')}`);
  expect(problems, problems.join('\n')).toEqual([]);
  return cases.length;
}

test.describe('without a session', () => {
  for (const role of ROLE_PAGES) {
    test(`${role}'s pages answer nothing, whatever internal header is spoofed`, async () => {
      const cases = targets[role].flatMap((path) =>
        Object.entries(SPOOFS).map(([label, h]) => ({ path, headers: h(role), label })),
      );
      await expectNothing(cases, EVERYONES_DATA);
    });
  }

  test('odd spellings of protected paths answer nothing, with and without spoofed headers', async () => {
    const paths = [...targets.owner, ...targets.merchant, ...targets.viewer];
    const headerSets = [
      'no headers',
      'x-middleware-subrequest: middleware x5',
      'x-middleware-subrequest: proxy x5',
      'RSC',
      'RSC prefetch',
    ] as const;
    const cases = paths.flatMap((p) =>
      spellings(p).flatMap((path) =>
        headerSets.map((label) => ({ path, headers: SPOOFS[label](p.split('/')[1]), label })),
      ),
    );
    const n = await expectNothing(cases, EVERYONES_DATA);
    expect(n).toBeGreaterThan(100);
  });

  test('the API, the BFF, the print base and stored files refuse, whatever internal header is spoofed', async () => {
    const cases = API_PATHS.flatMap((path) =>
      Object.entries(SPOOFS).map(([label, h]) => ({ path, headers: h('owner'), label })),
    );
    await expectNothing(cases, EVERYONES_DATA);
    // And they say so with 401 (or 404 for a path that is not there), never a page.
    for (const path of ['/api/v1/mitra', '/bff/api/mitra', '/print/export-invoice', '/bff/print/export-invoice']) {
      expect((await raw(path, { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' })).status, path).toBe(401);
    }
  });
});

test.describe("with another role's session", () => {
  test("a partner asking for every other role's pages gets /404 or /login, even spelled oddly or with spoofed headers", async ({
    playwright,
  }) => {
    const partner = await signedIn(playwright, 'mitra');
    const others = ROLE_PAGES.filter((r) => r !== 'merchant');
    // The partner's own name and outlets are on its own pages; everything else is not its to see.
    const markers = EVERYONES_DATA.filter(
      (m) =>
        ![
          'Rina Kusuma',
          'Roti Pusat Dago',
          'Roti Pusat Cimahi',
          'Jl. Ir. H. Juanda',
          'dago@mitra.rotipusat.id',
          '0222501234',
          'mitra@rotipusat.id',
        ].includes(String(m)),
    );
    const cases = others.flatMap((role: RolePage) =>
      targets[role].flatMap((p) => [
        ...Object.entries(SPOOFS).map(([label, h]) => ({
          path: p,
          headers: { cookie: partner.cookie, ...h(role) },
          label,
        })),
        ...spellings(p)
          .slice(0, 8)
          .map((path) => ({ path, headers: { cookie: partner.cookie }, label: 'spelling' })),
      ]),
    );
    await expectNothing(cases, markers);
    await partner.dispose();
  });

  test("the second partner gets nothing of the first partner's order and invoice", async ({ playwright }) => {
    const other = await signedIn(playwright, 'mitra2');
    const markers: (string | RegExp)[] = [
      'Roti Pusat Dago',
      'Roti Pusat Cimahi',
      'Rina Kusuma',
      'Jl. Ir. H. Juanda',
      foreign.orderNumber!,
      /Rp\s?\d{1,3}(\.\d{3})+/,
    ];
    const problems: string[] = [];
    const pages = [foreign.orderPath!, foreign.invoicePath!, `${foreign.orderPath}/edit`];
    for (const path of pages) {
      for (const [label, h] of Object.entries(SPOOFS)) {
        const a = await raw(path, { cookie: other.cookie, ...h('merchant') });
        const found = leaks(a.body, markers);
        if (found.length) problems.push(`${path} [${label}]: ${a.status} carries ${found.join(', ')}`);
      }
    }
    for (const path of [
      `/bff/api/transaction/order/show/${foreign.orderId}`,
      `/bff/api/transaction/order/create?transactionOrderId=${foreign.orderId}`,
      `/bff/api/transaction/show/${foreign.invoiceId}`,
      `/bff/print/export-invoice?periode=${SWEEP_MONTH}`,
    ]) {
      const a = await raw(path, { cookie: other.cookie, 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' });
      const found = leaks(a.body, markers);
      if (found.length || a.status < 400) problems.push(`${path}: ${a.status} ${found.join(', ')}`);
    }
    await other.dispose();
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
