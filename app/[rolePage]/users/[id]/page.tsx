import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { UserDetail } from '@/lib/types/master-data';
import { UserForm } from '../_components/user-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function EditUserPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/users', 'PATCH /user/update/{id}');
  const listHref = `/${user.rolePage}/users`;
  if (!/^\d+$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const { data } = await serverRead<UserDetail>(user, `/user/show/${id}`);
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.user.editTitle} description={data.name} />
      <UserForm role={user.rolePage} options={data.options} account={data} />
    </div>
  );
}
