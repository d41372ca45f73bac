import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { ContentCard } from '@/components/ui/card';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import type { ProductionDetail } from '@/lib/api/schemas/production';
import { formatDateTime } from '@/lib/i18n/format';
import { longDate } from '@/lib/i18n/id/dates';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProductionActions } from '../_components/production-actions';
import { ProductionLines } from '../_components/production-lines';
import { ProductionStatusBadge } from '../_components/status-badge';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function ProductionDetailPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/productions');
  const listHref = `/${user.rolePage}/productions`;
  if (!/^\d{1,9}$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const { data } = await serverRead<ProductionDetail>(user, `/production/show/${id}`);
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const pending = data.status === 'pending';
  const canWrite = pending && can(user.rolePage, 'PUT /production/update/{id}');
  const canApprove = pending && can(user.rolePage, 'POST /production/accept/{id}');
  const produced = data.items.filter((l) => l.direction === 'in');
  const consumed = data.items.filter((l) => l.direction === 'out');

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={t.production.detailTitle(data.number)}
        description={pending ? (canApprove ? t.production.approveHint : t.production.waitingApproval) : undefined}
      />
      <ProductionActions
        role={user.rolePage}
        batch={data}
        listHref={listHref}
        canWrite={canWrite}
        canApprove={canApprove}
      />

      <ContentCard>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-stone-500">{t.list.status}</dt>
            <dd className="mt-1">
              <ProductionStatusBadge status={data.status} label={data.statusLabel} />
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t.production.productionDate}</dt>
            <dd className="mt-1 font-medium" data-testid="production-date">
              {data.productionDate ? longDate(data.productionDate) : '-'}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t.production.createdBy}</dt>
            <dd className="mt-1 font-medium">{data.createdBy ?? '-'}</dd>
            <dd className="text-xs text-stone-500">{formatDateTime(data.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t.production.approvedBy}</dt>
            <dd className="mt-1 font-medium">{data.approvedAt ? (data.approvedBy ?? '-') : '-'}</dd>
            {data.approvedAt ? <dd className="text-xs text-stone-500">{formatDateTime(data.approvedAt)}</dd> : null}
          </div>
          {data.notes ? (
            <div className="sm:col-span-2 lg:col-span-4">
              <dt className="text-stone-500">{t.production.notes}</dt>
              <dd className="mt-1">{data.notes}</dd>
            </div>
          ) : null}
        </dl>
      </ContentCard>

      <ProductionLines
        title={t.production.produced}
        hint={t.production.producedHint}
        empty={t.production.noProducedLines}
        lines={produced}
      />
      <ProductionLines
        title={t.production.consumed}
        hint={t.production.consumedHint}
        empty={t.production.noConsumedLines}
        lines={consumed}
        warnShort={pending}
        madeFirst={produced}
      />
    </div>
  );
}
