import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import type { ListPage } from '@/lib/api/list';
import type { DeliveryItem, DeliveryOptions } from '@/lib/api/schemas/delivery';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { isOrderId } from '../../order/_lib/order-access';
import { ReturnForm, type ReturnProduct } from '../../order/returns/_components/return-form';

type Props = {
  params: Promise<{ rolePage: string }>;
  searchParams: Promise<{ transactionOrderId?: string }>;
};

/**
 * Ambil Retur (DOMAIN 18): at a stop of the delivery list, what the outlet gives back. The stop is
 * named by one of its orders, which the caller's delivery list shows.
 */
export default async function PickUpReturnPage({ params, searchParams }: Props) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/delivery', 'POST /return/store');
  const { transactionOrderId } = await searchParams;
  if (!transactionOrderId || !isOrderId(transactionOrderId)) notFound();
  const [{ data: stop }, { data: catalogue }] = await Promise.all([
    serverRead<ListPage<DeliveryItem, DeliveryOptions>>(user, `/delivery?transactionOrderId=${transactionOrderId}`),
    serverRead<{ items: ReturnProduct[] }>(user, '/product?type=bahan_jadi&limit=20'),
  ]);
  const order = stop?.items[0];
  if (!order) notFound();
  const outlet = { branchId: order.branchId, title: order.outlet };
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.returns.pickUpOf(order.outlet)} />
      <ReturnForm
        outlet={outlet}
        outlets={[]}
        products={catalogue?.items ?? []}
        // The API's clock, as the date it will check the return against.
        today={stop.options.today}
        backHref={`/${user.rolePage}/delivery?date=${order.deliveryDate}`}
      />
    </div>
  );
}
