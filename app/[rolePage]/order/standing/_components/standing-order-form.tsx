'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { SelectField } from '@/components/form/select-field';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { standingOrderBody, type StandingOrderItem } from '@/lib/api/schemas/standing-order';
import { useBffAction } from '@/lib/client/use-bff-action';
import { orderTexts } from '@/lib/i18n/id/order';
import { standingOrderTexts } from '@/lib/i18n/id/order-window';
import { WEEKDAYS } from '@/lib/i18n/id/order-window';
import { OrderCatalogueLines } from '../../_components/order-catalogue-lines';
import { OutletChoice } from '../../_components/outlet-choice';
import type { OrderFormOptions } from '../../_components/order-types';

const ts = standingOrderTexts;

type ProductOption = OrderFormOptions['products'][number];
type Outlet = OrderFormOptions['outlets'][number];

interface Values {
  branchId: number;
  weekday: string;
  items: EditorLine[];
}

interface Props {
  /** The outlet the lines are priced for; null until staff choose one. */
  outlet: Outlet | null;
  /** The outlets the caller may choose from (a new standing order only). */
  outlets: Outlet[];
  products: ProductOption[];
  /** The standing order being changed. */
  editing: StandingOrderItem | null;
  backHref: string;
}

/**
 * An outlet's usual order for one weekday (DOMAIN 17), on the shared line editor with the API's own
 * body schema. Choosing another outlet reloads the page for that outlet's catalogue and prices.
 */
export function StandingOrderForm({ outlet, outlets, products, editing, backHref }: Props) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(standingOrderBody) as unknown as Resolver<Values>,
    defaultValues: {
      branchId: outlet?.branchId ?? 0,
      weekday: editing ? String(editing.weekday) : '',
      items:
        editing?.items.map((l) => {
          const product = products.find((p) => p.productId === l.productId);
          return {
            productId: l.productId,
            title: l.title,
            unit: product?.unit ?? '',
            size: l.notes,
            sizes: product?.sizes,
            qty: String(l.qty),
          };
        }) ?? [],
    },
  });
  const items = useLineItems(form);

  async function onSubmit() {
    const values = form.getValues();
    await run(
      editing ? `/bff/api/standing-order/update/${editing.id}` : '/bff/api/standing-order/store',
      {
        method: editing ? 'PUT' : 'POST',
        body: {
          branchId: values.branchId,
          weekday: values.weekday,
          items: values.items.map((l) => ({ productId: l.productId, qty: l.qty, notes: l.size ?? null })),
        },
      },
      { form, then: { push: backHref } },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <ContentCard columns>
        <OutletChoice
          id="standing-outlet"
          label={ts.outlet}
          outlet={outlet}
          outlets={editing ? [] : outlets}
          error={form.formState.errors.branchId?.message}
        />
        <SelectField
          form={form}
          name="weekday"
          id="standing-weekday"
          label={ts.weekday}
          options={WEEKDAYS.map((label, i) => ({ value: String(i + 1), label }))}
        />
      </ContentCard>
      {outlet ? (
        <SectionCard title={orderTexts.items} description={ts.hint} contentClassName="space-y-5">
          <OrderCatalogueLines
            form={form}
            items={items}
            branchId={outlet.branchId}
            products={products}
            name="standing"
          />
        </SectionCard>
      ) : null}
      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} />
    </ValidatedForm>
  );
}
