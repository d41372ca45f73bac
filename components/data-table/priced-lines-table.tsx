import type { ReactNode } from 'react';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import { formatQuantity, formatRupiah } from '@/lib/i18n/format';
import { linesTexts } from '@/lib/i18n/id/lines';

const tl = linesTexts;
const WIDE = 'hidden sm:table-cell';

export interface PricedLine {
  productId: string;
  title: string;
  qty: number | string;
  unit: string;
  price: number;
  subtotal: number;
}

/**
 * A document's lines with their prices (a procurement, an invoice) and its totals under them
 * (`TotalRow`s). At 390 px there is no room for four columns: quantity and price go under the name.
 */
export function PricedLinesTable({
  caption,
  lines,
  children,
}: {
  caption: string;
  lines: PricedLine[];
  /** The totals: TotalRow elements. */
  children: ReactNode;
}) {
  return (
    <Table caption={caption}>
      <TableHead>
        <tr>
          <HeadCell>{tl.product}</HeadCell>
          <HeadCell numeric className={WIDE}>
            {tl.qty}
          </HeadCell>
          <HeadCell numeric className={WIDE}>
            {tl.price}
          </HeadCell>
          <HeadCell numeric>{tl.subtotal}</HeadCell>
        </tr>
      </TableHead>
      <tbody>
        {lines.map((line, i) => (
          <Row key={`${line.productId}-${line.title}-${i}`} className="last:border-b">
            <Cell>
              <p className="font-medium">{line.title}</p>
              <p className="text-xs text-stone-500">{line.productId}</p>
              <p className="text-stone-700 sm:hidden">{`${formatQuantity(line.qty)} ${line.unit} × ${formatRupiah(line.price)}`}</p>
            </Cell>
            <Cell numeric className={WIDE}>{`${formatQuantity(line.qty)} ${line.unit}`}</Cell>
            <PriceCells line={line} />
          </Row>
        ))}
      </tbody>
      <tfoot className="border-t border-stone-200">{children}</tfoot>
    </Table>
  );
}

/** A priced line's last cells: its price (wide screens only, a phone reads it under the name) and its subtotal. */
export function PriceCells({ line }: { line: { price: number; subtotal: number } }) {
  return (
    <>
      <Cell numeric className={WIDE}>
        {formatRupiah(line.price)}
      </Cell>
      <Cell numeric>{formatRupiah(line.subtotal)}</Cell>
    </>
  );
}

/** A total under the lines: its label as the row's header, the amount in the subtotal column. */
export function TotalRow({
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
      <td className={WIDE} />
      <td className={WIDE} />
      <td className="whitespace-nowrap px-4 py-2 text-right" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}
