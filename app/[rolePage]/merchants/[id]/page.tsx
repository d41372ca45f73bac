import { AuditHistory } from '@/components/audit/audit-history';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { SectionCard } from '@/components/ui/card';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { MitraDetail } from '@/lib/types/master-data';
import { MerchantForm } from '../_components/merchant-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function EditMerchantPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/merchants', 'PATCH /mitra/update/{userId}');
  const listHref = `/${user.rolePage}/merchants`;
  if (!/^\d+$/.test(id)) return <NotFoundRedirect message={t.mitra.notFound} href={listHref} />;
  const { data } = await serverRead<MitraDetail>(user, `/mitra/show/${id}?type=form`);
  if (!data) return <NotFoundRedirect message={t.mitra.notFound} href={listHref} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t.mitra.editTitle} description={data.name} />
      <MerchantForm role={user.rolePage} options={data.options} partner={data} />
      {data.outlets.length > 1 ? (
        <SectionCard title={t.mitra.outlets}>
          <ul className="space-y-1 text-sm">
            {data.outlets.map((o) => (
              <li key={o.outletId}>
                {o.title} — {o.district ?? '-'}
                {o.isActive ? '' : ` (${t.list.inactive})`}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <AuditHistory user={user} entity="mitra" entityId={data.userId} />
    </div>
  );
}
