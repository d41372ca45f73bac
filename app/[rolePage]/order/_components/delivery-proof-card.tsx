'use client';

import { ReasonDialog } from '@/components/form/reason-dialog';
import { disputeBody } from '@/lib/api/schemas/route';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/i18n/format';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { ResolveDisputeButton } from '../../delivery/disputes/_components/resolve-dispute-button';
import type { OrderDetail } from './order-types';

const tp = dispatchTexts.proof;
const td = dispatchTexts.dispute;

type Proof = NonNullable<OrderDetail['delivery']>;

/** Ajukan Keberatan: the partner says what was wrong, within 24 hours of receiving the goods. */
function DisputeButton({ orderId, until }: { orderId: number; until: string }) {
  return (
    <ReasonDialog
      path={`/bff/api/delivery/dispute/${orderId}`}
      schema={disputeBody}
      field="notes"
      max={1000}
      trigger={{ label: td.ask, outline: true }}
      title={td.askTitle}
      hint={td.askText(formatDateTime(until))}
      label={td.notes}
      confirm={td.ask}
    />
  );
}

/**
 * Bukti Kirim on the order (DOMAIN 18): who received it and when, the photo, where, what was short,
 * and the partner's objection with its state.
 */
export function DeliveryProofCard({
  order,
  proof,
  canDispute,
  canResolve = false,
}: {
  order: Pick<OrderDetail, 'transactionOrderId' | 'number' | 'outlet' | 'items'>;
  proof: Proof;
  canDispute: boolean;
  /** Staff who close objections (owner, finance) do it here too. */
  canResolve?: boolean;
}) {
  const short = proof.lines.filter((l) => l.deliveredQty < l.qty);
  const title = (itemId: number) => order.items.find((i) => i.itemId === itemId)?.title ?? `#${itemId}`;
  const open = canDispute && proof.disputeOpen && proof.dispute?.status !== 'open';
  return (
    <SectionCard data-testid="delivery-proof" title={tp.title} contentClassName="space-y-4 text-sm">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-stone-500">{tp.receivedBy}</dt>
          <dd className="font-medium">{proof.recipientName}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{tp.receivedAt}</dt>
          <dd>{formatDateTime(proof.deliveredAt)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{tp.driver}</dt>
          <dd>{proof.deliveredBy ?? '-'}</dd>
        </div>
        {proof.lat !== null && proof.lng !== null ? (
          <div>
            <dt className="text-stone-500">{tp.position}</dt>
            <dd>
              <a
                className="text-brand-700 underline-offset-4 hover:underline"
                href={`https://www.google.com/maps?q=${proof.lat},${proof.lng}`}
                target="_blank"
                rel="noreferrer"
              >
                {tp.openMap}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {short.length ? (
        <div>
          <p className="font-medium">{tp.shortfalls}</p>
          <ul className="list-disc pl-5">
            {short.map((l) => (
              <li key={l.itemId}>
                {tp.shortfallLine(
                  title(l.itemId),
                  l.deliveredQty,
                  l.qty,
                  tp.reasons[l.reason as keyof typeof tp.reasons] ?? l.reason ?? '-',
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <figure className="space-y-1">
        {/* eslint-disable-next-line @next/next/no-img-element -- a private upload served by the BFF */}
        <img
          src={proof.photoUrl}
          alt={tp.photoAlt(order.number)}
          className="max-h-72 rounded-md border border-stone-200 object-contain"
        />
        <figcaption className="text-xs text-stone-500">{tp.photo}</figcaption>
      </figure>
      {proof.dispute ? (
        <div className="rounded-md border border-stone-200 p-3" data-testid="delivery-dispute">
          <p className="flex items-center gap-2 font-medium">
            {td.title}
            <Badge tone={proof.dispute.status === 'open' ? 'warning' : 'success'}>
              {td.statuses[proof.dispute.status]}
            </Badge>
          </p>
          <p className="mt-1 whitespace-pre-line">{proof.dispute.notes}</p>
          {proof.dispute.resolution ? (
            <p className="mt-2 text-stone-700">
              {td.resolution}: {proof.dispute.resolution}
            </p>
          ) : null}
          {canResolve && proof.dispute.status === 'open' ? (
            <div className="mt-3">
              <ResolveDisputeButton disputeId={proof.dispute.disputeId} number={order.number} outlet={order.outlet} />
            </div>
          ) : null}
        </div>
      ) : null}
      {open ? <DisputeButton orderId={order.transactionOrderId} until={proof.disputeUntil} /> : null}
    </SectionCard>
  );
}
