import { emptyList } from '@/lib/api/envelope';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import type { ListPage } from '@/lib/api/list';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, readList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import type { MitraItem, MitraOptions } from '@/lib/types/master-data';
import { MerchantTable } from '../_components/merchant-table';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function MerchantsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/merchants');
  const { data } = await serverRead<ListPage<MitraItem, MitraOptions>>(
    user,
    `/mitra${(await readList(LIST_PARAMS.plain, searchParams)).apiQuery}`,
  );
  const canWrite = can(user.rolePage, 'POST /mitra/store');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t.mitra.listTitle}
        description={canWrite ? t.mitra.listHint : t.list.readOnly}
        actions={canWrite ? <ButtonLink href={`/${user.rolePage}/merchants/create`}>{t.mitra.add}</ButtonLink> : null}
      />
      <MerchantTable
        role={user.rolePage}
        list={data ?? emptyList()}
        canWrite={canWrite}
        canSetStatus={can(user.rolePage, 'POST /auth/set-status-account')}
      />
    </div>
  );
}
