import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { BulkPriceCard } from '../_components/bulk-price-card';
import { TierForm } from '../_components/tier-form';
import type { TierItem } from '../_components/tier-types';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

/** Ubah Kelompok Harga: the title and every term in one form (one record, one form). */
export default async function EditTierPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/outlet', 'PUT /branch-group/update/{id}');
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [{ data: tier }, { data: prices }] = await Promise.all([
    serverRead<TierItem>(user, `/branch-group/show/${id}`),
    serverRead<{ productId: string; title: string; unit: string; price: number }[]>(user, `/branch-group/prices/${id}`),
  ]);
  if (!tier) notFound();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.tier.editTitle} description={tier.title} />
      <ScreenTabs screen="outlet" role={user.rolePage} current="tiers" />
      <TierForm tier={tier} listHref={`/${user.rolePage}/outlet/tiers`} />
      {can(user.rolePage, 'POST /branch-group/bulk-price/{id}') ? (
        <BulkPriceCard tierId={tier.branchGroupId} prices={prices ?? []} />
      ) : null}
    </div>
  );
}
