import Link from 'next/link';
import type { PartnerSection } from '@/lib/api/schemas/report';
import { formatRupiah } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import { formatNumber, monthLabel } from '@/lib/i18n/id/report';
import type { RolePage } from '@/lib/roles';
import { Badge } from '@/components/ui/badge';
import { AttentionCard, AttentionRow } from './attention-card';
import { ChartFigure } from './chart-figure';
import { DailyChart } from './daily-chart';
import { LazyRankingChart } from './lazy-charts';
import { screenLink } from './screen-link';
import { StatCard, StatGrid } from './stat-card';

const tp = reportTexts.partner;

/** Merchant and its staff: their outlets' orders of the month, and what they still owe. */
export function PartnerDashboard({ role, month, partner }: { role: RolePage; month: string; partner: PartnerSection }) {
  const label = monthLabel(month);
  const orderLink = screenLink(role, '/order', tp.openOrders);
  const transactionLink = screenLink(role, '/transaction', tp.openTransactions);
  const { orders, openInvoices } = partner;
  const anyOrders = orders.byStatus.some((s) => s.count > 0);
  return (
    <div className="space-y-6">
      <StatGrid label={tp.ordersTitle}>
        <StatCard label={tp.orderCount} value={formatNumber(orders.count)} testId="partner-order-count" />
        <StatCard label={tp.orderValue} rupiah={orders.value} hint={tp.orderValueHint} testId="partner-order-value" />
        <StatCard
          label={tp.invoicesTotal}
          rupiah={openInvoices.total}
          hint={reportTexts.invoiceCount(openInvoices.count)}
          tone={openInvoices.total > 0 ? 'danger' : 'success'}
          testId="partner-open-total"
        />
      </StatGrid>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title={tp.byStatusTitle}
          caption={tp.byStatusCaption(label)}
          columns={[reportTexts.status, reportTexts.orders]}
          rows={orders.byStatus.map((s) => [s.label, `${reportTexts.orderCount(s.count)} (${formatRupiah(s.value)})`])}
          empty={
            !anyOrders ? (
              <div className="space-y-2">
                <p>{tp.noOrders}</p>
                {orderLink ? (
                  <Link href={orderLink.href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    {orderLink.label}
                  </Link>
                ) : null}
              </div>
            ) : undefined
          }
          height="h-44"
          footer={
            anyOrders && orderLink ? (
              <Link
                href={orderLink.href}
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {orderLink.label}
              </Link>
            ) : null
          }
        >
          <LazyRankingChart
            rows={orders.byStatus.map((s) => ({ name: s.label, value: s.count }))}
            kind="number"
            label={reportTexts.orders}
          />
        </ChartFigure>
        <AttentionCard
          title={tp.invoicesTitle}
          count={openInvoices.count}
          empty={tp.invoicesEmpty}
          link={transactionLink}
          summary={
            openInvoices.count > 0 ? (
              <p className="flex flex-wrap gap-2 text-xs">
                {openInvoices.byStatus
                  .filter((s) => s.count > 0)
                  .map((s) => (
                    <Badge
                      key={s.status}
                      tone={s.status === 'proses' ? 'warning' : 'danger'}
                    >{`${s.label}: ${formatRupiah(s.total)}`}</Badge>
                  ))}
              </p>
            ) : null
          }
        >
          {openInvoices.items.map((i) => (
            <AttentionRow
              key={i.transactionId}
              primary={i.number}
              secondary={`${i.outlet} · ${i.periode ? monthLabel(i.periode) : reportTexts.invoiceExport.manualPeriode} · ${i.statusLabel}`}
              aside={<span className="font-semibold">{formatRupiah(i.remaining)}</span>}
            />
          ))}
        </AttentionCard>
      </div>

      {anyOrders ? (
        <DailyChart
          title={tp.perDayTitle}
          caption={tp.perDayCaption(label)}
          days={orders.perDay}
          label={reportTexts.value}
          kind="rupiah"
          value={(d) => d.value}
          text={(d) => `${formatRupiah(d.value)} (${reportTexts.orderCount(d.count)})`}
          empty={orders.count === 0 ? <p>{tp.noOrders}</p> : undefined}
        />
      ) : null}
    </div>
  );
}
