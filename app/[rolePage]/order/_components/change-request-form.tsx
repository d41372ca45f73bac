'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { changeRequestBody } from '@/lib/api/schemas/order-window';
import { useBffAction } from '@/lib/client/use-bff-action';
import { orderTexts } from '@/lib/i18n/id/order';
import { changeRequestTexts } from '@/lib/i18n/id/order-window';
import { OrderCatalogueLines } from './order-catalogue-lines';
import type { OrderFormOptions } from './order-types';

const tc = changeRequestTexts;

type ProductOption = OrderFormOptions['products'][number];

interface Values {
  transactionOrderId: number | null;
  branchId: number;
  deliveryDate: string;
  reason: string;
  items: EditorLine[];
}

/** What a request is about: an order of an outlet for a date, or (no order yet) a new one. */
export interface ChangeRequestTarget {
  transactionOrderId: number | null;
  branchId: number;
  deliveryDate: string;
}

/**
 * Ajukan Perubahan (DOMAIN 17): after the deadline a partner writes the quantities it wants and
 * why; the lines start as the order is (none for a new order), the catalogue adds others. The
 * API's schema checks it here too.
 */
export function ChangeRequestForm({
  target,
  lines,
  products,
  backHref,
}: {
  target: ChangeRequestTarget;
  lines: EditorLine[];
  products: ProductOption[];
  backHref: string;
}) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(changeRequestBody) as unknown as Resolver<Values>,
    defaultValues: {
      transactionOrderId: target.transactionOrderId,
      branchId: target.branchId,
      deliveryDate: target.deliveryDate,
      reason: '',
      // Each line's size stays a choice among its product's sizes.
      items: lines.map((l) => ({ ...l, sizes: products.find((p) => p.productId === l.productId)?.sizes })),
    },
  });
  const items = useLineItems(form);

  async function onSubmit() {
    const values = form.getValues();
    await run(
      '/bff/api/order-change-request/store',
      {
        body: {
          ...values,
          items: values.items.map((l) => ({ productId: l.productId, qty: l.qty, notes: l.size ?? null })),
        },
      },
      { form, then: { push: backHref } },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <SectionCard title={orderTexts.items} description={tc.askHint} contentClassName="space-y-5">
        <OrderCatalogueLines
          form={form}
          items={items}
          branchId={target.branchId}
          deliveryDate={target.deliveryDate}
          products={products}
          name="change-request"
        />
      </SectionCard>
      <ContentCard>
        <TextAreaField form={form} name="reason" id="change-request-reason" label={tc.reason} max={500} />
      </ContentCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} submitLabel={tc.ask} />
    </ValidatedForm>
  );
}
