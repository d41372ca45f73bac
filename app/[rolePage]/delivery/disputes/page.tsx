import { StatusFilter } from '@/components/data-table/list-filters';
import { ListScreen } from '@/components/layout/list-screen';
import type { DisputeItem } from '@/lib/api/schemas/route';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { DisputeTable } from './_components/dispute-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const td = t.dispatch.dispute;

/** Keberatan: a tab of Pengiriman (DOMAIN 18), the partners' objections to what they received. */
export default async function DisputesPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/delivery/disputes', 'GET /delivery/dispute');
  const { list } = await readListPage(LIST_PARAMS.disputes, searchParams).from<DisputeItem>(user, '/delivery/dispute');
  return (
    <ListScreen
      className="max-w-5xl"
      tabs={<ScreenTabs screen="delivery" role={user.rolePage} current="disputes" />}
      title={td.listTitle}
      description={td.listHint}
    >
      <DisputeTable
        role={user.rolePage}
        list={list}
        canResolve={can(user.rolePage, 'POST /delivery/dispute/resolve/{id}')}
        filters={<StatusFilter statuses={['open', 'resolved'] as const} labels={td.statuses} label={t.order.status} />}
      />
    </ListScreen>
  );
}
