import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** Produksi's tabs (DOMAIN 15-16): the batches, the plan for a delivery date, and the recipes. */
export function ProductionTabs({ role, current }: { role: RolePage; current: 'batches' | 'plan' | 'recipes' }) {
  const tabs = [
    { key: 'batches', href: `/${role}/productions`, label: t.productionPlan.batchTab, shown: true },
    {
      key: 'plan',
      href: `/${role}/productions/plan`,
      label: t.productionPlan.tab,
      shown: can(role, 'GET /production-plan'),
    },
    { key: 'recipes', href: `/${role}/productions/recipes`, label: t.recipe.tab, shown: can(role, 'GET /recipe') },
  ].filter((tab) => tab.shown);
  if (tabs.length < 2) return null;
  return (
    <ScreenTabs
      label={t.productionPlan.tabsLabel}
      tabs={tabs.map(({ key, href, label }) => ({ href, label, current: key === current }))}
    />
  );
}
