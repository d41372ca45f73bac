import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import type { OutletItem } from '@/lib/types/master-data';
import { OutletTable } from '../_components/outlet-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

export default async function OutletsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/outlet');
  const { list } = await readListPage(LIST_PARAMS.plain, searchParams).from<OutletItem>(user, '/outlet');
  const canWrite = can(user.rolePage, 'POST /outlet/store');
  return (
    <ListScreen
      title={t.outlet.listTitle}
      readOnly={!canWrite}
      actions={<ButtonLink href={`/${user.rolePage}/outlet/create`}>{t.outlet.add}</ButtonLink>}
    >
      {/* Kelola Outlet shows its tabs under the header, not above it. */}
      <ScreenTabs screen="outlet" role={user.rolePage} current="outlets" />
      <OutletTable
        role={user.rolePage}
        list={list}
        canWrite={canWrite}
        canOrder={can(user.rolePage, 'POST /transaction/order/store') && user.outlet.length === 0}
      />
    </ListScreen>
  );
}
