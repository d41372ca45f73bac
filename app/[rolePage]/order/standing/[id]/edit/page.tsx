import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import type { StandingOrderItem } from '@/lib/api/schemas/standing-order';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { OrderFormOptions } from '../../../_components/order-types';
import { isOrderId, requireOrderCall } from '../../../_lib/order-access';
import { StandingOrderForm } from '../../_components/standing-order-form';
import type { RolePageProps } from '@/lib/server/page-props';

/** Ubah Order Rutin: its outlet stays; the weekday and the lines change. */
export default async function EditStandingOrderPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireOrderCall(rolePage, 'PUT /standing-order/update/{id}');
  if (!isOrderId(id)) notFound();
  const { data: standing } = await serverRead<StandingOrderItem>(user, `/standing-order/show/${id}`);
  if (!standing) notFound();
  const { data } = await serverRead<{ options: OrderFormOptions }>(
    user,
    `/transaction/order/create?branchId=${standing.branchId}`,
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.standingOrder.editTitle(standing.outlet, standing.weekdayLabel)} />
      <StandingOrderForm
        outlet={{ branchId: standing.branchId, title: standing.outlet }}
        outlets={[]}
        products={data?.options.products ?? []}
        editing={standing}
        backHref={`/${user.rolePage}/order/standing`}
      />
    </div>
  );
}
