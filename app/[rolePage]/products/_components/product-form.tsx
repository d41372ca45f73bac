'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ImageUpload, type StoredFile } from '@/components/form/file-upload';
import { SelectField } from '@/components/form/select-field';
import { DigitsField, TextField } from '@/components/form/text-field';
import { FormActions } from '@/components/form/form-actions';
import { Card, CardContent, SectionCard, ContentCard } from '@/components/ui/card';
import { amountInput } from '@/lib/typed-text';
import { formatRupiah } from '@/lib/i18n/format';
import { productTexts } from '@/lib/i18n/id/product';
import type { RolePage } from '@/lib/roles';
import type { ProductDetail, ProductOptions } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';
import { fieldsOf } from '@/components/form/fields-of';

interface Values {
  productId: string;
  title: string;
  description: string;
  productType: string;
  productUnit: string;
  minOrder: string;
  quota: string;
  shelfLifeDays: string;
  isPublish: boolean;
  isCenterOnly: boolean;
  hasLabel: boolean;
  sizeRequired: boolean;
  sizes: string;
  defaultSize: string;
  prices: Record<string, string>;
}

const SIMPLE_FIELDS = [
  'productId',
  'title',
  'description',
  'productType',
  'productUnit',
  'minOrder',
  'quota',
  'shelfLifeDays',
  'sizes',
  'defaultSize',
] as const;

function toValues(options: ProductOptions, product?: ProductDetail, proposedId?: string): Values {
  const prices = Object.fromEntries(
    options.batch.map((tier) => [
      String(tier.id),
      String(product?.batchPrice.find((p) => p.branchGroupId === tier.id)?.price ?? ''),
    ]),
  );
  return {
    productId: product?.productId ?? proposedId ?? '',
    title: product?.title ?? '',
    description: product?.description ?? '',
    productType: product ? String(product.productTypeId) : '',
    productUnit: product ? String(product.productUnitId) : '',
    minOrder: product ? String(product.minOrder) : '0',
    quota: product?.quota === null || product?.quota === undefined ? '' : String(product.quota),
    shelfLifeDays: product?.shelfLifeDays == null ? '' : String(product.shelfLifeDays),
    isPublish: product?.isPublish ?? true,
    isCenterOnly: product?.isCenterOnly === 'true',
    hasLabel: product?.hasLabel ?? false,
    sizeRequired: product?.sizeRequired ?? false,
    sizes: product?.sizes.join(', ') ?? '',
    defaultSize: product?.defaultSize ?? '',
    prices,
  };
}

/** Spec 3/5: the product form with one price per price tier, sizes and the thumbnail. */
export function ProductForm({
  role,
  options,
  product,
  proposedId,
}: {
  role: RolePage;
  options: ProductOptions;
  product?: ProductDetail;
  proposedId?: string;
}) {
  const { run } = useBffAction();
  const listHref = `/${role}/products`;
  const [thumbnail, setThumbnail] = useState<StoredFile | null>(
    product?.thumbnail && product.thumbnailPath ? { filename: product.thumbnail, path: product.thumbnailPath } : null,
  );
  const form = useForm<Values>({ defaultValues: toValues(options, product, proposedId) });
  const field = fieldsOf(form, productTexts);
  const sizes = (useWatch({ control: form.control, name: 'sizes' }) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const prices = useWatch({ control: form.control, name: 'prices' }) ?? {};

  async function onSubmit(values: Values) {
    const body = {
      productId: values.productId,
      title: values.title,
      description: values.description,
      productType: values.productType,
      productUnit: values.productUnit,
      minOrder: values.minOrder,
      quota: values.quota,
      shelfLifeDays: values.shelfLifeDays,
      isPublish: values.isPublish,
      isCenterOnly: values.isCenterOnly ? 'true' : 'false', // spec 3: handled as text
      hasLabel: values.hasLabel,
      sizeRequired: values.sizeRequired,
      sizes,
      defaultSize: values.defaultSize,
      thumbnail: thumbnail?.filename ?? '',
      thumbnailPath: thumbnail?.path ?? '',
      batchPrice: options.batch.map((tier) => ({
        branchGroupId: tier.id,
        price: values.prices[String(tier.id)] ?? '',
      })),
    };
    await run(
      product ? `/bff/api/product/update/${product.productId}` : '/bff/api/product/store',
      { method: product ? 'PATCH' : 'POST', body },
      {
        form,
        fields: SIMPLE_FIELDS,
        success: product ? productTexts.updated : productTexts.created,
        then: { push: listHref },
        // The API names a tier's price by its position in batchPrice; the form keys it by tier.
        onRefused: ({ error }) => {
          for (const [key, message] of Object.entries((error && typeof error === 'object' ? error : {}) as object)) {
            const tier = options.batch[Number(/^batchPrice\.(\d+)\./.exec(key)?.[1] ?? NaN)];
            if (tier && typeof message === 'string') form.setError(`prices.${tier.id}`, { type: 'server', message });
          }
        },
      },
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" noValidate>
      <ContentCard columns>
        <DigitsField
          form={form}
          name="productId"
          label={productTexts.productId}
          hint={product ? undefined : productTexts.productIdHint}
          disabled={Boolean(product)}
        />
        <TextField {...field('title')} />
        <SelectField {...field('productType')} options={options.type.map((o) => ({ value: o.id, label: o.name }))} />
        <SelectField {...field('productUnit')} options={options.unit.map((o) => ({ value: o.id, label: o.name }))} />
        <TextField {...field('minOrder')} inputMode="numeric" normalize={amountInput} />
        <TextField {...field('quota')} hint={productTexts.quotaHint} inputMode="numeric" normalize={amountInput} />
        <TextField
          {...field('shelfLifeDays')}
          hint={productTexts.shelfLifeHint}
          inputMode="numeric"
          normalize={amountInput}
        />
        <div className="sm:col-span-2">
          <TextField {...field('description')} />
        </div>
        <div className="sm:col-span-2">
          <ImageUpload label={productTexts.thumbnail} value={thumbnail} onChange={setThumbnail} />
        </div>
      </ContentCard>

      <SectionCard title={productTexts.sizes} contentClassName="grid gap-4 sm:grid-cols-2">
        <TextField {...field('sizes')} placeholder="S, M, L" />
        <SelectField {...field('defaultSize')} placeholder="-" options={sizes.map((s) => ({ value: s, label: s }))} />
        <CheckboxField {...field('sizeRequired')} />
      </SectionCard>

      <SectionCard title={productTexts.batchPrice} contentClassName="grid gap-4 sm:grid-cols-2">
        {options.batch.map((tier) => (
          <div key={tier.id}>
            <TextField
              form={form}
              name={`prices.${tier.id}`}
              label={tier.name}
              inputMode="numeric"
              normalize={amountInput}
              placeholder="0"
            />
            <p className="mt-1 text-xs text-stone-500" aria-live="polite">
              {prices[String(tier.id)] ? formatRupiah(Number(prices[String(tier.id)])) : '-'}
            </p>
          </div>
        ))}
      </SectionCard>

      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-3">
          <CheckboxField {...field('isPublish')} />
          <CheckboxField {...field('isCenterOnly')} />
          <CheckboxField {...field('hasLabel')} />
        </CardContent>
      </Card>

      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} />
    </form>
  );
}
