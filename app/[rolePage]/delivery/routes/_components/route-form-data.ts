import 'server-only';
import type { ListPage } from '@/lib/api/list';
import type { RouteItem } from '@/lib/api/schemas/route';
import type { CurrentUser } from '@/lib/server/current-user';
import { serverRead } from '@/lib/server/api-read';
import type { OutletOption } from './route-form';

/** What the route form offers: the active drivers (the route list's options) and the first outlets. */
export async function routeFormData(user: CurrentUser) {
  const [{ data: routes }, { data: outlets }] = await Promise.all([
    serverRead<ListPage<RouteItem, { drivers: { value: number; label: string }[] }>>(user, '/route?limit=1'),
    serverRead<ListPage<{ branchId: number; title: string; ownerName: string }>>(user, '/outlet?limit=20'),
  ]);
  return {
    drivers: routes?.options.drivers ?? [],
    outlets: (outlets?.items ?? []).map<OutletOption>((o) => ({
      productId: String(o.branchId),
      title: o.title,
      owner: o.ownerName,
    })),
  };
}
