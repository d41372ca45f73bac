import { ProductTypeFilter } from '@/components/data-table/list-filters';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import type { ProductItem } from '@/lib/types/master-data';
import { ProductTable } from '../_components/product-table';
import type { RolePageProps } from '@/lib/server/page-props';

type Options = { type: { id: number; key: string; name: string }[] };

export default async function ProductsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/products');
  const { data, list } = await readListPage(LIST_PARAMS.products, searchParams).from<ProductItem, Options>(
    user,
    '/product',
  );
  const canWrite = can(user.rolePage, 'POST /product/store');
  return (
    <ListScreen
      title={t.product.listTitle}
      description={t.product.listHint}
      readOnly={!canWrite}
      actions={
        <>
          <ButtonLink variant="outline" href={`/${user.rolePage}/products/queue`}>
            {t.product.queueTitle}
          </ButtonLink>
          <ButtonLink href={`/${user.rolePage}/products/create`}>{t.product.add}</ButtonLink>
        </>
      }
    >
      <ProductTable
        role={user.rolePage}
        list={list}
        canWrite={canWrite}
        filters={<ProductTypeFilter types={data?.options.type} />}
      />
    </ListScreen>
  );
}
