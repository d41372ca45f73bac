import Link from 'next/link';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import { formatDate, formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import type { InvoiceDetail } from './invoice-types';
import { OnlinePayment } from './online-payment';
import { ReceiptView } from '@/components/form/receipt-view';

const ti = invoiceTexts;

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

const PAYMENT_TONES: Record<string, 'warning' | 'success' | 'danger'> = {
  proses: 'warning',
  diterima: 'success',
  ditolak: 'danger',
};

/** Each payment, whole or part: when, how, how much, its proof and finance's decision. */
function PaymentList({ payments }: { payments: InvoiceDetail['payments'] }) {
  return (
    <div className="-mx-6 overflow-x-auto">
      <Table caption={ti.payments}>
        <TableHead>
          <tr>
            <HeadCell>{ti.paymentDate}</HeadCell>
            <HeadCell>{ti.paymentMethod}</HeadCell>
            <HeadCell numeric>{ti.paymentAmount}</HeadCell>
            <HeadCell>{ti.paymentStatus}</HeadCell>
            <HeadCell>{ti.paymentReceipt}</HeadCell>
          </tr>
        </TableHead>
        <tbody>
          {payments.map((p) => (
            <Row key={p.paymentId} data-testid="invoice-payment">
              <Cell className="whitespace-nowrap">{formatDate(p.date)}</Cell>
              <Cell>{p.methodLabel}</Cell>
              <Cell numeric>{formatRupiah(p.amount)}</Cell>
              <Cell>
                <Badge tone={PAYMENT_TONES[p.status] ?? 'warning'}>{p.statusLabel}</Badge>
                {p.rejection ? <span className="mt-1 block text-xs text-stone-600">{p.rejection}</span> : null}
                {p.acceptedBy ? (
                  <span className="mt-1 block text-xs text-stone-500">{`${ti.decidedBy} ${p.acceptedBy}`}</span>
                ) : null}
              </Cell>
              <Cell>{p.receipt ? <ReceiptView receipt={p.receipt} label={ti.paymentReceipt} /> : '-'}</Cell>
            </Row>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * How the invoice was paid (each payment with its method, date, amount and receipt) and, while it
 * is not paid, where to transfer and whether online payment is offered to those who may pay.
 */
export function PaymentCard({
  invoice,
  canPay,
  settingsHref,
}: {
  invoice: InvoiceDetail;
  canPay: boolean;
  /** For owner and finance: where the bakery's bank account is set, shown while it is missing. */
  settingsHref?: string;
}) {
  const paid = invoice.status === 'lunas';
  const bank = invoice.bank;
  const hasBank = Boolean(bank.name || bank.accountNumber);
  return (
    <SectionCard title={ti.paymentSection} contentClassName="space-y-5">
      {invoice.payments.length > 0 ? (
        <PaymentList payments={invoice.payments} />
      ) : invoice.paymentMethod || invoice.paymentReceipt ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={ti.paymentMethod}>
            {invoice.paymentMethod ? (ti.paymentMethods[invoice.paymentMethod] ?? invoice.paymentMethod) : '-'}
          </Item>
          <Item label={ti.paymentDate}>{invoice.paymentDate ? formatDate(invoice.paymentDate) : '-'}</Item>
          <Item label={ti.paymentReceipt} wide>
            {invoice.paymentReceipt ? <ReceiptView receipt={invoice.paymentReceipt} label={ti.paymentReceipt} /> : '-'}
          </Item>
        </dl>
      ) : (
        <p className="text-sm text-stone-600">{ti.notPaidYet}</p>
      )}
      {paid ? null : (
        <dl className="grid gap-4 border-t border-stone-100 pt-4 sm:grid-cols-2">
          <Item label={ti.bankAccount}>
            {hasBank ? (
              <span data-testid="bank-account">
                <span className="font-medium">{[bank.name, bank.accountNumber].filter(Boolean).join(' ')}</span>
                {bank.accountName ? (
                  <span className="block text-stone-600">{ti.bankAccountName(bank.accountName)}</span>
                ) : null}
              </span>
            ) : (
              <span className="text-stone-600">
                {ti.bankNotSet}
                {settingsHref ? (
                  <Link href={settingsHref} className="ml-1 text-brand-700 underline underline-offset-4">
                    {ti.setBankAccount}
                  </Link>
                ) : null}
              </span>
            )}
          </Item>
          {canPay ? (
            <Item label={ti.onlineSection}>
              {invoice.status === 'proses' ? (
                // A proof waits for finance: paying the same balance online could pay it twice.
                <p className="text-sm text-stone-600">{ti.paymentWaiting}</p>
              ) : (
                <OnlinePayment
                  transactionId={invoice.transactionId}
                  available={invoice.onlinePayment}
                  remaining={invoice.remaining}
                />
              )}
            </Item>
          ) : null}
        </dl>
      )}
    </SectionCard>
  );
}
