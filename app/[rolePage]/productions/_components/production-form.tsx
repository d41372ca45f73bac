'use client';

import { catalogueLine } from '@/components/lines/catalogue-call';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { TextField } from '@/components/form/text-field';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { LineCards, type LineSelect } from '@/components/lines/line-cards';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { Badge } from '@/components/ui/badge';
import { FormActions } from '@/components/form/form-actions';
import { FormAlert } from '@/components/form/form-alert';
import { SectionCard, ContentCard } from '@/components/ui/card';
import type { ProductTypeKey } from '@/lib/api/schemas/product';
import {
  productionBody,
  type ProductionDetail,
  type ProductionDirection,
  type ProductionProductOption,
} from '@/lib/api/schemas/production';
import { formatQuantity } from '@/lib/i18n/format';
import { useBffAction } from '@/lib/client/use-bff-action';
import { errorsTexts } from '@/lib/i18n/id/core';
import { linesTexts } from '@/lib/i18n/id/lines';
import { listTexts } from '@/lib/i18n/id/list';
import { productionTexts } from '@/lib/i18n/id/production';
import type { RolePage } from '@/lib/roles';
import { searchProductionCatalogue } from './production-catalogue';

const tl = linesTexts;

interface ProductionLine extends EditorLine {
  type: ProductTypeKey;
  /** Made (in) or used (out); a semi-finished good from the plan may stand once each way. */
  direction: ProductionDirection;
  stock: number;
}

interface Values {
  notes: string;
  productionDate: string;
  items: ProductionLine[];
}

const directionBadge = (direction: ProductionDirection) => (
  <Badge tone={direction === 'in' ? 'success' : 'neutral'}>
    {direction === 'in' ? productionTexts.produced : productionTexts.consumed}
  </Badge>
);

/** A semi-finished good (cream, dough) is made in one batch and used in another: the line says which. */
const DIRECTION_SELECT: LineSelect<ProductionLine> = {
  name: 'direction',
  label: () => productionTexts.direction,
  options: [
    { value: 'in', label: productionTexts.produced },
    { value: 'out', label: productionTexts.consumed },
  ],
  when: (line) => line.type === 'setengah_jadi',
};

/** What a product added from the search does in the batch: raw materials are used, the rest made. */
const directionOf = (type: ProductTypeKey): ProductionDirection => (type === 'bahan_baku' ? 'out' : 'in');

/**
 * Spec 5 "Production form": products are added from a search; each line needs a quantity, checked
 * by the API's own schema before anything is sent ("Data belum lengkap."). With no lines the
 * server's refusal ("Data produksi tidak boleh kosong.") is shown; its field errors come back to their lines.
 */
export function ProductionForm({
  role,
  initialOptions,
  production,
  today,
}: {
  role: RolePage;
  initialOptions: ProductionProductOption[];
  production?: ProductionDetail;
  /** Today (WIB): a new batch's production date, and the latest one allowed. */
  today: string;
}) {
  const { run } = useBffAction();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(productionBody) as unknown as Resolver<Values>,
    defaultValues: {
      notes: production?.notes ?? '',
      productionDate: production ? (production.productionDate ?? '') : today,
      items: (production?.items ?? []).map((l) => ({
        productId: l.productId,
        title: l.title,
        unit: l.unit,
        type: l.type,
        direction: l.direction,
        stock: l.stock,
        size: l.size,
        qty: formatQuantity(l.qty),
      })),
    },
  });
  const items = useLineItems(form);
  const backHref = production ? `/${role}/productions/${production.productionId}` : `/${role}/productions`;

  function addLine(o: ProductionProductOption) {
    items.add({
      ...catalogueLine(o),
      type: o.productTypeKey,
      direction: directionOf(o.productTypeKey),
      stock: o.stock,
      qty: '',
    });
    setFormError(null);
    // The quantity is what comes next; its input exists after this render.
    requestAnimationFrame(() => document.getElementById(`line-${o.productId}-qty`)?.focus());
  }

  async function onSubmit() {
    const { notes, productionDate, items: lines } = form.getValues();
    setFormError(null);
    await run<ProductionDetail>(
      production ? `/bff/api/production/update/${production.productionId}` : '/bff/api/production/store',
      {
        method: production ? 'PUT' : 'POST',
        body: {
          notes,
          productionDate,
          items: lines.map((l) => ({
            productId: l.productId,
            qty: l.qty,
            unit: l.unit,
            type: l.type,
            direction: l.direction,
            // A line the plan made per size keeps its size; one added here is without a size.
            size: l.size ?? null,
          })),
        },
      },
      {
        form,
        success: production ? productionTexts.updated : productionTexts.created,
        then: { push: (saved) => `/${role}/productions/${saved.productionId}` },
        onRefused: (refusal) => setFormError(refusal.message),
      },
    );
  }

  function onInvalid() {
    setFormError(errorsTexts.incomplete);
    toast.warning(errorsTexts.incomplete);
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-6" noValidate>
      <ContentCard>
        <CatalogueSearch<ProductionProductOption>
          id="production-product-search"
          label={productionTexts.productSearch}
          initial={initialOptions}
          fetchResults={searchProductionCatalogue}
          added={items.added}
          onAdd={addLine}
          detail={(o) => `${o.productId} · ${tl.stock} ${formatQuantity(o.stock)} ${o.productUnit}`}
          badge={(o) => directionBadge(directionOf(o.productTypeKey))}
        />
      </ContentCard>

      <SectionCard title={productionTexts.items}>
        <LineCards
          form={form}
          items={items}
          testId="production-line"
          empty={productionTexts.noLines}
          detail={(l) =>
            [l.productId, l.size ? tl.sizeLabel(l.size) : null, `${tl.stock} ${formatQuantity(l.stock)} ${l.unit}`]
              .filter(Boolean)
              .join(' · ')
          }
          badge={(l) => directionBadge(l.direction)}
          inputs={[{ name: 'qty', label: (l) => `${tl.qty} (${l.unit})`, inputMode: 'decimal' }]}
          selects={[DIRECTION_SELECT]}
        />
      </SectionCard>

      <ContentCard columns>
        <TextField
          form={form}
          name="productionDate"
          id="production-date"
          type="date"
          max={today}
          label={productionTexts.productionDate}
          hint={productionTexts.productionDateHint}
        />
        <TextField
          form={form}
          name="notes"
          id="production-notes"
          label={`${productionTexts.notes} ${listTexts.optional}`}
          hint={productionTexts.notesHint}
          maxLength={500}
        />
      </ContentCard>

      <FormAlert message={formError} />

      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} />
    </form>
  );
}
