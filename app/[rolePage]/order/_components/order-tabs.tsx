import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { changeRequestTexts, standingOrderTexts } from '@/lib/i18n/id/order-window';
import { returnTexts } from '@/lib/i18n/id/returns';
import type { RolePage } from '@/lib/roles';

/**
 * The order screen's tabs (DOMAIN 17-18): the orders, the change requests after the deadline,
 * the standing orders and the returns, each for the roles whose policy reads it.
 */
export function OrderTabs({
  role,
  current,
}: {
  role: RolePage;
  current: 'orders' | 'change-requests' | 'standing' | 'returns';
}) {
  return (
    <ScreenTabs
      label={changeRequestTexts.tabsLabel}
      current={current}
      tabs={[
        { key: 'orders', href: `/${role}/order`, label: changeRequestTexts.tabOrders },
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
        { key: 'returns', href: `/${role}/order/returns`, label: returnTexts.tab, shown: can(role, 'GET /return') },
      ]}
    />
  );
}
