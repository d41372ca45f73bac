import { QuerySelect } from '@/components/data-table/query-select';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import type { StandingOrderItem } from '@/lib/api/schemas/standing-order';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage, serverRead } from '@/lib/server/api-read';
import type { OrderFormOptions } from '../../_components/order-types';
import { requireOrderList } from '../../_lib/order-access';
import { RunNowButton } from '@/components/form/run-now-button';
import { StandingOrderTable } from '../_components/standing-order-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const ts = t.standingOrder;

/** Order Rutin: a tab of the order screen (DOMAIN 17), each outlet's usual order per weekday. */
export default async function StandingOrdersPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireOrderList(rolePage, 'GET /standing-order');
  const [{ list }, { data: form }] = await Promise.all([
    readListPage(LIST_PARAMS.standingOrders, searchParams).from<StandingOrderItem>(user, '/standing-order'),
    // The outlets to filter by: those the caller may order for (read-only roles filter by none).
    can(user.rolePage, 'GET /transaction/order/create')
      ? serverRead<{ options: OrderFormOptions }>(user, '/transaction/order/create')
      : { data: null },
  ]);
  const outlets = form?.options.outlets ?? [];
  const canWrite = can(user.rolePage, 'POST /standing-order/store');
  return (
    <ListScreen
      tabs={<ScreenTabs screen="order" role={user.rolePage} current="standing" />}
      title={ts.title}
      description={ts.hint}
      actions={
        <div className="flex flex-wrap gap-2">
          {can(user.rolePage, 'POST /standing-order/generate') ? (
            <RunNowButton path="/bff/api/standing-order/generate" label={ts.generate} />
          ) : null}
          {canWrite ? <ButtonLink href={`/${user.rolePage}/order/standing/create`}>{ts.add}</ButtonLink> : null}
        </div>
      }
    >
      <StandingOrderTable
        role={user.rolePage}
        list={list}
        canWrite={canWrite}
        filters={
          outlets.length > 1 ? (
            <QuerySelect
              name="branchId"
              label={ts.outlet}
              allLabel={t.order.allOutlets}
              options={outlets.map((o) => ({ value: String(o.branchId), label: o.title }))}
            />
          ) : null
        }
      />
    </ListScreen>
  );
}
