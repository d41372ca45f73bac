import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { productionPlanTexts } from '@/lib/i18n/id/production-plan';
import { recipeTexts } from '@/lib/i18n/id/recipes';
import type { RolePage } from '@/lib/roles';

/** Produksi's tabs (DOMAIN 15-16): the batches, the plan for a delivery date, and the recipes. */
export function ProductionTabs({ role, current }: { role: RolePage; current: 'batches' | 'plan' | 'recipes' }) {
  return (
    <ScreenTabs
      label={productionPlanTexts.tabsLabel}
      current={current}
      tabs={[
        { key: 'batches', href: `/${role}/productions`, label: productionPlanTexts.batchTab },
        {
          key: 'plan',
          href: `/${role}/productions/plan`,
          label: productionPlanTexts.tab,
          shown: can(role, 'GET /production-plan'),
        },
        {
          key: 'recipes',
          href: `/${role}/productions/recipes`,
          label: recipeTexts.tab,
          shown: can(role, 'GET /recipe'),
        },
      ]}
    />
  );
}
