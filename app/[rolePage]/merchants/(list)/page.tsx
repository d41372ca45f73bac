import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import type { MitraItem, MitraOptions } from '@/lib/types/master-data';
import { MerchantTable } from '../_components/merchant-table';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function MerchantsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/merchants');
  const { list } = await readListPage(LIST_PARAMS.plain, searchParams).from<MitraItem, MitraOptions>(user, '/mitra');
  const canWrite = can(user.rolePage, 'POST /mitra/store');
  return (
    <ListScreen
      title={t.mitra.listTitle}
      description={t.mitra.listHint}
      readOnly={!canWrite}
      actions={<ButtonLink href={`/${user.rolePage}/merchants/create`}>{t.mitra.add}</ButtonLink>}
    >
      <MerchantTable
        role={user.rolePage}
        list={list}
        canWrite={canWrite}
        canSetStatus={can(user.rolePage, 'POST /auth/set-status-account')}
      />
    </ListScreen>
  );
}
