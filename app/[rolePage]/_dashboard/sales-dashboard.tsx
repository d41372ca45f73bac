import Link from 'next/link';
import type { SalesSection } from '@/lib/api/schemas/report';
import { formatRupiah } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import { formatNumber, monthLabel } from '@/lib/i18n/id/report';
import { shiftMonth } from '@/lib/iso-dates';
import type { RolePage } from '@/lib/roles';
import { ChartFigure } from './chart-figure';
import { DailyChart } from './daily-chart';
import { LazyDonutChart, LazyRankingChart } from './lazy-charts';
import { screenLink } from './screen-link';
import { StatCard, StatGrid } from './stat-card';

const ts = reportTexts.sales;
/** Paid green, in process amber, unpaid red: the colours of the statuses' badges. */
const PART_COLORS: Record<string, string> = { lunas: '#15803d', proses: '#d97706', belum_bayar: '#b91c1c' };

type TextLink = { href: string; label: string } | null;

function EmptyWithLink({ text, links }: { text: string; links: TextLink[] }) {
  return (
    <div className="space-y-2">
      <p>{text}</p>
      {links.map((link) =>
        link ? (
          <Link
            key={link.href}
            href={link.href}
            className="block font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
        ) : null,
      )}
    </div>
  );
}

/** Owner, finance and viewer: the month's orders, invoices and best sellers. */
export function SalesDashboard({ role, month, sales }: { role: RolePage; month: string; sales: SalesSection }) {
  const label = monthLabel(month);
  const inv = sales.invoices;
  const parts = (['lunas', 'proses', 'belum_bayar'] as const).map((key) => ({
    key,
    name: ts.invoiceParts[key],
    value: key === 'lunas' ? inv.paid : key === 'proses' ? inv.inProcess : inv.unpaid,
    color: PART_COLORS[key],
  }));
  const orderLink = screenLink(role, '/order', ts.openOrders);
  const transactionLink = screenLink(role, '/transaction', ts.openTransactions);
  // A month's invoices are issued at its close: the month before is where the last ones are.
  const previous = shiftMonth(month, -1);
  const previousMonthLink = {
    href: `/${role}?month=${previous}`,
    label: ts.previousMonthInvoices(monthLabel(previous)),
  };
  return (
    <div className="space-y-6">
      <StatGrid label={reportTexts.intro(label)}>
        <StatCard
          label={ts.orderCount}
          value={formatNumber(sales.orders.count)}
          hint={ts.orderCountHint}
          testId="sales-order-count"
        />
        <StatCard label={ts.orderValue} rupiah={sales.orders.value} testId="sales-order-value" />
        <StatCard label={ts.invoiced} rupiah={inv.invoiced} hint={ts.invoicedHint(inv.count)} testId="sales-invoiced" />
        <StatCard label={ts.paid} rupiah={inv.paid} tone="success" testId="sales-paid" />
        <StatCard
          label={ts.outstanding}
          rupiah={inv.outstanding}
          hint={inv.inProcess > 0 ? ts.outstandingHint(formatRupiah(inv.inProcess)) : undefined}
          tone={inv.outstanding > 0 ? 'danger' : 'neutral'}
          testId="sales-outstanding"
        />
      </StatGrid>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DailyChart
            title={ts.perDayTitle}
            caption={ts.perDayCaption(label)}
            days={sales.perDay}
            label={reportTexts.value}
            kind="rupiah"
            value={(d) => d.value}
            text={(d) => `${formatRupiah(d.value)} (${reportTexts.orderCount(d.count)})`}
            empty={sales.orders.count === 0 ? <EmptyWithLink text={ts.noOrders} links={[orderLink]} /> : undefined}
          />
        </div>
        <ChartFigure
          title={ts.invoiceTitle}
          caption={ts.invoiceCaption(label)}
          columns={[reportTexts.status, reportTexts.value]}
          rows={parts.map((p) => [p.name, formatRupiah(p.value)])}
          empty={
            inv.count === 0 ? (
              <EmptyWithLink text={ts.noInvoices} links={[previousMonthLink, transactionLink]} />
            ) : undefined
          }
          footer={
            inv.count > 0 && transactionLink ? (
              <Link
                href={transactionLink.href}
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {transactionLink.label}
              </Link>
            ) : null
          }
        >
          <LazyDonutChart parts={parts.map(({ name, value, color }) => ({ name, value, color }))} kind="rupiah" />
        </ChartFigure>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title={ts.topProductsTitle}
          caption={ts.topProductsCaption}
          columns={[reportTexts.product, reportTexts.value]}
          rows={sales.topProducts.map((p) => [p.title, `${formatRupiah(p.value)} (${formatNumber(p.qty)} ${p.unit})`])}
          empty={sales.topProducts.length === 0 ? <p>{reportTexts.noData}</p> : undefined}
          height="h-56"
        >
          <LazyRankingChart
            rows={sales.topProducts.map((p) => ({ name: p.title, value: p.value }))}
            kind="rupiah"
            label={reportTexts.value}
          />
        </ChartFigure>
        <ChartFigure
          title={ts.topOutletsTitle}
          caption={ts.topOutletsCaption}
          columns={[reportTexts.outlet, reportTexts.value]}
          rows={sales.topOutlets.map((o) => [
            o.outlet,
            `${formatRupiah(o.value)} (${reportTexts.orderCount(o.orderCount)})`,
          ])}
          empty={sales.topOutlets.length === 0 ? <p>{reportTexts.noData}</p> : undefined}
          height="h-56"
        >
          <LazyRankingChart
            rows={sales.topOutlets.map((o) => ({ name: o.outlet, value: o.value }))}
            kind="rupiah"
            label={reportTexts.value}
            color="#b06221"
          />
        </ChartFigure>
      </div>
    </div>
  );
}
