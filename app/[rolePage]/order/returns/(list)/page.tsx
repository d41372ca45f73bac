import { StatusFilter } from '@/components/data-table/list-filters';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { RETURN_STATUSES, type ReturnItem } from '@/lib/api/schemas/return';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { ReturnTable } from '../_components/return-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const tr = t.returns;

/** Retur: a tab of the order screen (DOMAIN 18); staff process, partners follow their credit. */
export default async function ReturnsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/order/returns', 'GET /return');
  const { values, list } = await readListPage(LIST_PARAMS.returns(RETURN_STATUSES), searchParams).from<ReturnItem>(
    user,
    '/return',
  );
  return (
    <ListScreen
      tabs={<ScreenTabs screen="order" role={user.rolePage} current="returns" />}
      title={tr.title}
      description={user.rolePage === 'merchant' || user.rolePage === 'admin-merchant' ? tr.partnerHint : tr.hint}
      actions={
        can(user.rolePage, 'POST /return/store') && can(user.rolePage, 'GET /transaction/order/create') ? (
          <ButtonLink href={`/${user.rolePage}/order/returns/create`}>{tr.add}</ButtonLink>
        ) : null
      }
    >
      <ReturnTable
        role={user.rolePage}
        list={list}
        emptyText={values.status ? tr.emptyFiltered : tr.empty}
        filters={
          <StatusFilter statuses={RETURN_STATUSES} labels={tr.statuses} label={tr.status} allLabel={tr.allStatuses} />
        }
      />
    </ListScreen>
  );
}
