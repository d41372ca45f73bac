import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { MitraOptions } from '@/lib/types/master-data';
import { MerchantForm } from '../_components/merchant-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function CreateMerchantPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/merchants', 'POST /mitra/store');
  const { data } = await serverRead<{ options: MitraOptions }>(user, '/mitra/create');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.mitra.createTitle} />
      <MerchantForm role={user.rolePage} options={data?.options ?? { branch: [], regions: [] }} />
    </div>
  );
}
