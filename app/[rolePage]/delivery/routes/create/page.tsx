import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { requireScreen } from '@/lib/server/current-user';
import { RouteForm } from '../_components/route-form';
import { routeFormData } from '../_components/route-form-data';
import type { RolePageProps } from '@/lib/server/page-props';

/** Tambah Rute. */
export default async function CreateRoutePage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/delivery/routes', 'POST /route/store');
  const { drivers, outlets } = await routeFormData(user);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.dispatch.route.createTitle} description={t.dispatch.route.hint} />
      <RouteForm route={null} drivers={drivers} outlets={outlets} backHref={`/${user.rolePage}/delivery/routes`} />
    </div>
  );
}
