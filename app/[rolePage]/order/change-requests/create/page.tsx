import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { longDate } from '@/lib/i18n/id/dates';
import { isIsoDate } from '@/lib/iso-dates';
import { serverRead } from '@/lib/server/api-read';
import type { RolePageProps } from '@/lib/server/page-props';
import { ChangeRequestForm } from '../../_components/change-request-form';
import type { OrderFormOptions } from '../../_components/order-types';
import { requireOrderCall } from '../../_lib/order-access';

/**
 * Ajukan Order: after a date's deadline a partner asks the bakery for an order it has not placed
 * (DOMAIN 17: "for an existing order or a new one"), for its selected outlet. Reached from the
 * order form's deadline note; the API refuses it while the deadline is still ahead.
 */
export default async function NewOrderRequestPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireOrderCall(rolePage, 'POST /order-change-request/store');
  const { deliveryDate } = await searchParams;
  const listHref = `/${user.rolePage}/order/change-requests`;
  if (typeof deliveryDate !== 'string' || !isIsoDate(deliveryDate) || !user.branchId) redirect(listHref);
  const { data } = await serverRead<{ options: OrderFormOptions }>(
    user,
    `/transaction/order/create?branchId=${user.branchId}&deliveryDate=${deliveryDate}`,
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.changeRequest.askNewTitle(longDate(deliveryDate))} description={t.changeRequest.askHint} />
      <ChangeRequestForm
        target={{ transactionOrderId: null, branchId: user.branchId, deliveryDate }}
        lines={[]}
        products={data?.options.products ?? []}
        backHref={listHref}
      />
    </div>
  );
}
