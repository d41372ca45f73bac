import { QuerySelect } from '@/components/data-table/query-select';
import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { PROCUREMENT_FILTERS, type ProcurementItem } from '@/lib/api/schemas/procurement';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { ProcurementTable } from '../_components/procurement-table';
import type { RolePageProps } from '@/lib/server/page-props';

type Options = { status: { value: string; label: string }[] };

export default async function ProcurementsPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/procurements');
  // A status the API does not know would only answer 422; an old bookmark shows everything instead.
  const { data, list } = await readListPage(LIST_PARAMS.procurements(PROCUREMENT_FILTERS), searchParams).from<
    ProcurementItem,
    Options
  >(user, '/procurement');
  const canWrite = can(user.rolePage, 'POST /procurement/store');
  return (
    <ListScreen
      title={t.procurement.listTitle}
      description={t.procurement.listHint}
      readOnly={!canWrite}
      actions={<ButtonLink href={`/${user.rolePage}/procurements/create`}>{t.procurement.add}</ButtonLink>}
    >
      <ProcurementTable
        role={user.rolePage}
        list={list}
        emptyText={canWrite ? t.procurement.empty : t.procurement.emptyReadOnly}
        filters={<QuerySelect name="status" label={t.procurement.filterStatus} options={data?.options.status ?? []} />}
      />
    </ListScreen>
  );
}
