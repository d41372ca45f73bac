import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { changeRequestTexts, standingOrderTexts } from '@/lib/i18n/id/order-window';
import type { RolePage } from '@/lib/roles';

type Tab = 'orders' | 'change-requests' | 'standing' | 'returns';

/**
 * The order screen's tabs (DOMAIN 17): the orders, the change requests after the deadline, and
 * the standing orders and the returns, each for the roles whose policy reads it.
 */
export function OrderTabs({ role, current }: { role: RolePage; current: Tab }) {
  const tabs = [
    { key: 'orders', href: `/${role}/order`, label: changeRequestTexts.tabOrders, shown: true },
    {
      key: 'change-requests',
      href: `/${role}/order/change-requests`,
      label: changeRequestTexts.tab,
      shown: can(role, 'GET /order-change-request'),
    },
    {
      key: 'standing',
      href: `/${role}/order/standing`,
      label: standingOrderTexts.tab,
      shown: can(role, 'GET /standing-order'),
    },
  ].filter((tab) => tab.shown);
  if (tabs.length < 2) return null;
  return (
    <ScreenTabs
      label={changeRequestTexts.tabsLabel}
      tabs={tabs.map(({ href, label, key }) => ({ href, label, current: key === current }))}
    />
  );
}
