import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { OrderForm } from '../_components/order-form';
import type { OrderFormData } from '../_components/order-types';
import { afterSaveHref, orderListHref, requireOrderCall } from '../_lib/order-access';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';
import { can } from '@/lib/can';

/** Buat Order: a partner for its selected outlet; staff for the outlet in ?branchId= (from the outlet list) or one they pick. */
export default async function CreateOrderPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireOrderCall(rolePage, 'POST /transaction/order/store');
  const isPartner = user.rolePage === 'merchant';
  const { branchId } = await searchParams;
  const chosen =
    !isPartner && typeof branchId === 'string' && /^\d{1,9}$/.test(branchId) ? `?branchId=${branchId}` : '';
  const { data, message } = await serverRead<OrderFormData>(user, `/transaction/order/create${chosen}`);
  // Home is the fallback for finance, which has no order list (it orders from the outlet list).
  const cancelHref = user.rolePage === 'admin' ? '/admin/outlet' : orderListHref(user.rolePage);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.order.createTitle} />
      {data ? (
        <OrderForm
          initial={data}
          isPartner={isPartner}
          order={null}
          afterSaveHref={afterSaveHref(user.rolePage)}
          cancelHref={cancelHref}
          newRequestPath={
            isPartner && can(user.rolePage, 'POST /order-change-request/store')
              ? `/${user.rolePage}/order/change-requests/create`
              : undefined
          }
        />
      ) : (
        <Notice role="alert">{message || t.errors.generic}</Notice>
      )}
    </div>
  );
}
