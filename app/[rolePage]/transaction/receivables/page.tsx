import type { z } from 'zod';
import { DateFilter } from '@/components/data-table/date-filter';
import { QuerySelect } from '@/components/data-table/query-select';
import { ListScreen } from '@/components/layout/list-screen';
import { Card, CardContent } from '@/components/ui/card';
import { emptyList } from '@/lib/api/envelope';
import type { receivablesList } from '@/lib/api/schemas/receivables';
import { can } from '@/lib/can';
import { formatDate, formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS, readList } from '@/lib/list-query';
import { serverRead } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { ReceivablesTable } from '../_components/receivables-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';
import { shiftDate } from '@/lib/iso-dates';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const tr = t.receivables;
const SUMMARY = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90', 'total', 'exposure'] as const;

/** Piutang, a tab of Transaksi (DOMAIN 19): who owes what and for how long, as of a day. */
export default async function ReceivablesPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/transaction', 'GET /receivables');
  const { values: query, apiQuery } = await readList(LIST_PARAMS.receivables, searchParams);
  const { data, message } = await serverRead<z.infer<typeof receivablesList>>(user, `/receivables${apiQuery}`);
  const staff = can(user.rolePage, 'GET /mitra/show/{id}');
  // A partner's name opens its page where that page opens (owner, finance), not for the viewer.
  const opensPartner = can(user.rolePage, 'PATCH /mitra/update/{userId}');
  return (
    <ListScreen
      className="max-w-7xl"
      tabs={<ScreenTabs screen="transaction" role={user.rolePage} current="receivables" />}
      title={tr.title}
      description={`${staff ? tr.intro : tr.introPartner}${data ? ` ${tr.asOf} ${formatDate(data.asOf)}.` : ''}`}
    >
      {!data ? (
        <Notice role="alert" tone="danger" className="mb-6">
          {message}
        </Notice>
      ) : (
        <Card className="mb-6">
          <CardContent className="pt-5">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7" aria-label={tr.totalsRow}>
              {SUMMARY.map((key) => (
                <div key={key}>
                  <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{tr.columns[key]}</dt>
                  <dd
                    className={
                      key === 'total'
                        ? 'mt-1 font-semibold'
                        : key === 'over90' || key === 'd61_90'
                          ? 'mt-1 text-red-800'
                          : 'mt-1'
                    }
                  >
                    {formatRupiah(data.totals[key])}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      )}
      <ReceivablesTable
        list={data ?? emptyList()}
        emptyText={query.search ? tr.emptyFiltered : tr.empty}
        partnerBase={opensPartner ? `/${user.rolePage}/merchants` : undefined}
        statementRange={
          data && can(user.rolePage, 'PRINT GET /export-statement')
            ? { from: shiftDate(data.asOf, -90), to: data.asOf }
            : undefined
        }
        filters={
          <>
            <DateFilter name="asOf" label={tr.asOf} clearLabel={tr.asOfToday} />
            {staff ? (
              <QuerySelect
                name="sort"
                label={tr.sortBy}
                allLabel={tr.sorts.total}
                options={(['overdue', 'exposure', 'partner'] as const).map((value) => ({
                  value,
                  label: tr.sorts[value],
                }))}
              />
            ) : null}
          </>
        }
      />
    </ListScreen>
  );
}
