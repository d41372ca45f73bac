import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

type Tab = 'orders' | 'change-requests' | 'standing' | 'returns';

/**
 * The order screen's tabs (DOMAIN 17): the orders, the change requests after the deadline, and
 * the standing orders and the returns, each for the roles whose policy reads it.
 */
export function OrderTabs({ role, current }: { role: RolePage; current: Tab }) {
  const tabs = [
    { key: 'orders', href: `/${role}/order`, label: t.changeRequest.tabOrders, shown: true },
    {
      key: 'change-requests',
      href: `/${role}/order/change-requests`,
      label: t.changeRequest.tab,
      shown: can(role, 'GET /order-change-request'),
    },
    {
      key: 'standing',
      href: `/${role}/order/standing`,
      label: t.standingOrder.tab,
      shown: can(role, 'GET /standing-order'),
    },
  ].filter((tab) => tab.shown);
  if (tabs.length < 2) return null;
  return (
    <ScreenTabs
      label={t.changeRequest.tabsLabel}
      tabs={tabs.map(({ href, label, key }) => ({ href, label, current: key === current }))}
    />
  );
}
