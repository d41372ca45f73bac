import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { AdjustForm } from '../_components/adjust-form';
import type { StockFormItem, StockListOptions, StockPage } from '../_components/stock-types';
import type { RolePageProps } from '@/lib/server/page-props';

/** Sesuaikan Stok: the warehouse only; everyone else lands on /404. */
export default async function AdjustStockPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/inventory', 'POST /stock/update');
  const { data } = await serverRead<StockPage<StockFormItem, StockListOptions>>(user, '/stock/create');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.inventory.adjustTitle} description={t.inventory.adjustHint} />
      <AdjustForm role={user.rolePage} products={data?.items ?? []} total={data?.pagination.total ?? 0} />
    </div>
  );
}
