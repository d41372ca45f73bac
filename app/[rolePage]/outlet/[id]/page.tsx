import { AuditHistory } from '@/components/audit/audit-history';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { OutletItem } from '@/lib/types/master-data';
import { OutletForm } from '../_components/outlet-form';
import type { RolePageProps } from '@/lib/server/page-props';

type Options = { branch: { id: number; name: string }[]; owners: { id: number; name: string }[]; regions: string[] };

export default async function EditOutletPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/outlet', 'PATCH /outlet/update/{branchId}');
  const listHref = `/${user.rolePage}/outlet`;
  if (!/^\d+$/.test(id)) return <NotFoundRedirect message={t.outlet.notFound} href={listHref} />;
  const [{ data: outlet }, { data: form }] = await Promise.all([
    serverRead<OutletItem>(user, `/outlet/show/${id}?type=form`),
    serverRead<{ options: Options }>(user, '/outlet/create'),
  ]);
  if (!outlet) return <NotFoundRedirect message={t.outlet.notFound} href={listHref} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t.outlet.editTitle} description={`${outlet.title} — ${outlet.ownerName}`} />
      <OutletForm
        role={user.rolePage}
        options={form?.options ?? { branch: [], owners: [], regions: [] }}
        outlet={outlet}
      />
      <AuditHistory user={user} entity="outlet" entityId={outlet.branchId} />
    </div>
  );
}
