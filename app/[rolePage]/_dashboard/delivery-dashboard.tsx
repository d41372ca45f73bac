import Link from 'next/link';
import type { DeliverySection } from '@/lib/api/schemas/report';
import { formatDate } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import { formatNumber, monthLabel } from '@/lib/i18n/id/report';
import type { RolePage } from '@/lib/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DailyChart } from './daily-chart';
import { screenLink } from './screen-link';

const td = reportTexts.delivery;

function DeliveryDay({
  title,
  day,
  link,
}: {
  title: string;
  day: DeliverySection['today'];
  link: { href: string; label: string } | null;
}) {
  const id = `delivery-${day.date}`;
  return (
    <Card aria-labelledby={id} className="flex flex-col">
      <CardHeader className="pb-3">
        <CardTitle id={id}>{`${title} · ${formatDate(day.date)}`}</CardTitle>
        <CardDescription>{td.summary(day.orderCount, day.outletCount)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 pt-3">
        {day.outlets.length === 0 ? (
          <p className="text-sm text-stone-600">{td.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm">
            {day.outlets.map((o) => (
              <li key={o.branchId} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium">{o.outlet}</p>
                  <p className="text-xs text-stone-600">{o.address ?? td.noAddress}</p>
                  {o.drivers.length > 0 ? (
                    <p className="text-xs text-stone-600">{td.drivers(o.drivers.join(', '))}</p>
                  ) : null}
                </div>
                <div className="shrink-0 text-right text-xs tabular-nums">
                  <p className="font-semibold">{td.orderCount(o.orderCount)}</p>
                  <p className="text-stone-600">
                    {o.quantities.map((q) => `${formatNumber(q.qty)} ${q.unit}`).join(', ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {day.outletCount > day.outlets.length ? (
          <p className="text-sm text-stone-600" data-testid="delivery-more">
            {td.moreOutlets(day.outletCount - day.outlets.length)}
          </p>
        ) : null}
        {link ? (
          <Link
            href={`${link.href}?date=${day.date}`}
            className="mt-auto text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >{`${link.label} · ${title}`}</Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Delivery: where to go today and tomorrow, and the month's deliveries per day. */
export function DeliveryDashboard({
  role,
  month,
  delivery,
}: {
  role: RolePage;
  month: string;
  delivery: DeliverySection;
}) {
  const link = screenLink(role, '/delivery', td.openDelivery);
  const label = monthLabel(month);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <DeliveryDay title={td.today} day={delivery.today} link={link} />
        <DeliveryDay title={td.tomorrow} day={delivery.tomorrow} link={link} />
      </div>
      <DailyChart
        title={td.perDayTitle}
        caption={td.perDayCaption(label)}
        days={delivery.perDay}
        label={reportTexts.orders}
        kind="number"
        value={(d) => d.count}
        text={(d) => reportTexts.orderCount(d.count)}
        empty={delivery.perDay.every((d) => d.count === 0) ? <p>{td.perDayEmpty}</p> : undefined}
        color="#8c4b1d"
      />
    </div>
  );
}
