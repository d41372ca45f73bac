import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** Pengiriman's tabs: the day's deliveries, and the routes (DOMAIN 18) for the roles that read them. */
export function DeliveryTabs({ role, current }: { role: RolePage; current: 'deliveries' | 'routes' }) {
  if (!can(role, 'GET /route')) return null;
  return (
    <ScreenTabs
      label={t.dispatch.route.tabsLabel}
      tabs={[
        { href: `/${role}/delivery`, label: t.dispatch.route.deliveriesTab, current: current === 'deliveries' },
        { href: `/${role}/delivery/routes`, label: t.dispatch.route.tab, current: current === 'routes' },
      ]}
    />
  );
}
