import { PriceCells } from '@/components/data-table/priced-lines-table';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import { formatRupiah } from '@/lib/i18n/format';
import { orderTexts } from '@/lib/i18n/id/order';
import type { OrderLine } from './order-types';

const WIDE = 'hidden sm:table-cell';

/** The order's lines: size, quantity (with the ordered quantity when an adjustment changed it), price, subtotal. */
export function OrderLinesTable({ items, total }: { items: OrderLine[]; total: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <Table caption={orderTexts.items}>
        <TableHead>
          <tr>
            <HeadCell>{orderTexts.items}</HeadCell>
            <HeadCell>{orderTexts.size}</HeadCell>
            <HeadCell numeric>{orderTexts.qty}</HeadCell>
            <HeadCell numeric className={WIDE}>
              {orderTexts.price}
            </HeadCell>
            <HeadCell numeric>{orderTexts.subtotal}</HeadCell>
          </tr>
        </TableHead>
        <tbody>
          {items.map((line) => (
            <Row key={`${line.productId}-${line.notes ?? ''}`}>
              <Cell>
                <p className="font-medium">{line.title}</p>
                <p className="text-xs text-stone-500">
                  {line.productId}
                  <span className="sm:hidden"> · {formatRupiah(line.price)}</span>
                </p>
              </Cell>
              <Cell>{line.notes ?? orderTexts.noSize}</Cell>
              <Cell numeric>
                {line.qty} {line.unit}
                {line.orderedQty !== line.qty ? (
                  <span className="block text-xs text-amber-800">{orderTexts.orderedWas(line.orderedQty)}</span>
                ) : null}
              </Cell>
              <PriceCells line={line} />
            </Row>
          ))}
        </tbody>
      </Table>
      <div className="flex items-center justify-between border-t border-stone-200 bg-stone-50 px-4 py-3">
        <span className="font-semibold">{orderTexts.total}</span>
        <span className="text-base font-bold tabular-nums" data-testid="order-detail-total">
          {formatRupiah(total)}
        </span>
      </div>
    </div>
  );
}
