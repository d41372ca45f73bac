import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import type { RouteItem } from '@/lib/api/schemas/route';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { RouteTable } from '../_components/route-table';
import { DeliveryPackCard } from '../../_components/delivery-pack-card';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const tr = t.dispatch.route;

/** Rute: a tab of Pengiriman (DOMAIN 18): each route's driver and its stops in visiting order. */
export default async function RoutesPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/delivery/routes', 'GET /route');
  const { list } = await readListPage(LIST_PARAMS.plain, searchParams).from<RouteItem>(user, '/route');
  const canWrite = can(user.rolePage, 'POST /route/store');
  return (
    <ListScreen
      className="max-w-5xl"
      tabs={<ScreenTabs screen="delivery" role={user.rolePage} current="routes" />}
      title={tr.title}
      description={tr.hint}
      actions={canWrite ? <ButtonLink href={`/${user.rolePage}/delivery/routes/create`}>{tr.add}</ButtonLink> : null}
    >
      <div className="space-y-6">
        {can(user.rolePage, 'PRINT GET /export-delivery-pack') ? <DeliveryPackCard /> : null}
        <RouteTable role={user.rolePage} list={list} canWrite={canWrite} />
      </div>
    </ListScreen>
  );
}
