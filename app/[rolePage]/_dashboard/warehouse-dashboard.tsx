import Link from 'next/link';
import type { WarehouseSection } from '@/lib/api/schemas/report';
import { formatDate, formatQuantity, formatRupiah } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import { monthLabel } from '@/lib/i18n/id/report';
import type { RolePage } from '@/lib/roles';
import { AttentionCard, AttentionRow } from './attention-card';
import { PendingProductionsCard } from './pending-productions-card';
import { ChartFigure } from './chart-figure';
import { LazyRankingChart } from './lazy-charts';
import { screenLink } from './screen-link';
import { StatCard, StatGrid } from './stat-card';

const tw = reportTexts.warehouse;

function dueText(p: WarehouseSection['payments']['items'][number]): string {
  if (!p.paymentDueOn) return tw.noDueDate;
  return p.isOverdue ? `${tw.overdue}: ${formatDate(p.paymentDueOn)}` : tw.dueOn(formatDate(p.paymentDueOn));
}

/** Warehouse: what needs doing now (stock, batches, deliveries, payments) and the month's spend. */
export function WarehouseDashboard({
  role,
  month,
  warehouse: w,
}: {
  role: RolePage;
  month: string;
  warehouse: WarehouseSection;
}) {
  const label = monthLabel(month);
  const procurementsLink = screenLink(role, '/procurements', tw.links.procurements);
  const suppliersLink = screenLink(role, '/suppliers', tw.links.suppliers);
  return (
    <div className="space-y-6">
      <section aria-labelledby="perhatian" className="space-y-3">
        <h2 id="perhatian" className="text-lg font-semibold">
          {tw.attention}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <AttentionCard
            title={tw.lowStockTitle}
            count={w.lowStock.count}
            empty={tw.lowStockEmpty}
            link={screenLink(role, '/inventory', tw.links.inventory)}
            summary={
              <p className="text-xs text-stone-600">
                {tw.lowStockRule(w.lowStock.rule.finishedGoods, w.lowStock.rule.rawMaterials)}
              </p>
            }
          >
            {w.lowStock.items.map((p) => (
              <AttentionRow
                key={p.productId}
                primary={`${p.productId} · ${p.title}`}
                secondary={p.demand > 0 ? tw.demand(formatQuantity(p.demand)) : reportTexts.typeNames[p.type]}
                aside={
                  <span className={p.stock === 0 ? 'font-semibold text-red-800' : 'font-semibold text-amber-800'}>
                    {tw.stockOf(formatQuantity(p.stock), p.unit)}
                  </span>
                }
              />
            ))}
          </AttentionCard>
          <PendingProductionsCard
            title={tw.pendingProductionsTitle}
            empty={tw.pendingProductionsEmpty}
            pending={w.pendingProductions}
            link={screenLink(role, '/productions', tw.links.productions)}
          />
          <AttentionCard
            title={tw.toReceiveTitle}
            count={w.toReceive.count}
            empty={tw.toReceiveEmpty}
            link={procurementsLink}
            summary={w.toReceive.count > 0 ? <p className="text-sm">{formatRupiah(w.toReceive.total)}</p> : null}
          >
            {w.toReceive.items.map((p) => (
              <AttentionRow
                key={p.procurementId}
                primary={p.number}
                secondary={`${p.supplier} · ${formatDate(p.createdAt)}`}
                aside={formatRupiah(p.total)}
              />
            ))}
          </AttentionCard>
          <AttentionCard
            title={tw.paymentsTitle}
            count={w.payments.count}
            empty={tw.paymentsEmpty}
            link={procurementsLink}
            summary={
              w.payments.count > 0 ? (
                <p className="text-sm">
                  {tw.unpaidTotal}: <span className="font-semibold">{formatRupiah(w.payments.total)}</span>
                  {w.payments.overdueCount > 0 ? (
                    <span className="block text-xs font-medium text-red-800">{`${tw.overdueTotal(w.payments.overdueCount)}: ${formatRupiah(w.payments.overdueTotal)}`}</span>
                  ) : null}
                </p>
              ) : null
            }
          >
            {w.payments.items.map((p) => (
              <AttentionRow
                key={p.procurementId}
                primary={p.number}
                secondary={`${p.supplier} · ${dueText(p)}`}
                tone={p.isOverdue ? 'danger' : undefined}
                aside={formatRupiah(p.total)}
              />
            ))}
          </AttentionCard>
        </div>
      </section>

      <section aria-labelledby="belanja" className="space-y-3">
        <h2 id="belanja" className="text-lg font-semibold">{`${tw.spendTitle} · ${label}`}</h2>
        <StatGrid label={tw.spendTitle}>
          <StatCard
            label={tw.spendOrdered}
            rupiah={w.spend.ordered.total}
            hint={tw.spendCount(w.spend.ordered.count)}
            testId="spend-ordered"
          />
          <StatCard
            label={tw.spendPaid}
            rupiah={w.spend.paid.total}
            hint={tw.spendCount(w.spend.paid.count)}
            tone="success"
            testId="spend-paid"
          />
        </StatGrid>
        <ChartFigure
          title={tw.bySupplierTitle}
          caption={tw.bySupplierCaption(label)}
          columns={[reportTexts.supplier, reportTexts.value]}
          rows={w.spend.bySupplier.map((s) => [s.supplier, formatRupiah(s.total)])}
          empty={w.spend.bySupplier.length === 0 ? <p>{tw.bySupplierEmpty}</p> : undefined}
          height="h-56"
          footer={
            suppliersLink ? (
              <Link
                href={suppliersLink.href}
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {suppliersLink.label}
              </Link>
            ) : null
          }
        >
          <LazyRankingChart
            rows={w.spend.bySupplier.map((s) => ({ name: s.supplier, value: s.total }))}
            kind="rupiah"
            label={reportTexts.value}
          />
        </ChartFigure>
      </section>
    </div>
  );
}
