import { AuditHistory } from '@/components/audit/audit-history';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { can } from '@/lib/can';
import { orderActions, orderStateRefusal } from '@/lib/api/rules/order-actions';
import { formatDate, formatDateTime } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { isoWeekday } from '@/lib/i18n/id/dates';
import { serverRead } from '@/lib/server/api-read';
import { OrderActions, type OrderPermissions } from '../../_components/order-actions';
import { ReleaseOrderDialog } from '../../_components/release-order-dialog';
import { DeliveryProofCard } from '../../_components/delivery-proof-card';
import { OrderLinesTable } from '../../_components/order-lines-table';
import { OrderStatusBadge } from '../../_components/order-status-badge';
import { ReorderButton } from '../../_components/reorder-button';
import type { OrderDetail } from '../../_components/order-types';
import { detailQuery, isOrderId, orderListHref, requireOrderCall } from '../../_lib/order-access';
import type { RolePageProps } from '@/lib/server/page-props';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** Detail Order: everything about one order and the actions its status and the user's role allow. */
export default async function OrderDetailPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireOrderCall(rolePage, 'GET /transaction/order/show/{id}');
  const role = user.rolePage;
  const listHref = orderListHref(role);
  if (!isOrderId(id)) notFound();
  const { data: order } = await serverRead<OrderDetail>(user, `/transaction/order/show/${id}${detailQuery(role)}`);
  if (!order) notFound();

  const confirmed = order.status === 'berhasil';
  const allowed: OrderPermissions = orderActions({ ...order, delivered: order.delivery !== null }, role);
  // Staff who may adjust are told why an order on a paid (or paying) invoice is not adjusted.
  const adjustBlocked =
    confirmed && can(role, 'POST /transaction/order/store-adjustment/{id}')
      ? orderStateRefusal('adjust', order, 'staff')
      : null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={t.order.detailOf(order.number)}
        actions={
          <>
            {can(role, 'POST /transaction/order/reorder/{id}') ? (
              <ReorderButton
                orderId={order.transactionOrderId}
                number={order.number}
                basePath={`/${role}/order/detail`}
              />
            ) : null}
            <ButtonLink variant="outline" href={listHref}>
              {t.list.back}
            </ButtonLink>
          </>
        }
      />
      <OrderActions
        orderId={order.transactionOrderId}
        number={order.number}
        confirmed={confirmed}
        allowed={allowed}
        basePath={`/${role}/order/detail/${order.transactionOrderId}`}
        listHref={listHref}
        asksCancelReason={role !== 'merchant'}
      />
      {order.status === 'ditahan' && order.holdReason ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="order-held"
        >
          <span>{t.credit.heldBanner(order.holdReason)}</span>
          {can(role, 'POST /transaction/order/release/{id}') ? (
            <ReleaseOrderDialog orderId={order.transactionOrderId} />
          ) : null}
        </div>
      ) : null}
      {order.status === 'pending' && order.deadlinePassed && can(role, 'POST /order-change-request/store') ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="order-deadline-passed"
        >
          <span>{t.orderWindow.closed}</span>
          <ButtonLink
            variant="outline"
            size="sm"
            href={`/${role}/order/detail/${order.transactionOrderId}/change-request`}
          >
            {t.changeRequest.ask}
          </ButtonLink>
        </div>
      ) : null}
      {adjustBlocked ? (
        <p className="text-sm text-stone-600" data-testid="adjust-blocked">
          {adjustBlocked}
        </p>
      ) : null}

      <ContentCard>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t.order.number}>
            <span className="font-medium">{order.number}</span>
          </Field>
          <Field label={t.order.status}>
            <span className="flex flex-wrap gap-1">
              <OrderStatusBadge status={order.status} label={order.statusLabel} />
              {order.invoiced ? <Badge>{t.order.invoiced}</Badge> : null}
              {order.standingOrderId ? (
                <Badge data-testid="from-standing-order">
                  {t.standingOrder.fromStanding(t.standingOrder.weekdayName(isoWeekday(order.deliveryDate)))}
                </Badge>
              ) : null}
            </span>
          </Field>
          <Field label={t.order.deliveryDate}>
            <span className="font-medium">{formatDate(order.deliveryDate)}</span>
          </Field>
          <Field label={t.order.outlet}>
            <span className="font-medium">{order.outlet}</span>
            <span className="block text-xs text-stone-500">
              {t.order.owner}: {order.owner}
            </span>
          </Field>
          <Field label={t.order.outletAddress}>{order.outletAddress ?? '-'}</Field>
          <Field label={t.order.outletPhone}>
            {order.outletPhone ? (
              <a href={`tel:${order.outletPhone}`} className="text-brand-700 underline-offset-4 hover:underline">
                {order.outletPhone}
              </a>
            ) : (
              '-'
            )}
          </Field>
          <Field label={t.order.driver}>{order.driver ?? t.order.driverNone}</Field>
          <Field label={t.order.createdAt}>{formatDateTime(order.createdAt)}</Field>
          {order.notes ? (
            <Field label={t.order.notes} wide>
              <span className="whitespace-pre-line">{order.notes}</span>
            </Field>
          ) : null}
          {order.status === 'dibatalkan' && order.cancelReason ? (
            <Field label={t.order.cancelReasonShown} wide>
              <span className="whitespace-pre-line" data-testid="cancel-reason">
                {order.cancelReason}
              </span>
            </Field>
          ) : null}
        </dl>
      </ContentCard>

      <OrderLinesTable items={order.items} total={order.total} />

      {order.delivery ? (
        <DeliveryProofCard
          order={order}
          proof={order.delivery}
          canDispute={can(user.rolePage, 'POST /delivery/dispute/{id}')}
          canResolve={can(user.rolePage, 'POST /delivery/dispute/resolve/{id}')}
        />
      ) : null}

      {order.adjustmentNotes ? (
        <SectionCard title={t.order.adjustment}>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Field label={t.order.adjustmentNotes} wide>
              <span className="whitespace-pre-line">{order.adjustmentNotes}</span>
            </Field>
            <Field label={t.order.adjustmentBy}>{order.adjustmentAuthor ?? '-'}</Field>
            <Field label={t.order.adjustedAt}>
              {order.adjustmentCreatedAt ? formatDateTime(order.adjustmentCreatedAt) : '-'}
            </Field>
          </dl>
        </SectionCard>
      ) : null}
      <AuditHistory user={user} entity="order" entityId={order.transactionOrderId} />
    </div>
  );
}
