import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { OrderForm } from '../../../_components/order-form';
import type { OrderFormData } from '../../../_components/order-types';
import { afterSaveHref, isOrderId, requireOrderCall } from '../../../_lib/order-access';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';
import { orderStateRefusal } from '@/lib/api/rules/order-actions';
import { can } from '@/lib/can';

/** Ubah Order: while the order is Menunggu, or Ditahan to fit the credit (the API's own state rule). */
export default async function EditOrderPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireOrderCall(rolePage, 'POST /transaction/order/store');
  if (!isOrderId(id)) notFound();
  const { data } = await serverRead<OrderFormData>(
    user,
    `/transaction/order/create?type=form&transactionOrderId=${id}`,
  );
  if (!data?.order) notFound();
  const isPartner = user.rolePage === 'merchant';
  // The API's own rule, deadline included: a bookmark after 20:00 shows why, not a form it would refuse.
  const refusal = orderStateRefusal('edit', data.order, isPartner ? 'partner' : 'staff');
  const detailHref = `/${user.rolePage}/order/detail/${data.order.transactionOrderId}`;
  // A change request is for a waiting order only (its page sends any other back).
  const late =
    refusal === t.orderWindow.deadlinePassed &&
    data.order.status === 'pending' &&
    can(user.rolePage, 'POST /order-change-request/store');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.order.editTitle} description={`${data.order.number} — ${data.order.outlet}`} />
      {refusal === null ? (
        <OrderForm
          initial={data}
          isPartner={isPartner}
          order={data.order}
          afterSaveHref={afterSaveHref(user.rolePage)}
          cancelHref={detailHref}
        />
      ) : (
        <div className="space-y-4">
          <Notice>{late ? t.orderWindow.closed : t.order.notEditable}</Notice>
          <div className="flex flex-wrap gap-2">
            {late ? <ButtonLink href={`${detailHref}/change-request`}>{t.changeRequest.ask}</ButtonLink> : null}
            <ButtonLink variant="outline" href={detailHref}>
              {t.order.backToDetail}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
