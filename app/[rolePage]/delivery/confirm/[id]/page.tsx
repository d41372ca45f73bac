import { notFound, redirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import type { OrderDetail } from '../../../order/_components/order-types';
import { isOrderId } from '../../../order/_lib/order-access';
import { DeliveryConfirmForm } from '../../_components/delivery-confirm-form';
import { DeliveryOutbox } from '../../_components/delivery-outbox';
import type { RolePageProps } from '@/lib/server/page-props';

/** Terkirim: the driver's proof of one confirmed order, from the Pengiriman screen (DOMAIN 18). */
export default async function DeliveryConfirmPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/delivery', 'POST /delivery/confirm/{id}');
  if (!isOrderId(id)) notFound();
  const { data: order } = await serverRead<OrderDetail>(user, `/transaction/order/show/${id}`);
  if (!order) notFound();
  const backHref = `/${user.rolePage}/delivery?date=${order.deliveryDate}`;
  if (order.status !== 'berhasil' || order.delivery) redirect(backHref);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title={t.dispatch.proof.formTitle(order.number)}
        description={`${order.outlet} · ${t.dispatch.proof.formHint}`}
      />
      <DeliveryOutbox owner={user.username} />
      <DeliveryConfirmForm order={order} backHref={backHref} owner={user.username} />
    </div>
  );
}
