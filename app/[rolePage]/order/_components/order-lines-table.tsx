import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import type { OrderLine } from './order-types';

/** The order's lines: size, quantity (with the ordered quantity when an adjustment changed it), price, subtotal. */
export function OrderLinesTable({ items, total }: { items: OrderLine[]; total: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.order.items}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {t.order.items}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {t.order.size}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
              {t.order.qty}
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell sm:px-4">
              {t.order.price}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
              {t.order.subtotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr key={`${line.productId}-${line.notes ?? ''}`} className="border-b border-stone-100 last:border-0">
              <td className="px-3 py-3 sm:px-4">
                <p className="font-medium">{line.title}</p>
                <p className="text-xs text-stone-500">
                  {line.productId}
                  <span className="sm:hidden"> · {formatRupiah(line.price)}</span>
                </p>
              </td>
              <td className="px-3 py-3 sm:px-4">{line.notes ?? t.order.noSize}</td>
              <td className="whitespace-nowrap px-3 py-3 sm:px-4 text-right tabular-nums">
                {line.qty} {line.unit}
                {line.orderedQty !== line.qty ? (
                  <span className="block text-xs text-amber-800">{t.order.orderedWas(line.orderedQty)}</span>
                ) : null}
              </td>
              <td className="hidden whitespace-nowrap px-3 py-3 text-right tabular-nums sm:table-cell sm:px-4">
                {formatRupiah(line.price)}
              </td>
              <td className="whitespace-nowrap px-3 py-3 sm:px-4 text-right tabular-nums">
                {formatRupiah(line.subtotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex items-center justify-between border-t border-stone-200 bg-stone-50 px-3 py-3 sm:px-4">
        <span className="font-semibold">{t.order.total}</span>
        <span className="text-base font-bold tabular-nums" data-testid="order-detail-total">
          {formatRupiah(total)}
        </span>
      </div>
    </div>
  );
}
