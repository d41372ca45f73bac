'use client';

import { catalogueLine } from '@/components/lines/catalogue-call';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { LineCards } from '@/components/lines/line-cards';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { SectionCard, ContentCard } from '@/components/ui/card';
import type { ProductTypeKey } from '@/lib/api/schemas/product';
import type { ProductionProductOption } from '@/lib/api/schemas/production';
import { recipeBody, type RecipeDetail } from '@/lib/api/schemas/recipe';
import { useBffAction } from '@/lib/client/use-bff-action';
import { formatQuantity } from '@/lib/i18n/format';
import { productionTexts } from '@/lib/i18n/id/production';
import { recipeTexts } from '@/lib/i18n/id/recipes';
import { dialogTexts } from '@/lib/i18n/id/shell';
import type { RolePage } from '@/lib/roles';
import { searchProductionCatalogue } from '../../_components/production-catalogue';

const tr = recipeTexts;

interface IngredientLine extends EditorLine {
  type: ProductTypeKey;
  hasRecipe: boolean;
}

interface Values {
  batchYield: string;
  lossPercent: string;
  items: IngredientLine[];
}

const typeBadge = (type: ProductTypeKey) => <Badge tone="neutral">{productionTexts.typeNames[type]}</Badge>;

/**
 * The recipe form (DOMAIN 15): a batch's yield and expected loss, and its ingredients from the
 * catalogue search on the shared line editor; quantities in the ingredient's unit with a decimal
 * comma ("2,5"). The API's body schema checks it here and again on the server.
 */
export function RecipeForm({
  role,
  recipe,
  initialOptions,
}: {
  role: RolePage;
  recipe: RecipeDetail;
  initialOptions: ProductionProductOption[];
}) {
  const { run } = useBffAction();
  const [formError, setFormError] = useState<string | null>(null);
  const listHref = `/${role}/productions/recipes`;
  const form = useForm<Values>({
    resolver: zodResolver(recipeBody) as unknown as Resolver<Values>,
    defaultValues: {
      batchYield: recipe.batchYield === null ? '' : String(recipe.batchYield),
      lossPercent: recipe.lossPercent === null ? '0' : formatQuantity(recipe.lossPercent),
      items: recipe.items.map((i) => ({
        productId: i.productId,
        title: i.title,
        unit: i.unit,
        type: i.type,
        hasRecipe: i.hasRecipe,
        qty: formatQuantity(i.qty),
      })),
    },
  });
  const items = useLineItems(form);

  function addIngredient(o: ProductionProductOption) {
    items.add({ ...catalogueLine(o), type: o.productTypeKey, hasRecipe: false, qty: '' });
    setFormError(null);
    requestAnimationFrame(() => document.getElementById(`line-${o.productId}-qty`)?.focus());
  }

  async function onSubmit() {
    const { batchYield, lossPercent, items: lines } = form.getValues();
    setFormError(null);
    await run(
      `/bff/api/recipe/update/${recipe.productId}`,
      {
        method: 'PUT',
        body: { batchYield, lossPercent, items: lines.map((l) => ({ productId: l.productId, qty: l.qty })) },
      },
      { form, success: tr.saved, then: { push: listHref }, onRefused: (refusal) => setFormError(refusal.message) },
    );
  }

  async function remove() {
    await run(
      `/bff/api/recipe/delete/${recipe.productId}`,
      { method: 'DELETE' },
      { success: tr.deleted, then: { push: listHref } },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <ContentCard columns>
        <TextField
          form={form}
          name="batchYield"
          id="recipe-batch-yield"
          label={tr.batchYield}
          hint={tr.batchYieldHint(recipe.unit)}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="lossPercent"
          id="recipe-loss"
          label={tr.lossPercent}
          hint={tr.lossHint}
          inputMode="decimal"
        />
      </ContentCard>

      <SectionCard title={tr.ingredients} description={tr.qtyHint} contentClassName="space-y-4">
        <CatalogueSearch<ProductionProductOption>
          id="recipe-ingredient-search"
          label={tr.ingredientSearch}
          initial={initialOptions.filter((o) => o.productId !== recipe.productId)}
          fetchResults={searchProductionCatalogue}
          added={items.added}
          onAdd={addIngredient}
          detail={(o) => `${o.productId} · ${o.productUnit}`}
          badge={(o) => typeBadge(o.productTypeKey)}
        />
        <LineCards
          form={form}
          items={items}
          testId="recipe-line"
          empty={tr.itemsRequired}
          detail={(l) => `${l.productId} · ${l.unit}${l.hasRecipe ? ` · ${tr.hasOwnRecipe}` : ''}`}
          badge={(l) => typeBadge(l.type)}
          inputs={[{ name: 'qty', label: (l) => tr.ingredientQty(l.unit), placeholder: '0', inputMode: 'decimal' }]}
        />
      </SectionCard>

      <FormAlert message={formError} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {recipe.hasRecipe ? (
          <ConfirmDialog
            trigger={{ label: tr.delete, ghost: true, danger: true }}
            title={tr.delete}
            text={tr.deleteConfirm(recipe.title)}
            confirmLabel={dialogTexts.deleteConfirm}
            onConfirm={remove}
          />
        ) : (
          <span />
        )}
        <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} submitLabel={tr.save} />
      </div>
    </ValidatedForm>
  );
}
