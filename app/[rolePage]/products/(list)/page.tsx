import { emptyList } from '@/lib/api/envelope';
import { QuerySelect } from '@/components/data-table/query-select';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import type { ListPage } from '@/lib/api/list';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, readList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import type { ProductItem } from '@/lib/types/master-data';
import { ProductTable } from '../_components/product-table';
import type { RolePageProps } from '@/lib/server/page-props';

type Options = { type: { id: number; key: string; name: string }[] };

export default async function ProductsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/products');
  const { data } = await serverRead<ListPage<ProductItem, Options>>(
    user,
    `/product${(await readList(LIST_PARAMS.products, searchParams)).apiQuery}`,
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
        list={data ?? emptyList()}
        canWrite={canWrite}
        filters={
          <QuerySelect
            name="type"
            label={t.list.filterType}
            options={(data?.options.type ?? []).map((o) => ({ value: o.key, label: o.name }))}
          />
        }
      />
    </ListScreen>
  );
}
