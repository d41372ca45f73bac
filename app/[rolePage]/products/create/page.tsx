import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { ProductOptions } from '@/lib/types/master-data';
import { ProductForm } from '../_components/product-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function CreateProductPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/products', 'POST /product/store');
  const { data } = await serverRead<{ productId: string; options: ProductOptions }>(user, '/product/create');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.product.createTitle} />
      <ProductForm
        role={user.rolePage}
        options={data?.options ?? { type: [], unit: [], batch: [] }}
        proposedId={data?.productId}
      />
    </div>
  );
}
