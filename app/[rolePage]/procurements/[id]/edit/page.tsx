import { redirect } from 'next/navigation';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import type { ProcurementDetail } from '@/lib/api/schemas/procurement';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProcurementForm } from '../../_components/procurement-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function EditProcurementPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/procurements', 'PUT /procurement/update/{id}');
  const listHref = `/${user.rolePage}/procurements`;
  if (!/^\d{1,9}$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const { data } = await serverRead<ProcurementDetail>(user, `/procurement/show/${id}?type=form`);
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  // Received goods are in stock: the document is final, so its detail is shown instead.
  if (data.deliveryStatus !== 'dipesan') redirect(`${listHref}/${data.procurementId}`);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.procurement.editTitle} description={`${data.number} — ${data.supplier.company}`} />
      <ProcurementForm
        role={user.rolePage}
        options={data.options ?? { suppliers: [], products: [] }}
        procurement={data}
      />
    </div>
  );
}
