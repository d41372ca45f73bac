import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Cell, HeadCell, Row, RowHead, Table, TableHead } from '@/components/ui/table';
import type { ListPage } from '@/lib/api/list';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { TierCreateForm } from './_components/tier-create-form';
import { TierDelete } from './_components/tier-delete';
import type { TierItem } from './_components/tier-types';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const tt = t.tier;
const WIDE = 'hidden sm:table-cell';

/** Kelola Outlet · Kelompok Harga: every tier with its terms and how much uses it (issue 18). */
export default async function TiersPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/outlet', 'GET /branch-group');
  const { data } = await serverRead<ListPage<TierItem, unknown>>(user, '/branch-group?limit=100');
  const canWrite = can(user.rolePage, 'PUT /branch-group/update/{id}');
  const tiers = data?.items ?? [];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t.outlet.listTitle} description={canWrite ? tt.listHint : t.list.readOnly} />
      <ScreenTabs screen="outlet" role={user.rolePage} current="tiers" />
      {canWrite ? <TierCreateForm /> : null}
      <Card className="mt-6">
        <CardContent className="overflow-x-auto p-0">
          <Table caption={tt.listTitle}>
            <TableHead>
              <tr>
                <HeadCell>{tt.fields.title}</HeadCell>
                <HeadCell>{tt.fields.cutoffTime}</HeadCell>
                <HeadCell className={WIDE}>{tt.fields.paymentTermDays}</HeadCell>
                <HeadCell className={WIDE}>{tt.fields.returnPolicy}</HeadCell>
                <HeadCell numeric>{tt.fields.outlets}</HeadCell>
                {canWrite ? <HeadCell>{t.list.actions}</HeadCell> : null}
              </tr>
            </TableHead>
            <tbody>
              {tiers.length === 0 ? (
                <Row>
                  <Cell colSpan={6} className="py-10 text-center text-stone-600">
                    {tt.empty}
                  </Cell>
                </Row>
              ) : (
                tiers.map((tier) => (
                  <Row key={tier.branchGroupId}>
                    <RowHead>{tier.title}</RowHead>
                    <Cell className="whitespace-nowrap">{tt.cutoff(tier.cutoffDaysBefore, tier.cutoffTime)}</Cell>
                    <Cell className={WIDE}>{tt.termDays(tier.paymentTermDays)}</Cell>
                    <Cell className={WIDE}>
                      {tt.returnPolicies[tier.returnPolicy]}
                      {tier.returnPolicy === 'percent' ? ` (${tier.returnPercent}%)` : ''}
                    </Cell>
                    <Cell numeric>{tier.outletCount}</Cell>
                    {canWrite ? (
                      <Cell>
                        <div className="flex gap-2">
                          <Link
                            href={`/${user.rolePage}/outlet/tiers/${tier.branchGroupId}`}
                            className="text-brand-700 underline underline-offset-4"
                            aria-label={`${t.list.edit} ${tier.title}`}
                          >
                            {t.list.edit}
                          </Link>
                          <TierDelete id={tier.branchGroupId} title={tier.title} />
                        </div>
                      </Cell>
                    ) : null}
                  </Row>
                ))
              )}
            </tbody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
