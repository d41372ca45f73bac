import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ProductionDetailLine } from '@/lib/api/schemas/production';
import { t } from '@/lib/i18n/id';

interface Props {
  title: string;
  hint: string;
  empty: string;
  lines: ProductionDetailLine[];
  /** Before approval: flag raw materials whose stock would not cover the batch. */
  warnShort?: boolean;
}

/** One side of a batch (Dihasilkan or Dipakai) with each product's stock now. */
export function ProductionLines({ title, hint, empty, lines, warnShort = false }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <p className="text-sm text-stone-600">{empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t.production.product}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t.production.qty}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t.production.stockNow}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.productId} className="border-b border-stone-100 last:border-0">
                    <td className="py-2 pr-3">
                      <p className="font-medium">{line.title}</p>
                      <p className="text-xs text-stone-500">{line.productId}</p>
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right">
                      {line.qty} {line.unit}
                    </td>
                    <td className="whitespace-nowrap py-2 text-right">
                      {line.stock} {line.unit}
                      {warnShort && line.stock < line.qty ? (
                        <Badge tone="danger" className="ml-2">
                          {t.production.stockShort}
                        </Badge>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
