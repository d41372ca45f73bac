import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { plainAmount, type InvoiceDetail } from './invoice-types';

const ti = t.invoice;

function rateLabel(label: string, value: string, type: string) {
  return type === 'persen' ? ti.rate(label, plainAmount(value)) : label;
}

function SummaryRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'text-base font-semibold' : 'text-stone-700'}>
      <th scope="row" className={`px-4 py-2 text-left ${strong ? 'font-semibold' : 'font-normal'}`}>
        {label}
      </th>
      <td className="hidden sm:table-cell" />
      <td className="hidden sm:table-cell" />
      <td className="whitespace-nowrap px-4 py-2 text-right" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}

/** The invoice's lines and its totals; at 390 px quantity and price go under the name. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{ti.lines}</caption>
      <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">
            {ti.product}
          </th>
          <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
            {ti.qty}
          </th>
          <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
            {ti.price}
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            {ti.subtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.items.map((line, i) => (
          <tr key={`${line.productId}-${line.title}-${i}`} className="border-b border-stone-100">
            <td className="px-4 py-3">
              <p className="font-medium">{line.title}</p>
              <p className="text-xs text-stone-500">{line.productId}</p>
              <p className="text-stone-700 sm:hidden">{`${line.qty} ${line.unit} × ${formatRupiah(line.price)}`}</p>
            </td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-right sm:table-cell">{`${line.qty} ${line.unit}`}</td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-right sm:table-cell">{formatRupiah(line.price)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right">{formatRupiah(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-stone-200">
        <SummaryRow label={ti.subtotal} value={formatRupiah(invoice.subtotal)} testId="invoice-subtotal" />
        <SummaryRow
          label={rateLabel(ti.discount, invoice.discount, invoice.discountType)}
          value={invoice.discountAmount ? `-${formatRupiah(invoice.discountAmount)}` : formatRupiah(0)}
          testId="invoice-discount"
        />
        <SummaryRow
          label={rateLabel(ti.tax, invoice.taxAmount, invoice.taxType)}
          value={formatRupiah(invoice.taxValue)}
          testId="invoice-tax"
        />
        <SummaryRow label={ti.total} value={formatRupiah(invoice.total)} testId="invoice-total" strong />
      </tfoot>
    </table>
  );
}
