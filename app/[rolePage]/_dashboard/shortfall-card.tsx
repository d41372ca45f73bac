import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import type { PlanShortfall } from '@/lib/api/schemas/production-plan';
import { formatQuantity } from '@/lib/i18n/format';
import { productionPlanTexts } from '@/lib/i18n/id/production-plan';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';

const tp = productionPlanTexts;

const lineText = (l: { title: string; qty: number; unit: string }) => `${l.title} ${formatQuantity(l.qty)} ${l.unit}`;

/**
 * The raw materials a date's production plan is short of (DOMAIN 16), per preferred supplier, each
 * with "Buat Pengadaan" opening the procurement form prefilled: on the warehouse's home for the
 * next date, and on the Rencana tab for the date chosen there (a supplier's lead time).
 */
export function ShortfallCard({
  role,
  shortfall,
  canProcure,
  linkToPlan = true,
}: {
  role: RolePage;
  shortfall: PlanShortfall;
  canProcure: boolean;
  /** The home links the plan; the plan's own tab does not link itself. */
  linkToPlan?: boolean;
}) {
  const empty = shortfall.suppliers.length === 0 && shortfall.withoutSupplier.length === 0;
  return (
    <SectionCard
      data-testid="shortfall-card"
      title={tp.shortfallTitle}
      description={tp.homeTitle(longDate(shortfall.deliveryDate))}
      contentClassName="space-y-3"
    >
      {empty ? <p className="text-sm text-stone-600">{tp.shortfallEmpty}</p> : null}
      {shortfall.suppliers.map((group) => (
        <div
          key={group.supplierId}
          className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid="shortfall-supplier"
        >
          <div className="text-sm">
            <p className="font-semibold">{group.supplierName}</p>
            <p className="text-stone-700">{group.lines.map(lineText).join(', ')}</p>
          </div>
          {canProcure ? (
            <ButtonLink
              size="sm"
              href={`/${role}/procurements/create?planDate=${shortfall.deliveryDate}&supplierId=${group.supplierId}`}
              aria-label={`${tp.makeProcurement} ${group.supplierName}`}
            >
              {tp.makeProcurement}
            </ButtonLink>
          ) : null}
        </div>
      ))}
      {shortfall.withoutSupplier.length > 0 ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{tp.withoutSupplier}</p>
          <p className="text-stone-700">{shortfall.withoutSupplier.map(lineText).join(', ')}</p>
        </div>
      ) : null}
      {linkToPlan ? (
        <Link
          className="text-sm font-medium text-brand-800 underline"
          href={`/${role}/productions/plan?deliveryDate=${shortfall.deliveryDate}`}
        >
          {tp.openPlan}
        </Link>
      ) : null}
    </SectionCard>
  );
}
