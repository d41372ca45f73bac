import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import type { ListPage } from '@/lib/api/list';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { ProductItem } from '@/lib/types/master-data';
import { ProductQueue } from '../_components/product-queue';
import type { RolePageProps } from '@/lib/server/page-props';

/** The display order of products (spec: product queue ordering), all products on one screen. */
export default async function ProductQueuePage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/products', 'POST /product/update-queue-product');
  const products: ProductItem[] = [];
  for (let page = 1; ; page++) {
    const { data } = await serverRead<ListPage<ProductItem>>(user, `/product?limit=100&page=${page}`);
    products.push(...(data?.items ?? []));
    if (!data?.pagination.nextPage) break;
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.product.queueTitle} description={t.product.queueHint} />
      <ProductQueue
        role={user.rolePage}
        products={products.map((p) => ({ productId: p.productId, title: p.title, productType: p.productType }))}
      />
    </div>
  );
}
