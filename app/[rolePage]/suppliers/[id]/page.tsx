import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { ProcurementFormOptions } from '@/lib/api/schemas/procurement';
import type { SupplierDetail } from '@/lib/api/schemas/supplier';
import { SupplierForm } from '../_components/supplier-form';
import { SupplierProductsForm } from '../_components/supplier-products-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function EditSupplierPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/suppliers', 'PATCH /supplier/update/{id}');
  const listHref = `/${user.rolePage}/suppliers`;
  if (!/^\d+$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const [{ data }, options] = await Promise.all([
    serverRead<SupplierDetail>(user, `/supplier/show/${id}`),
    serverRead<{ options: ProcurementFormOptions }>(user, '/procurement/create'),
  ]);
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <PageHeader title={t.supplier.editTitle} description={data.company} />
        <SupplierForm role={user.rolePage} supplier={data} />
      </div>
      <SupplierProductsForm
        role={user.rolePage}
        supplierId={data.supplierId}
        products={data.products}
        initialOptions={options.data?.options.products ?? []}
      />
    </div>
  );
}
