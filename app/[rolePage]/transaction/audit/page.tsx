import { format, subDays } from 'date-fns';
import { DateFilter } from '@/components/data-table/date-filter';
import { QuerySelect } from '@/components/data-table/query-select';
import { PageHeader } from '@/components/layout/page-header';
import type { AuditItem } from '@/lib/api/schemas/audit';
import { FINANCE_ENTITIES } from '@/lib/api/services/audit-trail';
import { todayInWib } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { AuditDownload } from '../_components/audit-download';
import { AuditTable } from '../_components/audit-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';
import { labelled } from '@/lib/labelled';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const ta = t.audit;

/** Jejak Audit, a tab of Transaksi (DOMAIN 20): who changed what and when, filtered, and its xlsx. */
export default async function AuditPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/transaction', 'GET /audit');
  const {
    values: query,
    data,
    message,
    list,
  } = await readListPage(LIST_PARAMS.audit, searchParams).from<AuditItem>(user, '/audit');
  const entities = user.rolePage === 'owner' ? Object.keys(ta.entities) : [...FINANCE_ENTITIES];
  // The download covers the days filtered, or the last 30 days.
  const to = query.to || todayInWib();
  const from = query.from || format(subDays(new Date(`${to}T00:00:00`), 30), 'yyyy-MM-dd');
  return (
    <div className="mx-auto max-w-6xl">
      <ScreenTabs screen="transaction" role={user.rolePage} current="audit" />
      <PageHeader title={ta.title} description={user.rolePage === 'owner' ? ta.intro : ta.introFinance} />
      {!data ? (
        <Notice role="alert" tone="danger" className="mb-6">
          {message}
        </Notice>
      ) : null}
      <AuditTable
        list={list}
        actions={<AuditDownload from={from} to={to} entity={query.entity} entityId={query.entityId} />}
        filters={
          <>
            <QuerySelect
              name="entity"
              label={ta.filterEntity}
              options={labelled(entities, (value) => ta.entities[value] ?? value)}
            />
            <DateFilter name="from" label={ta.filterFrom} />
            <DateFilter name="to" label={ta.filterTo} />
          </>
        }
      />
    </div>
  );
}
