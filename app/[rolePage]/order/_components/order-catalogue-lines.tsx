'use client';

import type { UseFormReturn } from 'react-hook-form';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { LineCards, type LineSelect } from '@/components/lines/line-cards';
import {
  fullyAdded,
  nextLineOf,
  type EditorLine,
  type LineFormValues,
  type LineItems,
} from '@/components/lines/use-line-items';
import { linesTexts } from '@/lib/i18n/id/lines';
import type { OrderFormOptions } from './order-types';
import { catalogueCall } from '@/components/lines/catalogue-call';

type ProductOption = OrderFormOptions['products'][number];

interface Props<V extends LineFormValues> {
  form: UseFormReturn<V>;
  items: LineItems<EditorLine>;
  /** The outlet whose tier prices and offers the catalogue. */
  branchId: number;
  /** The delivery date, for what is left of each quota; none for a standing order. */
  deliveryDate?: string;
  products: ProductOption[];
  /** Names the search box and the cards (`<name>-product-search`, `<name>-line`). */
  name: string;
  /** A choice per line besides its quantity (a return's reason). */
  selects?: LineSelect<EditorLine>[];
}

/**
 * An outlet's order lines on the shared line editor: the outlet's own catalogue (the order form's
 * options call), one quantity per line, and a size for a product that has sizes (a product of
 * several sizes is added once per size). Change requests and standing orders use it.
 */
export function OrderCatalogueLines<V extends LineFormValues>({
  form,
  items,
  branchId,
  deliveryDate,
  products,
  name,
  selects,
}: Props<V>) {
  const date = deliveryDate ? `&deliveryDate=${deliveryDate}` : '';
  const searchCatalogue = catalogueCall(
    `/bff/api/transaction/order/create?branchId=${branchId}${date}`,
    (d: { options: OrderFormOptions }) => d.options.products,
  );
  return (
    <>
      <CatalogueSearch<ProductOption>
        id={`${name}-product-search`}
        initial={products}
        fetchResults={searchCatalogue}
        added={fullyAdded(items.values)}
        onAdd={(p) => {
          const next = nextLineOf(p, items.values);
          if (next) items.add({ productId: p.productId, title: p.title, unit: p.unit, ...next, qty: '' });
        }}
        detail={(p) => `${p.productId} · ${p.unit}`}
      />
      <LineCards
        form={form}
        items={items}
        testId={`${name}-line`}
        detail={(l) => `${l.productId}${l.unit ? ` · ${linesTexts.unit} ${l.unit}` : ''}`}
        inputs={[{ name: 'qty', label: (l) => `${linesTexts.qty}${l.unit ? ` (${l.unit})` : ''}` }]}
        selects={selects}
      />
    </>
  );
}
