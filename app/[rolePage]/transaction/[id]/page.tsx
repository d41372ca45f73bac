import { AuditHistory } from '@/components/audit/audit-history';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { InvoicePdfDownload } from '@/components/exports/invoice-pdf-download';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle, ContentCard } from '@/components/ui/card';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { AcceptPaymentDialog } from '../_components/accept-payment-dialog';
import { DueDate } from '../_components/due-date';
import { RejectPaymentDialog } from '../_components/reject-payment-dialog';
import { AdjustmentDialog } from '../_components/adjustment-dialog';
import { ConfirmPaymentDialog } from '../_components/confirm-payment-dialog';
import { InvoiceLinesTable } from '../_components/invoice-lines-table';
import { InvoiceStatusBadge } from '../_components/invoice-status-badge';
import { periodeLabel, type InvoiceDetail } from '../_components/invoice-types';
import { PaymentCard } from '../_components/payment-card';
import { NoWrap } from '@/components/data-table/cells';
import type { RolePageProps } from '@/lib/server/page-props';
import { BackLink } from '@/components/layout/back-link';

const ti = t.invoice;

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

/** Detail invoice: what is billed, its totals and payment, and the next step the role and state allow. */
export default async function InvoiceDetailPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/transaction');
  const role = user.rolePage;
  const listHref = `/${role}/transaction`;
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0) notFound();
  const { data: invoice } = await serverRead<InvoiceDetail>(user, `/transaction/show/${id}`);
  if (!invoice) notFound();

  const paid = invoice.status === 'lunas';
  const waiting = invoice.payments.find((p) => p.status === 'proses');
  const canPay = can(role, 'POST /transaction/confirm-payment/{id}');
  const show = {
    // The API refuses an adjustment while a payment waits (it was made against the current total).
    adjust: invoice.status === 'belum_bayar' && can(role, 'POST /transaction/adjustment-invoice'),
    confirm: invoice.status === 'belum_bayar' && canPay,
    accept: !paid && can(role, 'POST /transaction/accept-payment/{id}'),
    reject: invoice.status === 'proses' && can(role, 'POST /transaction/reject-payment/{id}'),
    pdf: can(role, 'PRINT GET /export-invoice'),
  };
  // The viewer (and the partner's staff) only read: say so, as the other screens do.
  const readOnly = !canPay && !can(role, 'POST /transaction/adjustment-invoice');
  const canOpenOrder = can(role, 'GET /transaction/order/show/{id}');

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <BackLink href={listHref} />
        <div className="mt-2">
          <PageHeader
            title={invoice.number}
            description={`${invoice.outlet} · ${periodeLabel(invoice.periode)}${readOnly ? ` · ${t.list.readOnly}` : ''}`}
          />
        </div>
        {show.adjust || show.confirm || show.accept || show.reject || show.pdf ? (
          <div className="flex flex-wrap items-start gap-2">
            {show.pdf ? <InvoicePdfDownload transactionId={invoice.transactionId} number={invoice.number} /> : null}
            {show.confirm ? (
              <ConfirmPaymentDialog role={role} transactionId={invoice.transactionId} remaining={invoice.remaining} />
            ) : null}
            {show.accept ? (
              <AcceptPaymentDialog
                // A part payment changes what is left: the dialog starts again from the new amount.
                key={`${invoice.remaining}-${waiting?.paymentId ?? ''}`}
                transactionId={invoice.transactionId}
                number={invoice.number}
                remaining={invoice.remaining}
                waiting={waiting ? { paymentId: waiting.paymentId, amount: waiting.amount } : null}
              />
            ) : null}
            {show.reject && waiting ? (
              <RejectPaymentDialog transactionId={invoice.transactionId} paymentId={waiting.paymentId} />
            ) : null}
            {show.adjust ? <AdjustmentDialog invoice={invoice} /> : null}
          </div>
        ) : null}
      </div>

      {invoice.paymentRejection && invoice.status === 'belum_bayar' ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t.receivables.lastRejection(invoice.paymentRejection)}
        </p>
      ) : null}

      <ContentCard>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item label={ti.status}>
            <span data-testid="invoice-status">
              <InvoiceStatusBadge status={invoice.status} />
            </span>
            {invoice.status !== 'lunas' && invoice.paid > 0 ? (
              <span className="ml-2 text-xs text-stone-600">{ti.partlyPaid}</span>
            ) : null}
          </Item>
          <Item label={ti.periode}>{periodeLabel(invoice.periode)}</Item>
          <Item label={ti.total}>
            <span className="font-semibold">{formatRupiah(invoice.total)}</span>
          </Item>
          {invoice.paid > 0 && invoice.status !== 'lunas' ? (
            <>
              <Item label={ti.paid}>{formatRupiah(invoice.paid)}</Item>
              <Item label={ti.remaining}>
                <span className="font-semibold" data-testid="invoice-remaining">
                  {formatRupiah(invoice.remaining)}
                </span>
              </Item>
            </>
          ) : null}
          <Item label={ti.outlet}>
            <span className="font-medium">{invoice.outlet}</span>
            {invoice.outletAddress ? <span className="block text-stone-600">{invoice.outletAddress}</span> : null}
          </Item>
          <Item label={ti.owner}>{invoice.owner}</Item>
          <Item label={ti.createdAt}>{formatDateTime(invoice.createdAt)}</Item>
          <Item label={t.receivables.dueDate}>
            <span data-testid="invoice-due">
              <DueDate invoice={invoice} />
            </span>
          </Item>
          {invoice.notes ? (
            <Item label={ti.notes} wide>
              {invoice.notes}
            </Item>
          ) : null}
        </dl>
      </ContentCard>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{ti.orders}</CardTitle>
        </CardHeader>
        {invoice.orders.length === 0 ? (
          <CardContent>
            <p className="text-sm text-stone-600">{ti.noOrders}</p>
          </CardContent>
        ) : (
          <CardContent className="overflow-x-auto p-0">
            <Table caption={ti.orders}>
              <TableHead>
                <tr>
                  <HeadCell>{ti.orderNumber}</HeadCell>
                  <HeadCell className="hidden sm:table-cell">{ti.deliveryDate}</HeadCell>
                  <HeadCell numeric>{ti.total}</HeadCell>
                </tr>
              </TableHead>
              <tbody>
                {invoice.orders.map((o) => (
                  <Row key={o.transactionOrderId}>
                    <Cell>
                      {canOpenOrder ? (
                        <Link
                          href={`/${role}/order/detail/${o.transactionOrderId}`}
                          className="whitespace-nowrap font-medium text-brand-700 underline-offset-4 hover:underline"
                        >
                          {o.number}
                        </Link>
                      ) : (
                        <NoWrap>{o.number}</NoWrap>
                      )}
                      {/* A phone has no room for three columns: the delivery date goes under the number. */}
                      <p className="text-xs text-stone-500 sm:hidden">{formatDate(o.deliveryDate)}</p>
                    </Cell>
                    <Cell className="hidden whitespace-nowrap sm:table-cell">{formatDate(o.deliveryDate)}</Cell>
                    <Cell numeric>{formatRupiah(o.total)}</Cell>
                  </Row>
                ))}
              </tbody>
            </Table>
          </CardContent>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{ti.lines}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto p-0">
          <InvoiceLinesTable invoice={invoice} />
        </CardContent>
        {invoice.adjustmentNote ? (
          <CardContent className="border-t border-stone-100">
            <dl>
              <Item label={ti.adjustmentNote}>
                <span data-testid="adjustment-note">{invoice.adjustmentNote}</span>
              </Item>
            </dl>
          </CardContent>
        ) : null}
      </Card>

      <PaymentCard
        invoice={invoice}
        canPay={canPay}
        settingsHref={can(role, 'PUT /settings/company/update') ? `/${role}/profile#identitas-usaha` : undefined}
      />
      <AuditHistory user={user} entity="invoice" entityId={invoice.transactionId} />
    </div>
  );
}
