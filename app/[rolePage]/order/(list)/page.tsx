import Link from 'next/link';
import { QuerySelect } from '@/components/data-table/query-select';
import { OrderRecapExport } from '@/components/exports/order-recap-export';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import type { ListPage } from '@/lib/api/list';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { listQueryString, serverRead } from '@/lib/server-api';
import { DateFilter } from '../_components/date-filter';
import { OrderTable } from '../_components/order-table';
import { EMPTY_PAGINATION, type OrderListItem, type OrderStatusOption } from '../_components/order-types';
import { requireOrderList } from '../_lib/order-access';

type Props = {
  params: Promise<{ rolePage: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Order: the outlets' orders (a partner sees its own), filtered by status and delivery date in the URL. */
export default async function OrderListPage({ params, searchParams }: Props) {
  const { rolePage } = await params;
  const user = await requireOrderList(rolePage);
  const query = await searchParams;
  const { data } = await serverRead<ListPage<OrderListItem, { status: OrderStatusOption[] }>>(
    user,
    `/transaction/order${listQueryString(query, ['status', 'deliveryDate'])}`,
  );
  const canCreate = can(user.rolePage, 'POST /transaction/order/store');
  const filtered = Boolean(query.status || query.deliveryDate);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t.order.listTitle}
        description={
          canCreate
            ? t.order.listHint
            : can(user.rolePage, 'POST /transaction/order/confirm/{id}')
              ? t.order.listHintStaff
              : t.list.readOnly
        }
        actions={
          canCreate ? (
            <Link href={`/${user.rolePage}/order/create`} className={buttonVariants()}>
              {t.order.add}
            </Link>
          ) : null
        }
      />
      {can(user.rolePage, 'PRINT GET /count-order') ? (
        <div className="mb-6">
          <OrderRecapExport />
        </div>
      ) : null}
      <OrderTable
        role={user.rolePage}
        items={data?.items ?? []}
        pagination={data?.pagination ?? EMPTY_PAGINATION}
        emptyText={filtered ? t.order.emptyFiltered : canCreate ? t.order.emptyCanCreate : t.order.empty}
        filters={
          <>
            <QuerySelect
              name="status"
              label={t.order.filterStatus}
              allLabel={t.list.all}
              options={data?.options.status ?? []}
            />
            <DateFilter name="deliveryDate" label={t.order.filterDate} />
          </>
        }
      />
    </div>
  );
}
