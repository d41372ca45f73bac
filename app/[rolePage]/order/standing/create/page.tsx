import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { OrderFormOptions } from '../../_components/order-types';
import { isOrderId, requireOrderCall } from '../../_lib/order-access';
import { StandingOrderForm } from '../_components/standing-order-form';

type Props = {
  params: Promise<{ rolePage: string }>;
  searchParams: Promise<{ branchId?: string }>;
};

/** Tambah Order Rutin: for the partner's current outlet, or the outlet staff choose (?branchId=). */
export default async function CreateStandingOrderPage({ params, searchParams }: Props) {
  const { rolePage } = await params;
  const user = await requireOrderCall(rolePage, 'POST /standing-order/store');
  const { branchId } = await searchParams;
  const chosen = branchId && isOrderId(branchId) ? `?branchId=${branchId}` : '';
  const { data } = await serverRead<{ options: OrderFormOptions }>(user, `/transaction/order/create${chosen}`);
  const options = data?.options;
  const backHref = `/${user.rolePage}/order/standing`;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.standingOrder.createTitle} description={t.standingOrder.hint} />
      <StandingOrderForm
        // A new outlet is a new catalogue: the form starts again for it.
        key={options?.outlet?.branchId ?? 'none'}
        outlet={options?.outlet ?? null}
        outlets={options?.outlets ?? []}
        products={options?.products ?? []}
        editing={null}
        backHref={backHref}
      />
    </div>
  );
}
