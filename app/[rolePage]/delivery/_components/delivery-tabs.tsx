import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import type { RolePage } from '@/lib/roles';

/** Pengiriman's tabs: the day's deliveries, the routes and the disputes (DOMAIN 18), for the roles that read them. */
export function DeliveryTabs({ role, current }: { role: RolePage; current: 'deliveries' | 'routes' | 'disputes' }) {
  return (
    <ScreenTabs
      label={dispatchTexts.route.tabsLabel}
      current={current}
      tabs={[
        { key: 'deliveries', href: `/${role}/delivery`, label: dispatchTexts.route.deliveriesTab },
        {
          key: 'routes',
          href: `/${role}/delivery/routes`,
          label: dispatchTexts.route.tab,
          shown: can(role, 'GET /route'),
        },
        {
          key: 'disputes',
          href: `/${role}/delivery/disputes`,
          label: dispatchTexts.dispute.tab,
          shown: can(role, 'GET /delivery/dispute'),
        },
      ]}
    />
  );
}
