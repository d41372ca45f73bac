import { ProductTypeFilter } from '@/components/data-table/list-filters';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { type StockItem, type StockListOptions } from './_components/stock-types';
import { StockTable } from './_components/stock-table';
import type { RolePageProps } from '@/lib/server/page-props';

/** Stok: every product's current stock; the warehouse adjusts it, production and the viewer read. */
export default async function InventoryPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/inventory');
  const { data, list } = await readListPage(LIST_PARAMS.stock, searchParams).from<StockItem, StockListOptions>(
    user,
    '/stock',
  );
  const canWrite = can(user.rolePage, 'POST /stock/update');
  return (
    <ListScreen
      title={t.inventory.listTitle}
      description={t.inventory.listHint}
      readOnly={!canWrite}
      actions={<ButtonLink href={`/${user.rolePage}/inventory/adjust`}>{t.inventory.adjust}</ButtonLink>}
    >
      <StockTable role={user.rolePage} list={list} filters={<ProductTypeFilter types={data?.options.type} />} />
    </ListScreen>
  );
}
