import { emptyList } from '@/lib/api/envelope';
import { ClosureBanner, fetchClosureNotice } from '@/components/layout/closure-banner';
import { PageHeader } from '@/components/layout/page-header';
import type { ListPage } from '@/lib/api/list';
import type { ScheduleItem } from '@/lib/api/schemas/schedule';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { todayInWib } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, readList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import { ClosureForm } from './_components/closure-form';
import { ClosureList } from './_components/closure-list';
import { OrderWindowCard, type OrderWindow } from './_components/order-window-card';
import type { RolePageProps } from '@/lib/server/page-props';

/** Kelola Jadwal: the bakery's closed days and the order deadlines (owner, production). */
export default async function SchedulePage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/schedule');
  const canReadWindows = can(user.rolePage, 'GET /order-window');
  const [{ data }, notice, windows] = await Promise.all([
    serverRead<ListPage<ScheduleItem>>(
      user,
      `/schedule-close${(await readList(LIST_PARAMS.plain, searchParams)).apiQuery}`,
    ),
    fetchClosureNotice(user),
    canReadWindows ? serverRead<{ items: OrderWindow[] }>(user, '/order-window') : null,
  ]);
  const canWrite = can(user.rolePage, 'POST /schedule-close/store');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t.schedule.listTitle} description={canWrite ? t.schedule.listHint : t.list.readOnly} />
      <ClosureBanner text={notice} />
      {canWrite ? <ClosureForm today={todayInWib()} /> : null}
      <ClosureList list={data ?? emptyList()} canDelete={can(user.rolePage, 'DELETE /schedule-close/{id}')} />
      {windows?.data ? (
        <OrderWindowCard
          windows={windows.data.items}
          canWrite={can(user.rolePage, 'PUT /order-window/update/{branchGroupId}')}
        />
      ) : null}
    </div>
  );
}
