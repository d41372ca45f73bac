import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { UserFormOptions } from '@/lib/types/master-data';
import { UserForm } from '../_components/user-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function CreateUserPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/users', 'POST /user/store');
  const { data } = await serverRead<{ options: UserFormOptions }>(user, '/user/create');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.user.createTitle} />
      <UserForm role={user.rolePage} options={data?.options ?? { roles: [], partners: [] }} />
    </div>
  );
}
