import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** Kelola Outlet's tabs: the outlets, and the price tiers they use (issue 18). */
export function OutletTabs({ role, current }: { role: RolePage; current: 'outlets' | 'tiers' }) {
  if (!can(role, 'GET /branch-group')) return null;
  return (
    <ScreenTabs
      label={t.tier.tabsLabel}
      tabs={[
        { href: `/${role}/outlet`, label: t.tier.tabOutlets, current: current === 'outlets' },
        { href: `/${role}/outlet/tiers`, label: t.tier.tabTiers, current: current === 'tiers' },
      ]}
    />
  );
}
