import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { importTexts } from '@/lib/i18n/id/import';
import { tierTexts } from '@/lib/i18n/id/tier';
import type { RolePage } from '@/lib/roles';

/** Kelola Outlet's tabs: the outlets, the price tiers they use, and the spreadsheet import (issue 18). */
export function OutletTabs({ role, current }: { role: RolePage; current: 'outlets' | 'tiers' | 'import' }) {
  // Without the price tiers there is no tab to offer beside the outlets.
  if (!can(role, 'GET /branch-group')) return null;
  return (
    <ScreenTabs
      label={tierTexts.tabsLabel}
      current={current}
      tabs={[
        { key: 'outlets', href: `/${role}/outlet`, label: tierTexts.tabOutlets },
        { key: 'tiers', href: `/${role}/outlet/tiers`, label: tierTexts.tabTiers },
        {
          key: 'import',
          href: `/${role}/outlet/import`,
          label: importTexts.tab,
          shown: can(role, 'POST /import/preview'),
        },
      ]}
    />
  );
}
