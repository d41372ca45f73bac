'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { ImageUpload, type StoredFile } from '@/components/form/file-upload';
import { TextField } from '@/components/form/text-field';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { LineCards } from '@/components/lines/line-cards';
import { fullyAdded, nextLineOf, useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { RETURN_REASONS, returnStoreBody } from '@/lib/api/schemas/return';
import { useBffAction } from '@/lib/client/use-bff-action';
import { linesTexts } from '@/lib/i18n/id/lines';
import { returnTexts } from '@/lib/i18n/id/returns';
import type { OrderFormOptions } from '../../_components/order-types';
import { OutletChoice } from '../../_components/outlet-choice';
import { labelled } from '@/lib/labelled';
import { catalogueCall, catalogueLine } from '@/components/lines/catalogue-call';

const tr = returnTexts;

type Outlet = OrderFormOptions['outlets'][number];
/** A finished good of the catalogue (GET /product?type=bahan_jadi). */
export interface ReturnProduct {
  productId: string;
  title: string;
  productUnit: string;
  defaultSize: string | null;
  sizes: string[];
  sizeRequired: boolean;
}
type ReturnLine = EditorLine & { reason?: string | null };

interface Values {
  branchId: number;
  date: string;
  items: ReturnLine[];
  photo: string | null;
  clientKey: string;
}

/** Only finished goods come back from outlets. */
const searchFinishedGoods = catalogueCall(
  '/bff/api/product?type=bahan_jadi&limit=20',
  (d: { items: ReturnProduct[] }) => d.items,
);

const REASON_OPTIONS = labelled(RETURN_REASONS, tr.reasons);

/**
 * Catat Retur / Ambil Retur (DOMAIN 18): what an outlet gives back on a date, per product and size
 * with a reason, and a photo if there is one. One `clientKey` per form, so a retry after a lost
 * answer is the same return.
 */
export function ReturnForm({
  outlet,
  outlets,
  products,
  today,
  backHref,
}: {
  outlet: Outlet | null;
  outlets: Outlet[];
  /** Finished goods to start from; the search asks the catalogue for more. */
  products: ReturnProduct[];
  /** The API's today (WIB): the default date, and the latest a return may have. */
  today: string;
  backHref: string;
}) {
  const { run } = useBffAction();
  const [photo, setPhoto] = useState<StoredFile | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(returnStoreBody) as unknown as Resolver<Values>,
    defaultValues: {
      branchId: outlet?.branchId ?? 0,
      date: today,
      items: [],
      photo: null,
      clientKey: `retur-${crypto.randomUUID()}`,
    },
  });
  const items = useLineItems(form);

  async function onSubmit(values: Values) {
    await run(
      '/bff/api/return/store',
      {
        body: {
          ...values,
          items: values.items.map((l) => ({
            productId: l.productId,
            size: l.size ?? null,
            qty: l.qty,
            reason: l.reason,
          })),
        },
      },
      { form, then: { push: backHref } },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <ContentCard columns>
        <OutletChoice
          id="return-outlet"
          label={tr.outlet}
          outlet={outlet}
          outlets={outlets}
          error={form.formState.errors.branchId?.message}
        />
        <TextField form={form} name="date" type="date" label={tr.date} max={today} />
      </ContentCard>
      {outlet ? (
        <SectionCard title={tr.lines} contentClassName="space-y-5">
          <CatalogueSearch<ReturnProduct>
            id="return-product-search"
            initial={products}
            fetchResults={searchFinishedGoods}
            added={fullyAdded(items.values)}
            onAdd={(p) => {
              const next = nextLineOf(p, items.values);
              if (next) items.add({ ...catalogueLine(p), ...next, qty: '' });
            }}
            detail={(p) => `${p.productId} · ${p.productUnit}`}
          />
          <LineCards
            form={form}
            items={items}
            testId="return-line"
            detail={(l) => `${l.productId} · ${linesTexts.unit} ${l.unit}`}
            inputs={[{ name: 'qty', label: (l) => `${linesTexts.qty} (${l.unit})` }]}
            selects={[
              { name: 'reason', label: () => tr.reason, options: REASON_OPTIONS, placeholder: tr.chooseReason },
            ]}
          />
        </SectionCard>
      ) : null}
      <ContentCard>
        <ImageUpload
          label={tr.photo}
          value={photo}
          onChange={(file) => {
            setPhoto(file);
            form.setValue('photo', file?.filename ?? null);
          }}
        />
      </ContentCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} />
    </ValidatedForm>
  );
}
