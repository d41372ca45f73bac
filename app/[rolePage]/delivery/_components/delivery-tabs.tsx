import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import type { RolePage } from '@/lib/roles';

/** Pengiriman's tabs: the day's deliveries, the routes and the disputes (DOMAIN 18), for the roles that read them. */
export function DeliveryTabs({ role, current }: { role: RolePage; current: 'deliveries' | 'routes' | 'disputes' }) {
  const tabs = [
    { key: 'deliveries', href: `/${role}/delivery`, label: dispatchTexts.route.deliveriesTab, shown: true },
    { key: 'routes', href: `/${role}/delivery/routes`, label: dispatchTexts.route.tab, shown: can(role, 'GET /route') },
    {
      key: 'disputes',
      href: `/${role}/delivery/disputes`,
      label: dispatchTexts.dispute.tab,
      shown: can(role, 'GET /delivery/dispute'),
    },
  ].filter((tab) => tab.shown);
  if (tabs.length < 2) return null;
  return (
    <ScreenTabs
      label={dispatchTexts.route.tabsLabel}
      tabs={tabs.map(({ key, href, label }) => ({ href, label, current: key === current }))}
    />
  );
}
