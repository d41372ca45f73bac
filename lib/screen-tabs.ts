import type { PolicyKey } from './api/policy';
import { can } from './can';
import { auditTexts } from './i18n/id/audit';
import { dispatchTexts } from './i18n/id/dispatch';
import { importTexts } from './i18n/id/import';
import { changeRequestTexts, standingOrderTexts } from './i18n/id/order-window';
import { productionPlanTexts } from './i18n/id/production-plan';
import { receivablesTexts } from './i18n/id/receivables';
import { recipeTexts } from './i18n/id/recipes';
import { returnTexts } from './i18n/id/returns';
import { tierTexts } from './i18n/id/tier';
import { isPartnerRole, type RolePage } from './roles';

interface TabDefinition {
  key: string;
  /** The tab's address under the role, e.g. "/order/returns". */
  path: string;
  label: string;
  /** The calls a role needs to open it; the first tab (the menu's screen itself) needs none here. */
  reads?: readonly PolicyKey[];
}

/**
 * Every screen with tabs, and its tabs: new screens live as tabs of the nearest menu screen, so
 * the spec's menus stay as they are (DOMAIN 15-21). The tabs on the screens and the shortcuts on
 * the role homes both come from this list, so a tab cannot be on one and missing from the other.
 */
export const SCREEN_TABS = {
  order: {
    label: changeRequestTexts.tabsLabel,
    tabs: [
      // The warehouse opens the returns without the orders: it gets no tabs there.
      { key: 'orders', path: '/order', label: changeRequestTexts.tabOrders, reads: ['GET /transaction/order'] },
      {
        key: 'change-requests',
        path: '/order/change-requests',
        label: changeRequestTexts.tab,
        reads: ['GET /order-change-request'],
      },
      { key: 'standing', path: '/order/standing', label: standingOrderTexts.tab, reads: ['GET /standing-order'] },
      { key: 'returns', path: '/order/returns', label: returnTexts.tab, reads: ['GET /return'] },
    ],
  },
  delivery: {
    label: dispatchTexts.route.tabsLabel,
    tabs: [
      // Finance has the routes and objections without the deliveries list.
      { key: 'deliveries', path: '/delivery', label: dispatchTexts.route.deliveriesTab, reads: ['GET /delivery'] },
      { key: 'routes', path: '/delivery/routes', label: dispatchTexts.route.tab, reads: ['GET /route'] },
      {
        key: 'disputes',
        path: '/delivery/disputes',
        label: dispatchTexts.dispute.tab,
        reads: ['GET /delivery/dispute'],
      },
    ],
  },
  productions: {
    label: productionPlanTexts.tabsLabel,
    tabs: [
      { key: 'batches', path: '/productions', label: productionPlanTexts.batchTab },
      { key: 'plan', path: '/productions/plan', label: productionPlanTexts.tab, reads: ['GET /production-plan'] },
      { key: 'recipes', path: '/productions/recipes', label: recipeTexts.tab, reads: ['GET /recipe'] },
    ],
  },
  transaction: {
    label: receivablesTexts.tabsLabel,
    tabs: [
      { key: 'invoices', path: '/transaction', label: receivablesTexts.invoiceTab },
      {
        key: 'receivables',
        path: '/transaction/receivables',
        label: receivablesTexts.tab,
        reads: ['GET /receivables'],
      },
      {
        key: 'reminders',
        path: '/transaction/reminders',
        label: receivablesTexts.reminderTab,
        reads: ['GET /reminder'],
      },
      { key: 'audit', path: '/transaction/audit', label: auditTexts.tab, reads: ['GET /audit'] },
    ],
  },
  outlet: {
    label: tierTexts.tabsLabel,
    tabs: [
      { key: 'outlets', path: '/outlet', label: tierTexts.tabOutlets },
      { key: 'tiers', path: '/outlet/tiers', label: tierTexts.tabTiers, reads: ['GET /branch-group'] },
      {
        key: 'import',
        path: '/outlet/import',
        label: importTexts.tab,
        // The import fills the tiers' outlets: offered beside the tiers only.
        reads: ['GET /branch-group', 'POST /import/preview'],
      },
    ],
  },
} as const satisfies Record<string, { label: string; tabs: readonly TabDefinition[] }>;

export type TabbedScreen = keyof typeof SCREEN_TABS;
export type TabOf<S extends TabbedScreen> = (typeof SCREEN_TABS)[S]['tabs'][number]['key'];

/**
 * The tabs of `screen` this role may open, as links. With fewer than two there is nothing to
 * choose, and none are given.
 */
export function tabsOf<S extends TabbedScreen>(screen: S, role: RolePage) {
  const tabs = (SCREEN_TABS[screen].tabs as readonly TabDefinition[])
    .filter((tab) => (tab.reads ?? []).every((call) => can(role, call)))
    .map((tab) => ({ key: tab.key as TabOf<S>, href: `/${role}${tab.path}`, label: tab.label }));
  return tabs.length < 2 ? [] : tabs;
}

/**
 * The tabs beyond the first of every screen the role opens, for the shortcuts on its home ("new
 * screens are tabs of the nearest screen and links on the role homes"). A partner's home links its
 * order tabs (change requests, standing orders, returns); Transaksi's tabs are the staff's.
 */
export function homeTabLinks(role: RolePage, screens: readonly string[]) {
  return (Object.keys(SCREEN_TABS) as TabbedScreen[])
    .filter((screen) => screens.includes(SCREEN_TABS[screen].tabs[0].path))
    .filter((screen) => !(screen === 'transaction' && isPartnerRole(role)))
    .flatMap((screen) => tabsOf(screen, role).slice(1))
    .map(({ href, label }) => ({ href, label }));
}
