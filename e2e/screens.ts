import { expect, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { isPartnerRole, ROLE_PAGES, type RolePage } from '../lib/roles';
import { E2E_ACCOUNTS } from './fixtures';
import { day, withApiClockAhead } from './helpers';

/**
 * Every screen of every role, for the suites that sweep them all (accessibility, security
 * headers). Paths are below the role page. A path with `:id` is reached the way a user reaches
 * it: from the links on the `via` page (a path below the role page, or the last screen already
 * resolved for that pattern), so ids come from the data, not from this file.
 */
export interface Screen {
  path: string;
  via?: string;
}

/** The day the sweep's own orders are delivered: far from the days other journeys book. */
export const SWEEP_DAY = day(400);
export const SWEEP_MONTH = SWEEP_DAY.slice(0, 7);

/** One demo account per role page (mitra2 is a second merchant, used for tenant checks). */
export const ROLE_ACCOUNTS: Record<RolePage, string> = {
  owner: 'owner',
  admin: 'finance',
  warehouse: 'gudang',
  production: 'produksi',
  delivery: 'kurir',
  merchant: 'mitra',
  'admin-merchant': 'adminmitra',
  viewer: 'viewer',
};

const id = (path: string, via: string): Screen => ({ path, via });
/** The invoice list of the sweep's month, where its invoice is. */
const INVOICES = `/transaction?periode=${SWEEP_MONTH}`;

const ORDERS_STAFF: Screen[] = [
  { path: '/order' },
  { path: '/order/change-requests' },
  { path: '/order/standing' },
  { path: '/order/returns' },
  id('/order/detail/:id', '/order'),
];

/** What the owner and finance both manage: partners, outlets and price tiers. */
const PARTNERS_EDIT: Screen[] = [
  { path: '/merchants' },
  { path: '/merchants/create' },
  id('/merchants/:id', '/merchants'),
  { path: '/outlet' },
  { path: '/outlet/create' },
  id('/outlet/:id', '/outlet'),
  { path: '/outlet/tiers' },
  id('/outlet/tiers/:id', '/outlet/tiers'),
  { path: '/outlet/import' },
];
/** The catalogue as the owner and finance edit it. */
const PRODUCTS_EDIT: Screen[] = [
  { path: '/products' },
  { path: '/products/create' },
  { path: '/products/queue' },
  id('/products/:id', '/products'),
];
/** Invoices as the owner and finance handle them. */
const INVOICES_FINANCE: Screen[] = [
  { path: '/transaction' },
  { path: '/transaction/create' },
  { path: '/transaction/receivables' },
  { path: '/transaction/reminders' },
  { path: '/transaction/audit' },
  id('/transaction/:id', INVOICES),
];
/** Production batches and recipes, for the warehouse and production. */
const PRODUCTIONS: Screen[] = [
  { path: '/productions' },
  { path: '/productions/create' },
  id('/productions/:id', '/productions'),
  id('/productions/:id/edit', '/productions/:id'),
  { path: '/productions/plan' },
  { path: '/productions/recipes' },
  id('/productions/recipes/:id', '/productions/recipes'),
];
/** Delivery days, routes and disputes, for the owner and production. */
const DELIVERIES_STAFF: Screen[] = [
  { path: '/delivery' },
  { path: `/delivery?date=${SWEEP_DAY}` },
  { path: '/delivery/routes' },
  { path: '/delivery/routes/create' },
  { path: '/delivery/disputes' },
];
/** Staff accounts, for the owner and production. */
const USERS: Screen[] = [{ path: '/users' }, { path: '/users/create' }, id('/users/:id', '/users')];

export const ROLE_SCREENS: Record<RolePage, Screen[]> = {
  owner: [
    { path: '' },
    ...USERS,
    ...PARTNERS_EDIT,
    ...PRODUCTS_EDIT,
    ...ORDERS_STAFF,
    { path: '/order/create' },
    { path: '/order/standing/create' },
    { path: '/order/returns/create' },
    id('/order/detail/:id/edit', '/order?status=pending'),
    id('/order/detail/:id/adjustment', '/order?status=berhasil'),
    ...DELIVERIES_STAFF,
    ...INVOICES_FINANCE,
    { path: '/schedule' },
    { path: '/profile' },
  ],
  admin: [
    { path: '' },
    ...PARTNERS_EDIT,
    // Finance orders for an outlet from the outlet list, and opens orders from an invoice; it reaches
    // the order screen from its home to decide requests, process returns and release held orders.
    id('/order/create?branchId=:id', '/outlet'),
    ...ORDERS_STAFF.filter((screen) => !screen.via),
    // Pengiriman's routes and objections, without its deliveries list (DOMAIN 18).
    { path: '/delivery/routes' },
    { path: '/delivery/routes/create' },
    { path: '/delivery/disputes' },
    ...PRODUCTS_EDIT,
    ...INVOICES_FINANCE,
    id('/order/detail/:id', '/transaction/:id'),
    id('/order/detail/:id/adjustment', '/order/detail/:id'),
    { path: '/profile' },
  ],
  warehouse: [
    { path: '' },
    { path: '/inventory' },
    { path: '/inventory/adjust' },
    id('/inventory/:id', '/inventory'),
    { path: '/procurements' },
    { path: '/procurements/create' },
    id('/procurements/:id', '/procurements'),
    id('/procurements/:id/edit', '/procurements/:id'),
    ...PRODUCTIONS,
    // The returns it processes (DOMAIN 18), without the orders.
    { path: '/order/returns' },
    { path: '/suppliers' },
    { path: '/suppliers/create' },
    id('/suppliers/:id', '/suppliers'),
    { path: '/profile' },
  ],
  production: [
    { path: '' },
    ...USERS,
    { path: '/merchants' },
    { path: '/outlet' },
    { path: '/outlet/tiers' },
    { path: '/products' },
    ...ORDERS_STAFF,
    ...DELIVERIES_STAFF,
    { path: '/schedule' },
    ...PRODUCTIONS,
    // The stock it plans from, read only (from its home).
    { path: '/inventory' },
    id('/inventory/:id', '/inventory'),
    { path: '/profile' },
  ],
  delivery: [
    { path: '' },
    { path: '/delivery' },
    { path: `/delivery?date=${SWEEP_DAY}` },
    { path: '/delivery/routes' },
    { path: '/profile' },
  ],
  merchant: [
    { path: '' },
    { path: '/order' },
    { path: '/order/change-requests' },
    // Asking for an order after a date's deadline: the date first (from the tab), then the lines.
    { path: '/order/change-requests/create' },
    { path: `/order/change-requests/create?deliveryDate=${SWEEP_DAY}` },
    { path: '/order/standing' },
    { path: '/order/standing/create' },
    { path: '/order/returns' },
    { path: '/order/returns/create' },
    { path: '/order/create' },
    id('/order/detail/:id', '/order'),
    id('/order/detail/:id/edit', '/order?status=pending'),
    { path: '/transaction' },
    { path: '/transaction/receivables' },
    { path: '/transaction/reminders' },
    id('/transaction/:id', INVOICES),
    { path: '/profile' },
  ],
  'admin-merchant': [
    { path: '' },
    ...ORDERS_STAFF,
    { path: '/transaction' },
    { path: '/transaction/receivables' },
    { path: '/transaction/reminders' },
    id('/transaction/:id', INVOICES),
    { path: '/profile' },
  ],
  viewer: [
    { path: '' },
    { path: '/merchants' },
    { path: '/outlet' },
    { path: '/outlet/tiers' },
    { path: '/products' },
    ...ORDERS_STAFF,
    { path: '/transaction' },
    { path: '/transaction/receivables' },
    { path: '/transaction/reminders' },
    id('/transaction/:id', INVOICES),
    // Pengiriman, read only, as the policy lets the viewer.
    { path: '/delivery' },
    { path: '/delivery/routes' },
    { path: '/delivery/disputes' },
    { path: '/procurements' },
    id('/procurements/:id', '/procurements'),
    { path: '/productions' },
    id('/productions/:id', '/productions'),
    { path: '/productions/plan' },
    { path: '/productions/recipes' },
    id('/productions/recipes/:id', '/productions/recipes'),
    { path: '/inventory' },
    id('/inventory/:id', '/inventory'),
    { path: '/suppliers' },
    { path: '/profile' },
  ],
};

/** The screens each role sees on its own: its home (the role's menu and shell) and its profile. */
const ROLE_OWN = new Set(['', '/profile']);

/**
 * The screens the accessibility sweep audits for `role`: its own home and profile, and every
 * screen that no earlier role of the same side (bakery staff, or partner) was audited on. One
 * page component serves a path for every role; what changes between roles is the menu (audited
 * on each home) and which buttons show, and the earlier role (the owner first) sees the most.
 * This halves the sweep (about 90 loads instead of 176) without leaving a screen unaudited.
 */
export function auditScreens(role: RolePage): Screen[] {
  const earlier = ROLE_PAGES.slice(0, ROLE_PAGES.indexOf(role)).filter((r) => isPartnerRole(r) === isPartnerRole(role));
  const seen = new Set(earlier.flatMap((r) => ROLE_SCREENS[r].map((s) => s.path)));
  return ROLE_SCREENS[role].filter((s) => ROLE_OWN.has(s.path) || !seen.has(s.path));
}

/** Pages without a session, and the one a new account is held on. */
export const PUBLIC_PAGES = ['/login', '/404', '/halaman-yang-tidak-ada'];
export const NEW_ACCOUNT = { username: E2E_ACCOUNTS.sweepNewAccount.username, page: '/set-new-password' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a screen with `:id` is, given the links of its `via` page: a link to exactly that
 * screen if the page has one (an edit button on a detail page), else the first link that
 * carries an id in that place (a list row) with the rest of the path appended.
 */
export function pickTarget(role: RolePage, screen: Screen, hrefs: string[]): string | undefined {
  const full = `/${role}${screen.path}`;
  const exact = new RegExp(`^${escape(full).replace(':id', '\\d+')}$`);
  const hit = hrefs.find((h) => exact.test(h));
  if (hit) return hit;
  const at = full.indexOf(':id');
  const prefix = new RegExp(`^${escape(full.slice(0, at))}(\\d+)(?=$|[/?#])`);
  for (const h of hrefs) {
    const m = prefix.exec(h);
    if (m) return full.replace(':id', m[1]);
  }
  return undefined;
}

/**
 * The full path of one of a role's screens; call it for the screens in their order. `linksOf`
 * opens a page (full path) and answers its same-origin links; `resolved` remembers the last
 * path of each pattern, so a `via` may name an earlier screen's pattern.
 */
export async function resolveScreen(
  role: RolePage,
  screen: Screen,
  linksOf: (fullPath: string) => Promise<string[]>,
  resolved: Map<string, string>,
): Promise<string> {
  let target = `/${role}${screen.path}`;
  if (screen.path.includes(':id')) {
    const via = resolved.get(screen.via!) ?? `/${role}${screen.via}`;
    if (via.includes(':id')) throw new Error(`${screen.path}: ${screen.via} was not opened before`);
    const found = pickTarget(role, screen, await linksOf(via));
    if (!found) throw new Error(`${screen.path}: no link to it on ${via} (is the sweep's data there?)`);
    target = found;
  }
  resolved.set(screen.path, target);
  return target;
}

/** The same-origin links (href attributes) of an HTML page, for walking without a browser. */
export function linksInHtml(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** A signed-in BFF client (the session cookie and the same-origin header), as the browser is. */
export interface SignedIn {
  cookie: string;
  get: (path: string) => Promise<APIResponse>;
  post: (path: string, body?: unknown) => Promise<APIResponse>;
  dispose: () => Promise<void>;
}

export async function signedIn(
  playwright: PlaywrightWorkerArgs['playwright'],
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const res = await request.post('/bff/auth/login', { headers: { origin: baseURL }, data: { username, password } });
  expect(res.status(), `login ${username}`).toBe(200);
  const cookie = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('uid='))!
    .value.split(';')[0];
  return {
    cookie,
    get: (path) => request.get(path, { headers: { cookie } }),
    post: (path, body) => request.post(path, { headers: { origin: baseURL, cookie }, data: body ?? {} }),
    dispose: () => request.dispose(),
  };
}

async function data<T>(res: APIResponse): Promise<T> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The records the sweep needs to reach every detail and form (the demo bakery has none of
 * these): the SWEEP_DAY orders once per database, and a fresh pending procurement and
 * production batch on every call.
 */
export async function ensureSweepData(playwright: PlaywrightWorkerArgs['playwright']) {
  const owner = await signedIn(playwright, 'owner');
  try {
    const existing = await data<{ items: unknown[] }>(
      await owner.get(`/bff/api/transaction/order?deliveryDate=${SWEEP_DAY}`),
    );
    if (existing.items.length === 0) await makeSweepOrders(playwright, owner);
  } finally {
    await owner.dispose();
  }

  // A pending procurement and production batch each time, so they head their lists (newest
  // first) with their edit links even after other journeys received or approved older ones.
  const warehouse = await signedIn(playwright, 'gudang');
  const form = await data<{ options: { suppliers: { supplierId: number }[] } }>(
    await warehouse.get('/bff/api/procurement/create'),
  );
  await data(
    await warehouse.post('/bff/api/procurement/store', {
      supplierId: form.options.suppliers[0].supplierId,
      items: [{ productId: '102', qty: 5, price: 15_000, unit: 'kg' }],
    }),
  );
  await warehouse.dispose();

  const producer = await signedIn(playwright, 'produksi');
  await data(
    await producer.post('/bff/api/production/store', { items: [{ productId: '001', qty: 10, type: 'bahan_jadi' }] }),
  );
  await producer.dispose();
}

/** For SWEEP_DAY: a pending order and a confirmed one billed on that month's invoice. */
async function makeSweepOrders(playwright: PlaywrightWorkerArgs['playwright'], owner: SignedIn) {
  const outlets = (
    await data<{ items: { branchId: number; title: string }[] }>(await owner.get('/bff/api/outlet?limit=100'))
  ).items;
  const branch = (title: string) => outlets.find((o) => o.title === title)!.branchId;
  const store = (branchId: number, items: { productId: string; qty: number }[]) =>
    owner.post('/bff/api/transaction/order/store', {
      branchId,
      deliveryDate: SWEEP_DAY,
      items,
      notes: 'Pemeriksaan layar',
    });
  await data(await store(branch('Roti Pusat Cimahi'), [{ productId: '003', qty: 12 }]));
  const confirmed = await data<{ transactionOrderId: number }>(
    await store(branch('Roti Pusat Dago'), [{ productId: '030', qty: 2 }]),
  );
  await data(await owner.post(`/bff/api/transaction/order/confirm/${confirmed.transactionOrderId}`));
  // The month's invoices, not a manual one: a manual invoice belongs to the current month,
  // whose figures and exports other journeys count.
  // A month close bills deliveries up to today: close the sweep's month once its day has come, with a
  // session opened at that time.
  await withApiClockAhead(401, async () => {
    const later = await signedIn(playwright, 'owner');
    try {
      await data(await later.post(`/bff/api/transaction/store?periode=${SWEEP_MONTH}`));
    } finally {
      await later.dispose();
    }
  });
}
