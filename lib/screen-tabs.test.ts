import { describe, expect, it } from 'vitest';
import { can } from './can';
import { opensScreen, ROLE_PAGES, screensOf } from './roles';
import { homeTabLinks, SCREEN_TABS, tabsOf, type TabbedScreen } from './screen-tabs';

const SCREENS = Object.keys(SCREEN_TABS) as TabbedScreen[];

describe('the tabs of a screen', () => {
  it('gives each role the tabs whose calls it may make, and none where only one is left', () => {
    expect(tabsOf('order', 'merchant').map((tab) => tab.key)).toEqual([
      'orders',
      'change-requests',
      'standing',
      'returns',
    ]);
    // The driver reads returns (it picks them up) but neither change requests nor standing orders.
    expect(tabsOf('order', 'delivery').map((tab) => tab.key)).toEqual(['orders', 'returns']);
    expect(tabsOf('transaction', 'admin').map((tab) => tab.href)).toEqual([
      '/admin/transaction',
      '/admin/transaction/receivables',
      '/admin/transaction/reminders',
      '/admin/transaction/audit',
    ]);
    // The warehouse opens the batches, the plan and the recipes; the outlets' tabs are not its own.
    expect(tabsOf('productions', 'warehouse').map((tab) => tab.key)).toEqual(['batches', 'plan', 'recipes']);
    expect(tabsOf('outlet', 'merchant')).toEqual([]);
    // The warehouse processes returns without reading orders: the returns alone, so no tabs.
    expect(tabsOf('order', 'warehouse')).toEqual([]);
  });

  it('never offers a tab its role is refused by the API', () => {
    for (const role of ROLE_PAGES) {
      for (const screen of SCREENS) {
        for (const tab of tabsOf(screen, role)) {
          const definition = SCREEN_TABS[screen].tabs.find((t) => t.key === tab.key)!;
          for (const call of 'reads' in definition ? definition.reads : []) expect(can(role, call)).toBe(true);
        }
      }
    }
  });
});

describe('the tabs linked from a role home', () => {
  it('are the tabs beyond the first of the screens the role opens', () => {
    expect(homeTabLinks('production', screensOf('production')).map((link) => link.href)).toEqual([
      '/production/order/change-requests',
      '/production/order/standing',
      '/production/order/returns',
      '/production/delivery/routes',
      '/production/delivery/disputes',
      '/production/productions/plan',
      '/production/productions/recipes',
      '/production/outlet/tiers',
    ]);
  });

  it("link finance's order tabs: it decides change requests, processes returns and releases held orders", () => {
    expect(homeTabLinks('admin', screensOf('admin')).map((link) => link.href)).toEqual([
      '/admin/order/change-requests',
      '/admin/order/standing',
      '/admin/order/returns',
      '/admin/transaction/receivables',
      '/admin/transaction/reminders',
      '/admin/transaction/audit',
      '/admin/outlet/tiers',
      '/admin/outlet/import',
    ]);
  });

  it("link a partner's order tabs, and leave Transaksi's tabs to the staff", () => {
    expect(homeTabLinks('merchant', screensOf('merchant')).map((link) => link.href)).toEqual([
      '/merchant/order/change-requests',
      '/merchant/order/standing',
      '/merchant/order/returns',
    ]);
  });
});

describe('the screens a role opens beyond its menu', () => {
  it('gives finance the routes and objections without the deliveries, and the warehouse the returns alone', () => {
    expect(opensScreen('admin', '/delivery/routes')).toBe(true);
    expect(opensScreen('admin', '/delivery/disputes')).toBe(true);
    expect(opensScreen('admin', '/delivery')).toBe(false);
    expect(tabsOf('delivery', 'admin').map((tab) => tab.key)).toEqual(['routes', 'disputes']);
    expect(opensScreen('warehouse', '/order/returns')).toBe(true);
    expect(opensScreen('warehouse', '/order')).toBe(false);
    // The viewer reads Pengiriman as the policy lets it, with all its tabs.
    expect(tabsOf('delivery', 'viewer').map((tab) => tab.key)).toEqual(['deliveries', 'routes', 'disputes']);
    expect(opensScreen('viewer', '/delivery/disputes')).toBe(true);
    // A driver opens Pengiriman, not the order screen.
    expect(opensScreen('delivery', '/order/returns')).toBe(false);
  });
});
