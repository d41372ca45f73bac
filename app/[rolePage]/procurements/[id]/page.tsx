import type { ReactNode } from 'react';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { PricedLinesTable, TotalRow } from '@/components/data-table/priced-lines-table';
import type { ProcurementDetail, Receipt } from '@/lib/api/schemas/procurement';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProcurementActions } from '../_components/procurement-actions';
import { ReceiptView } from '@/components/form/receipt-view';
import { DeliveryBadge, OverdueBadge, PaymentBadge } from '../_components/status-badges';
import type { RolePageProps } from '@/lib/server/page-props';
import { BackLink } from '@/components/layout/back-link';

const tp = t.procurement;

/** A term and its value; a <dl> may hold only these groups directly, so a wide one is styled itself. */
function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

function Step({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      {done ? (
        <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
      ) : (
        <p className="text-sm text-stone-600">{tp.notYet}</p>
      )}
    </SectionCard>
  );
}

const receiptItem = (label: string, receipt: Receipt | null) => (
  <Item label={label} className="sm:col-span-2">
    {receipt ? <ReceiptView receipt={receipt} label={label} /> : '-'}
  </Item>
);

export default async function ProcurementDetailPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/procurements');
  const listHref = `/${user.rolePage}/procurements`;
  if (!/^\d{1,9}$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const { data: p } = await serverRead<ProcurementDetail>(user, `/procurement/show/${id}`);
  if (!p) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const canWrite = can(user.rolePage, 'POST /procurement/accept-delivery/{id}');
  const s = p.supplier;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <BackLink href={listHref} />
        <div className="mt-2">
          <PageHeader title={p.number} description={canWrite ? s.company : `${s.company} · ${t.list.readOnly}`} />
        </div>
        {canWrite ? (
          <ProcurementActions
            role={user.rolePage}
            procurementId={p.procurementId}
            number={p.number}
            deliveryStatus={p.deliveryStatus}
            statusPayment={p.statusPayment}
            updatedAt={p.updatedAt}
          />
        ) : null}
      </div>

      <ContentCard>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item label={tp.deliveryStatus}>
            <DeliveryBadge status={p.deliveryStatus} />
          </Item>
          <Item label={tp.statusPayment}>
            <span className="flex flex-wrap gap-1">
              <PaymentBadge status={p.statusPayment} />
              {p.isOverdue ? <OverdueBadge /> : null}
            </span>
          </Item>
          <Item label={tp.paymentDueOn}>{p.paymentDueOn ? formatDate(p.paymentDueOn) : '-'}</Item>
          <Item label={tp.supplier}>
            <span className="font-medium">{s.company}</span>
            {s.address ? <span className="block text-stone-600">{s.address}</span> : null}
          </Item>
          <Item label={tp.supplierContact}>
            {[s.personInCompany, s.personInCompanyPhoneNumber ?? s.companyPhoneNumber].filter(Boolean).join(' · ') ||
              '-'}
          </Item>
          <Item label={tp.supplierBank}>
            {s.bankAccount || s.bankAccountNumber
              ? `${s.bankAccount ?? ''} ${s.bankAccountNumber ?? ''}${s.bankAccountName ? ` a.n. ${s.bankAccountName}` : ''}`.trim()
              : '-'}
          </Item>
          <Item label={tp.createdAt}>{`${formatDateTime(p.createdAt)}${p.createdBy ? ` · ${p.createdBy}` : ''}`}</Item>
          <Item label={tp.notes} className="sm:col-span-2">
            {p.notes ?? '-'}
          </Item>
        </dl>
      </ContentCard>

      <SectionCard title={tp.items} contentClassName="overflow-x-auto p-0">
        <PricedLinesTable caption={tp.items} lines={p.items}>
          <TotalRow label={tp.total} value={formatRupiah(p.total)} testId="procurement-total" strong />
        </PricedLinesTable>
      </SectionCard>

      <div className="grid gap-6 md:grid-cols-2">
        <Step title={tp.deliverySection} done={p.deliveryStatus === 'diterima'}>
          <Item label={tp.deliveryName}>{p.deliveryName ?? '-'}</Item>
          <Item label={tp.deliveryDate}>{p.deliveryDate ? formatDate(p.deliveryDate) : '-'}</Item>
          {receiptItem(tp.deliveryReceipt, p.deliveryReceipt)}
        </Step>
        <Step title={tp.paymentSection} done={p.statusPayment === 'lunas'}>
          <Item label={tp.paymentNote}>{p.paymentNote ?? '-'}</Item>
          <Item label={tp.paymentDate}>{p.paymentDate ? formatDate(p.paymentDate) : '-'}</Item>
          {receiptItem(tp.paymentReceipt, p.paymentReceipt)}
        </Step>
      </div>

      {canWrite ? null : (
        <ButtonLink variant="outline" href={listHref}>
          {t.list.back}
        </ButtonLink>
      )}
    </div>
  );
}
