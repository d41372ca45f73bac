import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { AdjustmentForm } from '../../../_components/adjustment-form';
import type { OrderDetail } from '../../../_components/order-types';
import { afterAdjustmentHref, detailQuery, isOrderId, requireOrderCall } from '../../../_lib/order-access';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';

/** Penyesuaian (owner, finance): only for an order that is Berhasil. */
export default async function OrderAdjustmentPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireOrderCall(rolePage, 'POST /transaction/order/store-adjustment/{id}');
  if (!isOrderId(id)) notFound();
  const { data: order } = await serverRead<OrderDetail>(
    user,
    `/transaction/order/show/${id}${detailQuery(user.rolePage)}`,
  );
  if (!order) notFound();
  const detailHref = `/${user.rolePage}/order/detail/${order.transactionOrderId}`;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.order.adjustTitle} description={`${order.number} — ${order.outlet}`} />
      {order.status === 'berhasil' ? (
        <>
          <p className="mb-4 text-sm text-stone-600">{t.order.adjustHint}</p>
          <AdjustmentForm
            order={order}
            afterSaveHref={afterAdjustmentHref(user.rolePage, order.transactionOrderId)}
            cancelHref={detailHref}
          />
        </>
      ) : (
        <div className="space-y-4">
          <Notice>{t.order.onlyConfirmedAdjust}</Notice>
          <ButtonLink variant="outline" href={detailHref}>
            {t.order.backToDetail}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
