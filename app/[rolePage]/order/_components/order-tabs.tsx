import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** The order screen's tabs: the orders, and the change requests after the deadline (DOMAIN 17). */
export function OrderTabs({ role, current }: { role: RolePage; current: 'orders' | 'change-requests' }) {
  if (!can(role, 'GET /order-change-request')) return null;
  return (
    <ScreenTabs
      label={t.changeRequest.tabsLabel}
      tabs={[
        { href: `/${role}/order`, label: t.changeRequest.tabOrders, current: current === 'orders' },
        {
          href: `/${role}/order/change-requests`,
          label: t.changeRequest.tab,
          current: current === 'change-requests',
        },
      ]}
    />
  );
}
