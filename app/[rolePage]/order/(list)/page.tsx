import { emptyList } from '@/lib/api/envelope';
import { QuerySelect } from '@/components/data-table/query-select';
import { OrderRecapExport } from '@/components/exports/order-recap-export';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import type { ListPage } from '@/lib/api/list';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, readList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import { DateFilter } from '@/components/data-table/date-filter';
import { OrderTable } from '../_components/order-table';
import { type OrderListItem, type OrderStatusOption } from '../_components/order-types';
import { requireOrderList } from '../_lib/order-access';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

/** Order: the outlets' orders (a partner sees its own), filtered by status and delivery date in the URL. */
export default async function OrderListPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireOrderList(rolePage);
  const { values: query, apiQuery } = await readList(LIST_PARAMS.orders, searchParams);
  const canAssign = can(user.rolePage, 'POST /transaction/order/assign-driver') && can(user.rolePage, 'GET /route');
  const [{ data }, routes] = await Promise.all([
    serverRead<ListPage<OrderListItem, { status: OrderStatusOption[] }>>(user, `/transaction/order${apiQuery}`),
    // The drivers to assign come with the route list's options.
    canAssign && query.deliveryDate
      ? serverRead<ListPage<unknown, { drivers: { value: number; label: string }[] }>>(user, '/route?limit=1')
      : null,
  ]);
  const canCreate = can(user.rolePage, 'POST /transaction/order/store');
  const canBulk = can(user.rolePage, 'POST /transaction/order/confirm-bulk');
  const filtered = Boolean(query.status || query.deliveryDate || query.branchId);
  // A partner with several outlets sees all of them here: say so, and let it pick one (issue 12).
  const ownOutlets = user.rolePage === 'merchant' || user.rolePage === 'admin-merchant' ? user.outlet : [];
  const pickedOutlet = ownOutlets.find((o) => String(o.branchId) === query.branchId);
  return (
    <div className="mx-auto max-w-6xl">
      <ScreenTabs screen="order" role={user.rolePage} current="orders" />
      <PageHeader
        title={t.order.listTitle}
        description={
          canCreate
            ? t.order.listHint
            : can(user.rolePage, 'POST /transaction/order/confirm/{id}')
              ? t.order.listHintStaff
              : t.list.readOnly
        }
        actions={canCreate ? <ButtonLink href={`/${user.rolePage}/order/create`}>{t.order.add}</ButtonLink> : null}
      />
      {ownOutlets.length > 1 ? (
        <p className="mb-4 text-sm text-stone-700" data-testid="order-scope">
          {pickedOutlet ? t.order.scopeOne(pickedOutlet.title) : t.order.scopeAll(ownOutlets.length)}
        </p>
      ) : null}
      {canBulk && !query.deliveryDate ? (
        <p className="mb-4 text-sm text-stone-700" data-testid="bulk-hint">
          {t.dispatch.bulk.hint}
        </p>
      ) : null}
      {can(user.rolePage, 'PRINT GET /count-order') ? (
        <div className="mb-6">
          <OrderRecapExport />
        </div>
      ) : null}
      <OrderTable
        role={user.rolePage}
        list={data ?? emptyList()}
        // Staff who confirm get the bulk confirmation once a delivery date is chosen (DOMAIN 18).
        bulkDate={canBulk && query.deliveryDate ? query.deliveryDate : null}
        drivers={routes?.data?.options.drivers ?? null}
        emptyText={filtered ? t.order.emptyFiltered : canCreate ? t.order.emptyCanCreate : t.order.empty}
        filters={
          <>
            <QuerySelect name="status" label={t.order.filterStatus} options={data?.options.status ?? []} />
            <DateFilter name="deliveryDate" label={t.order.filterDate} />
            {ownOutlets.length > 1 ? (
              <QuerySelect
                name="branchId"
                label={t.order.filterOutlet}
                allLabel={t.order.allOutlets}
                options={ownOutlets.map((o) => ({ value: String(o.branchId), label: o.title }))}
              />
            ) : null}
          </>
        }
      />
    </div>
  );
}
