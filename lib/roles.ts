import { menuTexts } from './i18n/id/shell';

/**
 * Roles, their landing pages and side menus (spec sections 1, 2 and 4). The API, proxy.ts,
 * the layouts and the menus all read these tables; nothing else spells a role id.
 */
export const ROLE_PAGES = [
  'owner',
  'admin',
  'warehouse',
  'production',
  'delivery',
  'merchant',
  'admin-merchant',
  'viewer',
] as const;
export type RolePage = (typeof ROLE_PAGES)[number];

export const ROLE_IDS: Record<RolePage, number> = {
  owner: 1,
  admin: 2,
  warehouse: 3,
  production: 4,
  delivery: 5,
  merchant: 6,
  'admin-merchant': 7,
  viewer: 34,
};

export const ROLE_TITLES: Record<RolePage, string> = {
  owner: 'Owner',
  admin: 'Finance',
  warehouse: 'Admin Gudang',
  production: 'Produksi',
  delivery: 'Delivery',
  merchant: 'Merchant',
  'admin-merchant': 'Admin Merchant',
  viewer: 'Viewer',
};

export function isRolePage(value: string): value is RolePage {
  return (ROLE_PAGES as readonly string[]).includes(value);
}

export function rolePageOf(roleId: number): RolePage | undefined {
  return ROLE_PAGES.find((p) => ROLE_IDS[p] === roleId);
}

/** Spec section 4: the role id derives from the stored page value. */
export function roleIdOf(page: string): number | undefined {
  return isRolePage(page) ? ROLE_IDS[page] : undefined;
}

export const MERCHANT_ROLE_ID = ROLE_IDS.merchant;

/** A partner or its staff: sees only its own outlets' records. */
export function isPartnerRole(role: RolePage): boolean {
  return role === 'merchant' || role === 'admin-merchant';
}

export type MenuIcon =
  | 'home'
  | 'users'
  | 'handshake'
  | 'store'
  | 'package'
  | 'shopping-cart'
  | 'truck'
  | 'receipt'
  | 'calendar'
  | 'settings'
  | 'clipboard'
  | 'factory'
  | 'boxes'
  | 'building';

export interface MenuEntry {
  text: string;
  /** Path below the role page; '' is the role's home. */
  url: string;
  icon: MenuIcon;
}

const m = menuTexts;
const HOME: MenuEntry = { text: m.home, url: '', icon: 'home' };
const SETTINGS: MenuEntry = { text: m.settings, url: '/profile', icon: 'settings' };
const USERS: MenuEntry = { text: m.users, url: '/users', icon: 'users' };
const MERCHANTS: MenuEntry = { text: m.merchants, url: '/merchants', icon: 'handshake' };
const OUTLETS: MenuEntry = { text: m.outlets, url: '/outlet', icon: 'store' };
const PRODUCTS: MenuEntry = { text: m.products, url: '/products', icon: 'package' };
const ORDER: MenuEntry = { text: m.order, url: '/order', icon: 'shopping-cart' };
const DELIVERY: MenuEntry = { text: m.delivery, url: '/delivery', icon: 'truck' };
const TRANSACTION: MenuEntry = { text: m.transaction, url: '/transaction', icon: 'receipt' };
const SCHEDULE: MenuEntry = { text: m.schedule, url: '/schedule', icon: 'calendar' };

/** Side menus in the spec's order. Keluar is appended by the menu itself. */
export const MENUS: Record<RolePage, MenuEntry[]> = {
  owner: [HOME, USERS, MERCHANTS, OUTLETS, PRODUCTS, ORDER, DELIVERY, TRANSACTION, SCHEDULE, SETTINGS],
  admin: [HOME, MERCHANTS, OUTLETS, PRODUCTS, TRANSACTION, SETTINGS],
  warehouse: [HOME, SETTINGS],
  production: [HOME, USERS, MERCHANTS, OUTLETS, PRODUCTS, ORDER, DELIVERY, SCHEDULE, SETTINGS],
  delivery: [HOME, DELIVERY, SETTINGS],
  merchant: [HOME, ORDER, TRANSACTION, SETTINGS],
  'admin-merchant': [],
  viewer: [
    HOME,
    MERCHANTS,
    OUTLETS,
    PRODUCTS,
    ORDER,
    TRANSACTION,
    { text: m.procurements, url: '/procurements', icon: 'clipboard' },
    { text: m.productions, url: '/productions', icon: 'factory' },
    { text: m.inventory, url: '/inventory', icon: 'boxes' },
    { text: m.suppliers, url: '/suppliers', icon: 'building' },
    SETTINGS,
  ],
};

/**
 * Screens each role may open. The menu is the main source; the warehouse reaches its work
 * screens from its home page (its menu has only home and profile), and the returns it processes
 * (DOMAIN 18) without reading orders; finance reaches the order screen from its home to decide
 * change requests, process returns and release held orders (DOMAIN 17-19), and the routes and
 * objections of Pengiriman (DOMAIN 18) without its deliveries list; the viewer reads Pengiriman,
 * as the policy lets it; production reads the stock it plans from (without adjusting it); the
 * partner's staff
 * (admin-merchant) has no menu at all (spec) but reads its partner's orders and invoices, reached from
 * the shortcuts of its home (issue 12: a home with something to do).
 */
const EXTRA_SCREENS: Partial<Record<RolePage, string[]>> = {
  admin: ['/order', '/delivery/routes', '/delivery/disputes'],
  warehouse: ['/inventory', '/procurements', '/productions', '/suppliers', '/order/returns'],
  viewer: ['/delivery'],
  production: ['/productions', '/inventory'],
  'admin-merchant': ['/order', '/transaction', '/profile'],
};

export function screensOf(role: RolePage): string[] {
  return [...MENUS[role].map((e) => e.url), ...(EXTRA_SCREENS[role] ?? [])];
}

/**
 * Whether the role opens `screen` (e.g. "/delivery/routes"): it has that screen, or the screen it
 * is a tab or a page of ("/delivery"). Finance has the routes without the deliveries list.
 */
export function opensScreen(role: RolePage, screen: string): boolean {
  return screensOf(role).some((s) => s !== '' && (screen === s || screen.startsWith(`${s}/`)));
}
