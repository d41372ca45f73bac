import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { importTexts } from '@/lib/i18n/id/import';
import { tierTexts } from '@/lib/i18n/id/tier';
import type { RolePage } from '@/lib/roles';

/** Kelola Outlet's tabs: the outlets, the price tiers they use, and the spreadsheet import (issue 18). */
export function OutletTabs({ role, current }: { role: RolePage; current: 'outlets' | 'tiers' | 'import' }) {
  if (!can(role, 'GET /branch-group')) return null;
  const tabs: { href: string; label: string; current: boolean }[] = [
    { href: `/${role}/outlet`, label: tierTexts.tabOutlets, current: current === 'outlets' },
    { href: `/${role}/outlet/tiers`, label: tierTexts.tabTiers, current: current === 'tiers' },
  ];
  if (can(role, 'POST /import/preview'))
    tabs.push({ href: `/${role}/outlet/import`, label: importTexts.tab, current: current === 'import' });
  return <ScreenTabs label={tierTexts.tabsLabel} tabs={tabs} />;
}
