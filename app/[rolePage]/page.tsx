import Link from 'next/link';
import { SectionCard } from '@/components/ui/card';
import type { ListPage } from '@/lib/api/list';
import { can } from '@/lib/can';
import { opensScreen } from '@/lib/roles';
import { opensOrderList } from './order/_lib/order-access';
import type { Report } from '@/lib/api/schemas/report';
import { requireUser } from '@/lib/server/current-user';
import { todayInWib } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { monthLabel } from '@/lib/i18n/id/report';
import { serverRead } from '@/lib/server/api-read';
import { DeliveryDashboard } from './_dashboard/delivery-dashboard';
import { MonthPicker } from './_dashboard/month-picker';
import { PartnerDashboard } from './_dashboard/partner-dashboard';
import { ProductionDashboard } from './_dashboard/production-dashboard';
import { SalesDashboard } from './_dashboard/sales-dashboard';
import { Shortcuts } from './_dashboard/shortcuts';
import { WasteCard } from './_dashboard/waste-card';
import type { WasteReport } from '@/lib/api/schemas/return';
import { WarehouseDashboard } from './_dashboard/warehouse-dashboard';
import { ShortfallCard } from './_dashboard/shortfall-card';
import { ExpiringCard } from './_dashboard/expiring-card';
import type { ExpiringItem } from '@/lib/api/schemas/stock';
import { PlanView } from './productions/_components/plan-view';
import { planDateOr } from './productions/_components/plan-date';
import type { PlanShortfall, ProductionPlan } from '@/lib/api/schemas/production-plan';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Halaman Utama: the role's dashboard for a month (?month=YYYY-MM), from one GET /reports. */
export default async function HomePage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireUser(rolePage);
  const asked = (await searchParams).month;
  const wanted = typeof asked === 'string' && MONTH.test(asked) ? asked : null;
  // Those who decide change requests see how many wait (DOMAIN 17), with the way to them.
  const decides = can(user.rolePage, 'POST /order-change-request/approve/{id}') && opensOrderList(user.rolePage);
  // Owner, production and the warehouse see the month's returns and waste with a chart (DOMAIN 18).
  const seesWaste =
    (user.rolePage === 'owner' || user.rolePage === 'production' || user.rolePage === 'warehouse') &&
    can(user.rolePage, 'GET /reports/waste');
  // Who closes delivery objections and opens their list sees how many are open (DOMAIN 18).
  const resolves =
    can(user.rolePage, 'POST /delivery/dispute/resolve/{id}') && opensScreen(user.rolePage, '/delivery/disputes');
  // Production sees the plan for the next delivery date on its home; the warehouse what it is short of (DOMAIN 16).
  const planDate = planDateOr(String((await searchParams).deliveryDate ?? ''));
  const seesPlan = user.rolePage === 'production' && can(user.rolePage, 'GET /production-plan');
  const seesShortfall = user.rolePage === 'warehouse' && can(user.rolePage, 'GET /production-plan/shortfall');
  const [{ data }, demo, waiting, waste, disputes, plan, shortfall, expiring] = await Promise.all([
    serverRead<Report>(user, `/reports${wanted ? `?month=${wanted}` : ''}`),
    serverRead<unknown>(user, '/auth/demo-accounts'),
    decides ? serverRead<ListPage<unknown>>(user, '/order-change-request?status=menunggu&limit=1') : null,
    seesWaste ? serverRead<WasteReport>(user, `/reports/waste${wanted ? `?month=${wanted}` : ''}`) : null,
    resolves ? serverRead<ListPage<unknown>>(user, '/delivery/dispute?status=open&limit=1') : null,
    seesPlan ? serverRead<ProductionPlan>(user, `/production-plan?deliveryDate=${planDate}`) : null,
    seesShortfall ? serverRead<PlanShortfall>(user, `/production-plan/shortfall?deliveryDate=${planDate}`) : null,
    seesShortfall ? serverRead<ExpiringItem[]>(user, '/stock/expiring') : null,
  ]);
  const openDisputes = disputes?.data?.pagination.total ?? 0;
  const waitingCount = waiting?.data?.pagination.total ?? 0;
  const currentMonth = todayInWib().slice(0, 7);
  const month = data?.month ?? wanted ?? currentMonth;
  const role = user.rolePage;
  // A partner's way to its usual order per weekday (DOMAIN 17), a tab of the order screen.
  const partnerSetsStandingOrders = role === 'merchant' && can(role, 'POST /standing-order/store');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t.home.greeting(user.name)}</h1>
          <p className="mt-1 text-stone-600">{t.report.intro(monthLabel(month))}</p>
          {data?.partner && user.outlet.length > 1 ? (
            <p className="mt-1 text-sm text-stone-700" data-testid="home-scope">
              {t.home.partnerScope(user.outlet.length)}
            </p>
          ) : null}
        </div>
        <MonthPicker month={month} currentMonth={currentMonth} />
      </div>

      {demo.data ? (
        <aside
          aria-labelledby="coba-dulu"
          className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-stone-800"
          data-testid="try-first"
        >
          <h2 id="coba-dulu" className="font-semibold">
            {t.home.tryFirstTitle}
          </h2>
          <p className="mt-1">{t.home.tryFirst[role]}</p>
        </aside>
      ) : null}
      {waitingCount > 0 ? (
        <Link
          href={`/${user.rolePage}/order/change-requests?status=menunggu`}
          className="block rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 underline-offset-4 hover:underline"
          data-testid="change-requests-waiting"
        >
          {t.changeRequest.pendingCount(waitingCount)}
        </Link>
      ) : null}
      {openDisputes > 0 ? (
        <Link
          href={`/${user.rolePage}/delivery/disputes?status=open`}
          className="block rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 underline-offset-4 hover:underline"
          data-testid="disputes-open"
        >
          {t.dispatch.dispute.openCount(openDisputes)}
        </Link>
      ) : null}
      {partnerSetsStandingOrders ? (
        <Link
          href={`/${role}/order/standing`}
          className="block rounded-lg border border-brand-200 bg-white p-4 text-sm underline-offset-4 hover:underline"
          data-testid="standing-orders-link"
        >
          <span className="font-semibold">{t.standingOrder.title}</span>
          <span className="block text-stone-600">{t.standingOrder.homeLink}</span>
        </Link>
      ) : null}
      {!data ? (
        <Notice role="alert" tone="danger">
          {t.report.loadFailed}
        </Notice>
      ) : null}
      {plan?.data ? (
        <PlanView role={role} plan={plan.data} canCreate={can(role, 'POST /production-plan/create-productions')} />
      ) : null}
      {shortfall?.data ? (
        <ShortfallCard role={role} shortfall={shortfall.data} canProcure={can(role, 'POST /procurement/store')} />
      ) : null}
      {expiring?.data ? (
        <ExpiringCard role={role} items={expiring.data} canWriteOff={can(role, 'POST /stock/write-off-expired')} />
      ) : null}
      {data?.sales ? <SalesDashboard role={role} month={month} sales={data.sales} /> : null}
      {data?.warehouse ? <WarehouseDashboard role={role} month={month} warehouse={data.warehouse} /> : null}
      {data?.production ? <ProductionDashboard role={role} month={month} production={data.production} /> : null}
      {data?.delivery ? <DeliveryDashboard role={role} month={month} delivery={data.delivery} /> : null}
      {waste?.data ? <WasteCard role={role} report={waste.data} /> : null}
      {data?.partner ? <PartnerDashboard role={role} month={month} partner={data.partner} /> : null}

      {user.outlet.length > 1 ? (
        <SectionCard title={t.home.yourOutlets}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {user.outlet.map((o) => (
              <li
                key={o.branchId}
                className="flex items-center justify-between rounded-md border border-stone-200 px-3 py-2 text-sm"
              >
                <span className="font-medium">{o.title}</span>
                {o.branchId === user.branchId ? (
                  <span className="rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900">
                    {t.home.selectedOutlet}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}

      <Shortcuts role={role} />
    </div>
  );
}
