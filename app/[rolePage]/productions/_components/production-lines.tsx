import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import type { ProductionDetailLine } from '@/lib/api/schemas/production';
import { formatQuantity } from '@/lib/i18n/format';
import { linesTexts } from '@/lib/i18n/id/lines';
import { productionTexts } from '@/lib/i18n/id/production';

interface Props {
  title: string;
  hint: string;
  empty: string;
  lines: ProductionDetailLine[];
  /** Before approval: flag what the stock would not cover, with what the batch itself makes first. */
  warnShort?: boolean;
  /** The batch's made lines: a cream made and used in one batch is there when it is used. */
  madeFirst?: ProductionDetailLine[];
}

/** One side of a batch (Dihasilkan or Dipakai) with each product's stock now. */
export function ProductionLines({ title, hint, empty, lines, warnShort = false, madeFirst = [] }: Props) {
  const made = new Map<string, number>();
  for (const l of madeFirst) made.set(l.productId, (made.get(l.productId) ?? 0) + l.qty);
  return (
    <SectionCard title={title} description={hint}>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table caption={title}>
            <TableHead className="bg-transparent">
              <tr>
                <HeadCell className="pl-0">{productionTexts.product}</HeadCell>
                <HeadCell numeric>{productionTexts.qty}</HeadCell>
                <HeadCell numeric className="pr-0">
                  {productionTexts.stockNow}
                </HeadCell>
              </tr>
            </TableHead>
            <tbody>
              {lines.map((line) => (
                <Row key={`${line.productId}-${line.size ?? ''}`}>
                  <Cell className="pl-0">
                    <p className="font-medium">{line.title}</p>
                    <p className="text-xs text-stone-500">
                      {line.productId}
                      {line.size ? ` · ${linesTexts.sizeLabel(line.size)}` : null}
                    </p>
                  </Cell>
                  <Cell numeric>
                    {formatQuantity(line.qty)} {line.unit}
                  </Cell>
                  <Cell numeric className="pr-0">
                    {formatQuantity(line.stock)} {line.unit}
                    {warnShort && line.stock + (made.get(line.productId) ?? 0) < line.qty ? (
                      <Badge tone="danger" className="ml-2">
                        {productionTexts.stockShort}
                      </Badge>
                    ) : null}
                  </Cell>
                </Row>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
