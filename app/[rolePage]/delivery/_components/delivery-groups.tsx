import { formatQuantity } from '@/lib/i18n/format';
import { MapPin, Phone, Truck } from 'lucide-react';
import { ListPagination } from '@/components/data-table/list-pagination';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Cell, HeadRow, Row, Table } from '@/components/ui/table';
import type { ListRows } from '@/lib/api/envelope';
import type { DeliveryItem } from '@/lib/api/schemas/delivery';
import { formatDate } from '@/lib/i18n/format';
import { deliveryTexts } from '@/lib/i18n/id/delivery';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { returnTexts } from '@/lib/i18n/id/returns';

const STATUS_TONE = { pending: 'warning', ditahan: 'danger', berhasil: 'success', dibatalkan: 'danger' } as const;

interface Props {
  date: string;
  list: ListRows<DeliveryItem>;
  /** Where a driver records a drop (the delivery role); null for those who only read. */
  /** Today by the API's clock (WIB); null when the list could not be read. */
  today: string | null;
  confirmHref: ((orderId: number) => string) | null;
  /** Where a return is recorded at a stop (named by one of its orders); null without the right. */
  returnHref: ((orderId: number) => string) | null;
}

/** The date's orders, one card per outlet (a stop on the route), readable on a phone. */
export function DeliveryGroups({ date, today, list: { items, pagination }, confirmHref, returnHref }: Props) {
  // A drop is proven on its day (the API refuses one ahead of it), by the API's clock.
  const ahead = today !== null && date > today;
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
        {deliveryTexts.empty(formatDate(date))}
      </p>
    );
  }
  // The API sorts by outlet, so an outlet's orders are next to each other.
  const stops: { branchId: number; first: DeliveryItem; orders: DeliveryItem[] }[] = [];
  for (const item of items) {
    const last = stops[stops.length - 1];
    if (last && last.branchId === item.branchId) last.orders.push(item);
    else stops.push({ branchId: item.branchId, first: item, orders: [item] });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600" aria-live="polite">
        {deliveryTexts.summary(pagination.total, stops.length)}
      </p>
      {stops.map(({ branchId, first, orders }) => (
        <section
          key={branchId}
          aria-labelledby={`stop-${branchId}`}
          className="rounded-lg border border-stone-200 bg-white shadow-sm"
        >
          <header className="space-y-1 border-b border-stone-100 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`stop-${branchId}`} className="text-lg font-semibold">
                {first.outlet}
              </h2>
              <span className="text-xs text-stone-500">{deliveryTexts.outletOrders(orders.length)}</span>
            </div>
            <p className="text-sm text-stone-600">
              {deliveryTexts.partner}: {first.partner}
            </p>
            {first.route && first.stop ? (
              <p className="text-xs font-medium text-brand-800">
                {dispatchTexts.route.stopOf(first.route, first.stop)}
              </p>
            ) : null}
            <p className="flex items-start gap-2 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-label={deliveryTexts.address} />
              {first.address ? (
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(first.address)}`}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-700 underline-offset-4 hover:underline"
                  aria-label={dispatchTexts.route.openMap(first.outlet)}
                >
                  {first.address}
                </a>
              ) : (
                <span>{deliveryTexts.noAddress}</span>
              )}
            </p>
            {first.phoneNumber ? (
              <p className="flex items-center gap-2 text-sm">
                <Phone className="size-4 shrink-0 text-stone-500" aria-hidden />
                <a
                  href={`tel:${first.phoneNumber}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                  aria-label={deliveryTexts.call(first.phoneNumber)}
                >
                  {first.phoneNumber}
                </a>
              </p>
            ) : null}
            {returnHref ? (
              <ButtonLink
                variant="outline"
                size="sm"
                href={returnHref(first.transactionOrderId)}
                aria-label={returnTexts.pickUpOf(first.outlet)}
              >
                {returnTexts.pickUp}
              </ButtonLink>
            ) : null}
          </header>
          <div className="divide-y divide-stone-100">
            {orders.map((o) => (
              <article key={o.transactionOrderId} className="space-y-2 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{o.number}</h3>
                  <Badge tone={STATUS_TONE[o.status]}>{o.statusLabel}</Badge>
                  <span className="flex items-center gap-1 text-sm text-stone-600">
                    <Truck className="size-4" aria-hidden />
                    {deliveryTexts.driver}: {o.driver ?? deliveryTexts.noDriver}
                  </span>
                  {o.deliveredAt ? <Badge tone="success">{dispatchTexts.proof.deliveredBadge}</Badge> : null}
                </div>
                {o.status === 'pending' || o.status === 'ditahan' ? (
                  <p className="text-sm text-amber-800" data-testid="delivery-not-confirmed">
                    {o.status === 'pending' ? deliveryTexts.notConfirmed : deliveryTexts.held}
                  </p>
                ) : ahead && confirmHref && o.status === 'berhasil' && !o.deliveredAt ? (
                  <p className="text-sm text-stone-600">{deliveryTexts.proofOnItsDay}</p>
                ) : null}
                {o.notes ? (
                  <p className="text-sm text-stone-700">
                    {deliveryTexts.notes}: {o.notes}
                  </p>
                ) : null}
                <Table caption={deliveryTexts.linesOf(o.number)}>
                  <HeadRow
                    dense
                    className="text-stone-500"
                    cellClassName="py-1"
                    columns={[
                      { label: deliveryTexts.product, className: 'pr-2' },
                      { label: deliveryTexts.size, className: 'w-16 pr-2' },
                      { label: deliveryTexts.qty, numeric: true, className: 'w-24' },
                    ]}
                  />
                  <tbody>
                    {o.items.map((line) => (
                      <Row key={`${line.productId}|${line.size ?? ''}`}>
                        <Cell dense className="py-1.5 pr-2">
                          {line.title} <span className="text-xs text-stone-500">{line.productId}</span>
                        </Cell>
                        <Cell dense className="py-1.5 pr-2">
                          {line.size ?? '-'}
                        </Cell>
                        <Cell dense numeric className="py-1.5 font-medium">
                          {formatQuantity(line.qty)} {line.unit}
                        </Cell>
                      </Row>
                    ))}
                  </tbody>
                </Table>
                {confirmHref && o.status === 'berhasil' && !o.deliveredAt && !ahead ? (
                  <ButtonLink
                    className="w-full sm:w-auto"
                    href={confirmHref(o.transactionOrderId)}
                    aria-label={dispatchTexts.proof.actionOf(o.number)}
                  >
                    {dispatchTexts.proof.action}
                  </ButtonLink>
                ) : null}
              </article>
            ))}
          </div>
        </section>
      ))}
      {pagination.pages > 1 ? <ListPagination pagination={pagination} /> : null}
    </div>
  );
}
