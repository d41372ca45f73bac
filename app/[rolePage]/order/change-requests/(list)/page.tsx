import { StatusFilter } from '@/components/data-table/list-filters';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { CHANGE_REQUEST_STATUSES, type ChangeRequestItem } from '@/lib/api/schemas/order-window';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireOrderList } from '../../_lib/order-access';
import { ChangeRequestTable } from '../_components/change-request-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const tc = t.changeRequest;

/** Permintaan Perubahan: a tab of the order screen (DOMAIN 17). */
export default async function ChangeRequestsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireOrderList(rolePage, 'GET /order-change-request');
  const { values, list } = await readListPage(
    LIST_PARAMS.changeRequests(CHANGE_REQUEST_STATUSES),
    searchParams,
  ).from<ChangeRequestItem>(user, '/order-change-request');
  const canDecide = can(user.rolePage, 'POST /order-change-request/approve/{id}');
  return (
    <ListScreen
      tabs={<ScreenTabs screen="order" role={user.rolePage} current="change-requests" />}
      title={tc.title}
      description={canDecide ? tc.hint : undefined}
      actions={
        user.branchId && can(user.rolePage, 'POST /order-change-request/store') ? (
          <ButtonLink href={`/${user.rolePage}/order/change-requests/create`}>{tc.askNew}</ButtonLink>
        ) : null
      }
    >
      <ChangeRequestTable
        role={user.rolePage}
        list={list}
        canDecide={canDecide}
        emptyText={values.status ? tc.emptyFiltered : tc.empty}
        filters={
          <StatusFilter
            statuses={CHANGE_REQUEST_STATUSES}
            labels={tc.status}
            label={tc.filterStatus}
            allLabel={tc.allStatuses}
          />
        }
      />
    </ListScreen>
  );
}
