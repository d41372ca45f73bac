import { notFound, redirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ChangeRequestForm } from '../../../_components/change-request-form';
import { editorLinesOfOrder } from '../../../_components/order-lines';
import type { OrderDetail, OrderFormOptions } from '../../../_components/order-types';
import { isOrderId, requireOrderCall } from '../../../_lib/order-access';
import type { RolePageProps } from '@/lib/server/page-props';

/** Ajukan Perubahan: only for a pending order whose deadline has passed (before it, the order is edited). */
export default async function ChangeRequestPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireOrderCall(rolePage, 'POST /order-change-request/store');
  if (!isOrderId(id)) notFound();
  const { data: order } = await serverRead<OrderDetail>(user, `/transaction/order/show/${id}`);
  if (!order) notFound();
  const backHref = `/${user.rolePage}/order/detail/${order.transactionOrderId}`;
  if (order.status !== 'pending' || !order.deadlinePassed) redirect(backHref);
  const { data } = await serverRead<{ options: OrderFormOptions }>(
    user,
    `/transaction/order/create?branchId=${order.branchId}&deliveryDate=${order.deliveryDate}`,
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t.changeRequest.askTitle(order.number)}
        description={`${t.changeRequest.askHint} ${t.changeRequest.askCancelHint}`}
      />
      <ChangeRequestForm
        target={order}
        lines={editorLinesOfOrder(order)}
        products={data?.options.products ?? []}
        backHref={backHref}
      />
    </div>
  );
}
