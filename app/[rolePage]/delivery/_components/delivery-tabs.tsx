import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** Pengiriman's tabs: the day's deliveries, the routes and the disputes (DOMAIN 18), for the roles that read them. */
export function DeliveryTabs({ role, current }: { role: RolePage; current: 'deliveries' | 'routes' | 'disputes' }) {
  const tabs = [
    { key: 'deliveries', href: `/${role}/delivery`, label: t.dispatch.route.deliveriesTab, shown: true },
    { key: 'routes', href: `/${role}/delivery/routes`, label: t.dispatch.route.tab, shown: can(role, 'GET /route') },
    {
      key: 'disputes',
      href: `/${role}/delivery/disputes`,
      label: t.dispatch.dispute.tab,
      shown: can(role, 'GET /delivery/dispute'),
    },
  ].filter((tab) => tab.shown);
  if (tabs.length < 2) return null;
  return (
    <ScreenTabs
      label={t.dispatch.route.tabsLabel}
      tabs={tabs.map(({ key, href, label }) => ({ href, label, current: key === current }))}
    />
  );
}
