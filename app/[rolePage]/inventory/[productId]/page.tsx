import { QuerySelect } from '@/components/data-table/query-select';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, readList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import { HistoryTable } from '../_components/history-table';
import { LotsCard } from '../_components/lots-card';
import { formatQty, type StockHistoryOptions, type StockMovement, type StockPage } from '../_components/stock-types';
import type { RolePageProps } from '@/lib/server/page-props';

/** Riwayat stok: one product's ledger, newest first, filterable in/out in the URL. */
export default async function StockHistoryPage({ params, searchParams }: RolePageProps<'productId'>) {
  const { rolePage, productId } = await params;
  const user = await requireScreen(rolePage, '/inventory');
  const listHref = `/${user.rolePage}/inventory`;
  if (!/^\d{1,10}$/.test(productId)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const { apiQuery: query } = await readList(LIST_PARAMS.stockHistory, searchParams);
  const { data } = await serverRead<StockPage<StockMovement, StockHistoryOptions>>(
    user,
    `/stock/show/${productId}${query ? `${query}&` : '?'}historyOnly=true`,
  );
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const product = data.options.product;
  const canWrite = can(user.rolePage, 'POST /stock/update');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={`${t.inventory.historyTitle}: ${product.title}`}
        description={`${product.productId} · ${product.productType}`}
        actions={
          <>
            <ButtonLink variant="outline" href={listHref}>
              {t.list.back}
            </ButtonLink>
            {canWrite ? <ButtonLink href={`${listHref}/adjust`}>{t.inventory.adjust}</ButtonLink> : null}
          </>
        }
      />
      <Card>
        <CardContent className="flex items-baseline gap-3">
          <p className="text-sm text-stone-600">{t.inventory.currentStock}</p>
          <p className="text-2xl font-bold" data-testid="current-stock">
            {formatQty(product.stock)} {product.productUnit}
          </p>
          {product.sizeStock.length > 0 ? (
            <p className="text-sm text-stone-700" data-testid="size-stock">
              {t.inventory.perSize}: {t.inventory.sizeStock(product.sizeStock)}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <LotsCard lots={data.options.lots ?? []} unit={product.productUnit} />
      <HistoryTable
        list={data}
        filters={
          <QuerySelect
            name="inBound"
            label={t.inventory.direction}
            options={[
              { value: 'true', label: t.inventory.inBound },
              { value: 'false', label: t.inventory.outBound },
            ]}
          />
        }
      />
    </div>
  );
}
