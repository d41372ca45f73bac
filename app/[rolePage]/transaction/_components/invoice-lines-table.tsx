import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import { formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { plainAmount, type InvoiceDetail } from './invoice-types';

const ti = t.invoice;
const WIDE = 'hidden sm:table-cell';

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
    <Table caption={ti.lines}>
      <TableHead>
        <tr>
          <HeadCell>{ti.product}</HeadCell>
          <HeadCell numeric className={WIDE}>
            {ti.qty}
          </HeadCell>
          <HeadCell numeric className={WIDE}>
            {ti.price}
          </HeadCell>
          <HeadCell numeric>{ti.subtotal}</HeadCell>
        </tr>
      </TableHead>
      <tbody>
        {invoice.items.map((line, i) => (
          <Row key={`${line.productId}-${line.title}-${i}`} className="last:border-b">
            <Cell>
              <p className="font-medium">{line.title}</p>
              <p className="text-xs text-stone-500">{line.productId}</p>
              <p className="text-stone-700 sm:hidden">{`${line.qty} ${line.unit} × ${formatRupiah(line.price)}`}</p>
            </Cell>
            <Cell numeric className={WIDE}>{`${line.qty} ${line.unit}`}</Cell>
            <Cell numeric className={WIDE}>
              {formatRupiah(line.price)}
            </Cell>
            <Cell numeric>{formatRupiah(line.subtotal)}</Cell>
          </Row>
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
    </Table>
  );
}
