import { PageHeader } from '@/components/layout/page-header';
import type { ProcurementFormOptions } from '@/lib/api/schemas/procurement';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProcurementForm, type ProcurementPrefill } from '../_components/procurement-form';
import type { PlanShortfall } from '@/lib/api/schemas/production-plan';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePageProps } from '@/lib/server/page-props';

/**
 * ?planDate=YYYY-MM-DD&supplierId=N opens the form prefilled with what the production plan of that
 * delivery date is short of from that supplier (DOMAIN 16); the warehouse checks it and saves.
 */
async function planPrefill(
  user: Awaited<ReturnType<typeof requireScreen>>,
  planDate: unknown,
  supplierId: unknown,
): Promise<ProcurementPrefill | undefined> {
  if (typeof planDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(planDate) || typeof supplierId !== 'string')
    return undefined;
  const { data } = await serverRead<PlanShortfall>(user, `/production-plan/shortfall?deliveryDate=${planDate}`);
  const group = data?.suppliers.find((s) => String(s.supplierId) === supplierId);
  if (!group) return undefined;
  return { supplierId: group.supplierId, notes: t.productionPlan.plannedNote(longDate(planDate)), items: group.lines };
}

export default async function CreateProcurementPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/procurements', 'POST /procurement/store');
  const asked = await searchParams;
  const [{ data }, prefill] = await Promise.all([
    serverRead<{ options: ProcurementFormOptions }>(user, '/procurement/create'),
    planPrefill(user, asked.planDate, asked.supplierId),
  ]);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.procurement.createTitle} />
      <ProcurementForm
        role={user.rolePage}
        options={data?.options ?? { suppliers: [], products: [] }}
        prefill={prefill}
      />
    </div>
  );
}
