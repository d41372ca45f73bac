import { PricedLinesTable, TotalRow } from '@/components/data-table/priced-lines-table';
import { formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { plainAmount, type InvoiceDetail } from './invoice-types';

const ti = invoiceTexts;

function rateLabel(label: string, value: string, type: string) {
  return type === 'persen' ? ti.rate(label, plainAmount(value)) : label;
}

/** The invoice's lines and its totals; at 390 px quantity and price go under the name. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <PricedLinesTable caption={ti.lines} lines={invoice.items}>
      <TotalRow label={ti.subtotal} value={formatRupiah(invoice.subtotal)} testId="invoice-subtotal" />
      <TotalRow
        label={rateLabel(ti.discount, invoice.discount, invoice.discountType)}
        value={invoice.discountAmount ? `-${formatRupiah(invoice.discountAmount)}` : formatRupiah(0)}
        testId="invoice-discount"
      />
      <TotalRow
        label={rateLabel(ti.tax, invoice.taxAmount, invoice.taxType)}
        value={formatRupiah(invoice.taxValue)}
        testId="invoice-tax"
      />
      <TotalRow label={ti.total} value={formatRupiah(invoice.total)} testId="invoice-total" strong />
    </PricedLinesTable>
  );
}
