import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import type { StockLot } from '@/lib/api/schemas/stock';
import { formatQuantity } from '@/lib/i18n/format';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { linesTexts } from '@/lib/i18n/id/lines';
import { longDate } from '@/lib/i18n/id/dates';

const tone = { baik: 'success', segera: 'warning', kedaluwarsa: 'danger' } as const;

/** A tracked product's lots (DOMAIN 15), oldest expiry first: what orders take next. */
export function LotsCard({ lots, unit }: { lots: StockLot[]; unit: string }) {
  if (lots.length === 0) return null;
  const tl = inventoryTexts.lots;
  const withSizes = lots.some((lot) => lot.size !== null);
  return (
    <SectionCard title={tl.title}>
      <Table caption={tl.title}>
        <TableHead className="bg-transparent">
          <tr>
            <HeadCell className="pl-0">{tl.productionDate}</HeadCell>
            <HeadCell>{tl.bestBefore}</HeadCell>
            {withSizes ? <HeadCell>{inventoryTexts.size}</HeadCell> : null}
            <HeadCell numeric>{tl.qty}</HeadCell>
            <HeadCell className="pr-0">{tl.status}</HeadCell>
          </tr>
        </TableHead>
        <tbody>
          {lots.map((lot) => (
            <Row key={lot.lotId} data-testid="stock-lot">
              <Cell className="pl-0">{longDate(lot.productionDate)}</Cell>
              <Cell>{longDate(lot.expiresOn)}</Cell>
              {withSizes ? <Cell>{lot.size ?? linesTexts.withoutSize}</Cell> : null}
              <Cell numeric>{`${formatQuantity(lot.qty)} ${unit}`}</Cell>
              <Cell className="pr-0">
                <Badge tone={tone[lot.status]}>{lot.statusLabel}</Badge>
              </Cell>
            </Row>
          ))}
        </tbody>
      </Table>
    </SectionCard>
  );
}
