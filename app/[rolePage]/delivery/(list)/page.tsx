import { emptyList } from '@/lib/api/envelope';
import { OrderRecapExport } from '@/components/exports/order-recap-export';
import { PageHeader } from '@/components/layout/page-header';
import type { ListPage } from '@/lib/api/list';
import type { DeliveryItem, DeliveryOptions } from '@/lib/api/schemas/delivery';
import { ORDER_STATUSES } from '@/lib/api/schemas/order';
import { businessDate } from '@/lib/api/schemas/schedule';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { todayInWib } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { ROLE_IDS } from '@/lib/roles';
import { LIST_PARAMS, listApiQuery, listParams, loadList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import { DeliveryGroups } from '../_components/delivery-groups';
import { DeliveryOutbox } from '../_components/delivery-outbox';
import { DeliveryToolbar } from '../_components/delivery-toolbar';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const PARSERS = { ...LIST_PARAMS.deliveries, page: listParams.page };

/** Pengiriman: one delivery date's orders by outlet (owner, production, delivery). */
export default async function DeliveryPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/delivery');
  const query = await loadList(PARSERS, searchParams);

  // The URL holds the filters (bookmarkable); anything unreadable falls back to the default.
  const date = businessDate('').safeParse(query.date).success ? query.date : todayInWib();
  const status = (ORDER_STATUSES as readonly string[]).includes(query.status) ? query.status : '';
  const isDriver = user.roleId === ROLE_IDS.delivery;
  const mine = isDriver && query.mine === 'true';
  // The date is never empty, so it is always sent (the API would otherwise take its own today).
  const apiQuery = listApiQuery(PARSERS, { date, status, mine: mine ? 'true' : '', page: query.page });
  const { data } = await serverRead<ListPage<DeliveryItem, DeliveryOptions>>(user, `/delivery${apiQuery}`);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ScreenTabs screen="delivery" role={user.rolePage} current="deliveries" />
      <PageHeader title={t.delivery.listTitle} description={t.delivery.listHint} />
      {can(user.rolePage, 'POST /delivery/confirm/{id}') ? <DeliveryOutbox owner={user.username} /> : null}
      <DeliveryToolbar
        date={date}
        status={status}
        mine={mine}
        showMine={isDriver}
        statusOptions={data?.options.status ?? []}
        canPrintLabels={can(user.rolePage, 'PRINT GET /export-label-cream')}
        canPrintPack={can(user.rolePage, 'PRINT GET /export-delivery-pack')}
      />
      {can(user.rolePage, 'PRINT GET /count-order') ? (
        <OrderRecapExport key={date} defaultStart={date} defaultEnd={date} />
      ) : null}
      <DeliveryGroups
        date={date}
        today={data?.options.today ?? null}
        list={data ?? emptyList(100)}
        confirmHref={
          can(user.rolePage, 'POST /delivery/confirm/{id}')
            ? (orderId) => `/${user.rolePage}/delivery/confirm/${orderId}`
            : null
        }
        returnHref={
          can(user.rolePage, 'POST /return/store')
            ? (orderId) => `/${user.rolePage}/delivery/returns?transactionOrderId=${orderId}`
            : null
        }
      />
    </div>
  );
}
