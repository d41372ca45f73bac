import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import type { RouteItem } from '@/lib/api/schemas/route';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { isOrderId } from '../../../order/_lib/order-access';
import { RouteForm } from '../_components/route-form';
import { routeFormData } from '../_components/route-form-data';
import type { RolePageProps } from '@/lib/server/page-props';

/** Ubah Rute: its name, driver and stops in order. */
export default async function EditRoutePage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/delivery/routes', 'PUT /route/update/{id}');
  if (!isOrderId(id)) notFound();
  const [{ data: route }, { drivers, outlets }] = await Promise.all([
    serverRead<RouteItem>(user, `/route/show/${id}`),
    routeFormData(user),
  ]);
  if (!route) notFound();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.dispatch.route.editTitle(route.name)} description={t.dispatch.route.hint} />
      <RouteForm route={route} drivers={drivers} outlets={outlets} backHref={`/${user.rolePage}/delivery/routes`} />
    </div>
  );
}
