import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import type { ListPage } from '@/lib/api/list';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { OutletTabs } from '../_components/outlet-tabs';
import { TierCreateForm } from './_components/tier-create-form';
import { TierDelete } from './_components/tier-delete';
import type { TierItem } from './_components/tier-types';

const tt = t.tier;

/** Kelola Outlet · Kelompok Harga: every tier with its terms and how much uses it (issue 18). */
export default async function TiersPage({ params }: { params: Promise<{ rolePage: string }> }) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/outlet');
  if (!can(user.rolePage, 'GET /branch-group')) redirect('/404');
  const { data } = await serverRead<ListPage<TierItem, unknown>>(user, '/branch-group?limit=100');
  const canWrite = can(user.rolePage, 'PUT /branch-group/update/{id}');
  const tiers = data?.items ?? [];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t.outlet.listTitle} description={canWrite ? tt.listHint : t.list.readOnly} />
      <OutletTabs role={user.rolePage} current="tiers" />
      {canWrite ? <TierCreateForm /> : null}
      <Card className="mt-6">
        <CardContent className="overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{tt.listTitle}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {tt.fields.title}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {tt.fields.cutoffTime}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {tt.fields.paymentTermDays}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {tt.fields.returnPolicy}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {tt.fields.outlets}
                </th>
                {canWrite ? (
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.list.actions}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {tiers.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-4 py-10 text-center text-stone-600">
                    {tt.empty}
                  </td>
                </tr>
              ) : (
                tiers.map((tier) => (
                  <tr key={tier.branchGroupId} className="border-b border-stone-100 last:border-0">
                    <th scope="row" className="px-4 py-3 font-medium">
                      {tier.title}
                    </th>
                    <td className="whitespace-nowrap px-4 py-3">{tt.cutoff(tier.cutoffDaysBefore, tier.cutoffTime)}</td>
                    <td className="hidden px-4 py-3 sm:table-cell">{tt.termDays(tier.paymentTermDays)}</td>
                    <td className="hidden px-4 py-3 sm:table-cell">
                      {tt.returnPolicies[tier.returnPolicy]}
                      {tier.returnPolicy === 'percent' ? ` (${tier.returnPercent}%)` : ''}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{tier.outletCount}</td>
                    {canWrite ? (
                      <td className="px-4 py-3">
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
                      </td>
                    ) : null}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
