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
  const refusal = orderStateRefusal('edit', { status: data.order.status, invoiceStatus: null }, 'staff');
  const detailHref = `/${user.rolePage}/order/detail/${data.order.transactionOrderId}`;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.order.editTitle} description={`${data.order.number} — ${data.order.outlet}`} />
      {refusal === null ? (
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
