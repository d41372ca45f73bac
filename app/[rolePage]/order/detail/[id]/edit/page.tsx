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

/** Ubah Order: only while the order is Menunggu (the API refuses later changes with 409 too). */
export default async function EditOrderPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireOrderCall(rolePage, 'POST /transaction/order/store');
  if (!isOrderId(id)) notFound();
  const { data } = await serverRead<OrderFormData>(
    user,
    `/transaction/order/create?type=form&transactionOrderId=${id}`,
  );
  if (!data?.order) notFound();
  const detailHref = `/${user.rolePage}/order/detail/${data.order.transactionOrderId}`;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.order.editTitle} description={`${data.order.number} — ${data.order.outlet}`} />
      {data.order.status === 'pending' ? (
        <OrderForm
          initial={data}
          isPartner={user.rolePage === 'merchant'}
          order={data.order}
          afterSaveHref={afterSaveHref(user.rolePage)}
          cancelHref={detailHref}
        />
      ) : (
        <div className="space-y-4">
          <Notice>{t.order.notEditable}</Notice>
          <ButtonLink variant="outline" href={detailHref}>
            {t.order.backToDetail}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
