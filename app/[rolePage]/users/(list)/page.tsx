import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import type { UserItem } from '@/lib/types/master-data';
import { UserTable } from '../_components/user-table';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function UsersPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/users');
  const { list } = await readListPage(LIST_PARAMS.plain, searchParams).from<UserItem>(user, '/user');
  const canWrite = can(user.rolePage, 'POST /user/store');
  return (
    <ListScreen
      title={t.user.listTitle}
      actions={canWrite ? <ButtonLink href={`/${user.rolePage}/users/create`}>{t.user.add}</ButtonLink> : null}
    >
      <UserTable role={user.rolePage} selfUsername={user.username} list={list} canWrite={canWrite} />
    </ListScreen>
  );
}
