import { QuerySelect } from '@/components/data-table/query-select';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import type { ProductionItem, ProductionListOptions } from '@/lib/api/schemas/production';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { ProductionTable } from '../_components/production-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

export default async function ProductionsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/productions');
  const {
    values: query,
    data,
    list,
  } = await readListPage(LIST_PARAMS.productions, searchParams).from<ProductionItem, ProductionListOptions>(
    user,
    '/production',
  );
  const canWrite = can(user.rolePage, 'POST /production/store');
  const statusOptions = data?.options.status ?? [];
  return (
    <ListScreen
      tabs={<ScreenTabs screen="productions" role={user.rolePage} current="batches" />}
      title={t.production.listTitle}
      description={t.production.listHint}
      readOnly={!canWrite}
      actions={<ButtonLink href={`/${user.rolePage}/productions/create`}>{t.production.add}</ButtonLink>}
    >
      <ProductionTable
        role={user.rolePage}
        list={list}
        canWrite={canWrite}
        emptyText={query.status ? t.production.emptyFiltered : canWrite ? t.production.empty : t.list.empty}
        filters={
          <QuerySelect
            name="status"
            label={t.production.filterStatus}
            options={statusOptions.map((o) => ({ value: o.value, label: o.label }))}
          />
        }
      />
    </ListScreen>
  );
}
