import { AuditHistory } from '@/components/audit/audit-history';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { ProductDetail } from '@/lib/types/master-data';
import { ProductForm } from '../_components/product-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function EditProductPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/products', 'PATCH /product/update/{id}');
  const listHref = `/${user.rolePage}/products`;
  if (!/^\d{1,10}$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const { data } = await serverRead<ProductDetail>(user, `/product/show/${id}?type=form`);
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t.product.editTitle} description={`${data.productId} — ${data.title}`} />
      <ProductForm role={user.rolePage} options={data.options} product={data} />
      <AuditHistory user={user} entity="product" entityId={data.productId} />
    </div>
  );
}
