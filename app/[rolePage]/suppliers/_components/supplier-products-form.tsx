'use client';

import { catalogueLine } from '@/components/lines/catalogue-call';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { LineCards } from '@/components/lines/line-cards';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { SectionCard } from '@/components/ui/card';
import type { ProductOption } from '@/lib/api/schemas/procurement';
import { supplierProductsBody, type SupplierProduct } from '@/lib/api/schemas/supplier';
import { useBffAction } from '@/lib/client/use-bff-action';
import { listTexts } from '@/lib/i18n/id/list';
import { supplierTexts } from '@/lib/i18n/id/supplier';
import type { RolePage } from '@/lib/roles';
import { searchProcurementCatalogue } from '../../procurements/_components/procurement-catalogue';

const ts = supplierTexts;

interface SoldLine extends EditorLine {
  price: string;
  leadDays: string;
  /** 'true' when preferred; empty (the select's "Tidak") when not. */
  preferred: 'true' | '' | null;
}

interface Values {
  items: SoldLine[];
}

/** The API's own line schema, under the line editor's `items`. */
const formSchema = z.object({ items: supplierProductsBody.shape.products });

/** The select's empty choice is "Tidak". */
const PREFERRED = [{ value: 'true', label: listTexts.yes }] as const;

/**
 * What the supplier sells (DOMAIN 16): price, lead time and whether it is the product's preferred
 * supplier, whose shortfalls the production plan proposes to buy here.
 */
export function SupplierProductsForm({
  role,
  supplierId,
  products,
  initialOptions,
}: {
  role: RolePage;
  supplierId: number;
  products: SupplierProduct[];
  initialOptions: ProductOption[];
}) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(formSchema) as unknown as Resolver<Values>,
    defaultValues: {
      items: products.map((p) => ({
        productId: p.productId,
        title: p.title,
        unit: p.unit,
        qty: '',
        price: String(p.price),
        leadDays: String(p.leadDays),
        preferred: p.preferred ? 'true' : '',
      })),
    },
  });
  const items = useLineItems(form);

  function add(o: ProductOption) {
    items.add({ ...catalogueLine(o), qty: '', price: '', leadDays: '1', preferred: 'true' });
    requestAnimationFrame(() => document.getElementById(`line-${o.productId}-price`)?.focus());
  }

  async function onSubmit() {
    const lines = form.getValues().items;
    await run(
      `/bff/api/supplier/update-products/${supplierId}`,
      {
        method: 'PUT',
        body: {
          products: lines.map((l) => ({
            productId: l.productId,
            price: l.price,
            leadDays: l.leadDays,
            preferred: l.preferred === 'true',
          })),
        },
      },
      {
        // The API names the lines `products`; the editor keeps them under `items`.
        form: {
          setError: (name, error) => form.setError(name.replace(/^products\./, 'items.') as never, error),
          getValues: () => ({ products: form.getValues().items }),
        },
        fields: ['products'],
        success: ts.productsSaved,
      },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="space-y-4">
      <SectionCard title={ts.productsTitle} description={ts.productsIntro} contentClassName="space-y-4">
        <CatalogueSearch<ProductOption>
          id="supplier-product-search"
          label={ts.productSearch}
          initial={initialOptions}
          fetchResults={searchProcurementCatalogue}
          added={items.added}
          onAdd={add}
          detail={(o) => `${o.productId} · ${o.productUnit}`}
        />
        <LineCards
          form={form}
          items={items}
          testId="supplier-product-line"
          empty={ts.productsEmpty}
          detail={(l) => `${l.productId} · ${l.unit}`}
          inputs={[
            { name: 'price', label: (l) => `${ts.productPrice} (${l.unit})` },
            { name: 'leadDays', label: () => ts.leadDays },
          ]}
          selects={[{ name: 'preferred', label: () => ts.preferred, options: PREFERRED, placeholder: listTexts.no }]}
        />
      </SectionCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={`/${role}/suppliers`} submitLabel={ts.productsSave} />
    </ValidatedForm>
  );
}
