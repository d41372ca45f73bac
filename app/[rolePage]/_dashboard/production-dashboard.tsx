import type { ProductionSection } from '@/lib/api/schemas/report';
import { formatDate, formatRupiah } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import { formatNumber, monthLabel } from '@/lib/i18n/id/report';
import type { RolePage } from '@/lib/roles';
import Link from 'next/link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Cell, HeadRow, Row, RowHead, Table } from '@/components/ui/table';
import { AttentionCard, AttentionRow } from './attention-card';
import { PendingProductionsCard } from './pending-productions-card';
import { DailyChart } from './daily-chart';
import { screenLink } from './screen-link';

const tp = reportTexts.production;

/** Production: the bake list for the next delivery date, batches waiting, orders to confirm. */
export function ProductionDashboard({
  role,
  month,
  production: p,
}: {
  role: RolePage;
  month: string;
  production: ProductionSection;
}) {
  const label = monthLabel(month);
  const productionsLink = screenLink(role, '/productions', tp.openProductions);
  const orderLink = screenLink(role, '/order', tp.openOrders);
  return (
    <div className="space-y-6">
      <Card aria-labelledby="bake-title">
        <CardHeader className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1">
            <CardTitle id="bake-title">{tp.bakeTitle}</CardTitle>
            {p.nextDeliveryDate ? (
              <CardDescription>
                {tp.bakeFor(formatDate(p.nextDeliveryDate))} · {tp.bakeSummary(p.bake.orderCount, p.bake.outletCount)}
              </CardDescription>
            ) : null}
          </div>
          {productionsLink ? (
            <Link
              href={productionsLink.href}
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {productionsLink.label}
            </Link>
          ) : null}
        </CardHeader>
        <CardContent>
          {p.bake.items.length === 0 ? (
            <p className="text-sm text-stone-600">{tp.bakeEmpty}</p>
          ) : (
            <div className="overflow-x-auto">
              <Table
                caption={p.nextDeliveryDate ? tp.bakeFor(formatDate(p.nextDeliveryDate)) : tp.bakeTitle}
                data-testid="bake-list"
              >
                <HeadRow
                  dense
                  className="border-stone-200 text-sm normal-case tracking-normal"
                  cellClassName="font-medium"
                  columns={[reportTexts.product, tp.size, { label: reportTexts.qty, numeric: true }]}
                />
                <tbody>
                  {p.bake.items.map((i) => (
                    <Row key={`${i.productId}|${i.size ?? ''}`} className="last:border-b">
                      <RowHead dense>
                        <span className="text-stone-500">{i.productId}</span> {i.title}
                      </RowHead>
                      <Cell dense>{i.size ?? '–'}</Cell>
                      <Cell dense numeric className="font-semibold">{`${formatNumber(i.qty)} ${i.unit}`}</Cell>
                    </Row>
                  ))}
                </tbody>
                <tfoot>
                  {p.bake.totals.map((total) => (
                    <tr key={total.unit}>
                      <RowHead dense colSpan={2} className="font-bold">
                        {reportTexts.totalOfUnit(total.unit)}
                      </RowHead>
                      <Cell dense numeric className="font-bold">{`${formatNumber(total.qty)} ${total.unit}`}</Cell>
                    </tr>
                  ))}
                </tfoot>
              </Table>
            </div>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <AttentionCard
          title={tp.awaitingTitle}
          count={p.awaitingConfirmation.count}
          empty={tp.awaitingEmpty}
          link={orderLink}
        >
          {p.awaitingConfirmation.items.map((o) => (
            <AttentionRow
              key={o.transactionOrderId}
              primary={o.outlet}
              secondary={`${o.number} · ${formatDate(o.deliveryDate)}`}
              aside={formatRupiah(o.total)}
            />
          ))}
        </AttentionCard>
        <PendingProductionsCard
          title={tp.pendingProductionsTitle}
          empty={tp.pendingProductionsEmpty}
          pending={p.pendingProductions}
          link={productionsLink}
        />
      </div>

      <DailyChart
        title={tp.perDayTitle}
        caption={tp.perDayCaption(label)}
        days={p.perDay}
        label={tp.perDayLines}
        kind="number"
        value={(d) => d.lines}
        text={(d) => `${formatNumber(d.lines)} (${reportTexts.orderCount(d.count)})`}
        empty={p.perDay.every((d) => d.count === 0) ? <p>{tp.perDayEmpty}</p> : undefined}
      />
    </div>
  );
}
