import { PageHeader } from '@/components/layout/page-header';
import type { PlanShortfall, ProductionPlan } from '@/lib/api/schemas/production-plan';
import { ShortfallCard } from '../../_dashboard/shortfall-card';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, loadList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { planDateOr } from '../_components/plan-date';
import { PlanView } from '../_components/plan-view';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';
import { ScreenTabs } from '@/components/layout/screen-tabs';

/** Rencana: a tab of Produksi (DOMAIN 16), the plan for a delivery date (?deliveryDate=, tomorrow by default). */
export default async function ProductionPlanPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/productions', 'GET /production-plan');
  const { deliveryDate } = await loadList(LIST_PARAMS.plan, searchParams);
  const date = planDateOr(deliveryDate);
  // Who buys materials orders the date's shortfall from here, for any date (a supplier's lead time).
  const procures =
    can(user.rolePage, 'POST /procurement/store') && can(user.rolePage, 'GET /production-plan/shortfall');
  const [{ data, message }, shortfall] = await Promise.all([
    serverRead<ProductionPlan>(user, `/production-plan?deliveryDate=${date}`),
    procures ? serverRead<PlanShortfall>(user, `/production-plan/shortfall?deliveryDate=${date}`) : null,
  ]);
  return (
    <div className="mx-auto max-w-6xl">
      <ScreenTabs screen="productions" role={user.rolePage} current="plan" />
      <PageHeader title={t.productionPlan.title} />
      {shortfall?.data ? (
        <div className="mb-6">
          <ShortfallCard role={user.rolePage} shortfall={shortfall.data} canProcure linkToPlan={false} />
        </div>
      ) : null}
      {data ? (
        <PlanView
          role={user.rolePage}
          plan={data}
          canCreate={can(user.rolePage, 'POST /production-plan/create-productions')}
        />
      ) : (
        <Notice role="alert" tone="danger">
          {message}
        </Notice>
      )}
    </div>
  );
}
