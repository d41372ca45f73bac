import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** Kelola Outlet's tabs: the outlets, the price tiers they use, and the spreadsheet import (issue 18). */
export function OutletTabs({ role, current }: { role: RolePage; current: 'outlets' | 'tiers' | 'import' }) {
  if (!can(role, 'GET /branch-group')) return null;
  const tabs: { href: string; label: string; current: boolean }[] = [
    { href: `/${role}/outlet`, label: t.tier.tabOutlets, current: current === 'outlets' },
    { href: `/${role}/outlet/tiers`, label: t.tier.tabTiers, current: current === 'tiers' },
  ];
  if (can(role, 'POST /import/preview'))
    tabs.push({ href: `/${role}/outlet/import`, label: t.import.tab, current: current === 'import' });
  return <ScreenTabs label={t.tier.tabsLabel} tabs={tabs} />;
}
