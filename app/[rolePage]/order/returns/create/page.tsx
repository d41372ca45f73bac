import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { can } from '@/lib/can';
import { todayInWib } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { OrderFormOptions } from '../../_components/order-types';
import { isOrderId, requireOrderCall } from '../../_lib/order-access';
import { ReturnForm, type ReturnProduct } from '../_components/return-form';

type Props = { params: Promise<{ rolePage: string }>; searchParams: Promise<{ branchId?: string }> };

/** Catat Retur: the partner for its current outlet, staff for the outlet they choose (?branchId=). */
export default async function CreateReturnPage({ params, searchParams }: Props) {
  const { rolePage } = await params;
  const user = await requireOrderCall(rolePage, 'POST /return/store');
  // The outlets come from the order form's options; staff without it record returns at the stop.
  if (!can(user.rolePage, 'GET /transaction/order/create')) redirect(`/${user.rolePage}/delivery`);
  const { branchId } = await searchParams;
  const chosen = branchId && isOrderId(branchId) ? `?branchId=${branchId}` : '';
  const [{ data }, { data: catalogue }] = await Promise.all([
    serverRead<{ options: OrderFormOptions }>(user, `/transaction/order/create${chosen}`),
    serverRead<{ items: ReturnProduct[] }>(user, '/product?type=bahan_jadi&limit=20'),
  ]);
  const options = data?.options;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.returns.createTitle} description={t.returns.hint} />
      <ReturnForm
        key={options?.outlet?.branchId ?? 'none'}
        outlet={options?.outlet ?? null}
        outlets={options?.outlets ?? []}
        products={catalogue?.items ?? []}
        // The API's clock, as the date it will check the return against.
        today={todayInWib(options ? new Date(options.now) : undefined)}
        backHref={`/${user.rolePage}/order/returns`}
      />
    </div>
  );
}
