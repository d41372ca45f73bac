'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { LineCards, SubtotalCell } from '@/components/lines/line-cards';
import { lineSubtotal, linesTotal } from '@/components/lines/line-rules';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { manualInvoiceBody } from '@/lib/api/schemas/invoice';
import { useBffAction } from '@/lib/client/use-bff-action';
import { formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { linesTexts } from '@/lib/i18n/id/lines';
import { listTexts } from '@/lib/i18n/id/list';
import type { RolePage } from '@/lib/roles';
import type { InvoiceDetail, ManualInvoiceOptions, ProductOption } from './invoice-types';
import { FieldError } from '@/components/form/field';
import { catalogueCall } from '@/components/lines/catalogue-call';

const ti = invoiceTexts;
const tl = linesTexts;

interface Values {
  branchId: string;
  notes: string;
  items: EditorLine[];
}

const searchCatalogue = catalogueCall(
  '/bff/api/transaction/create',
  (d: { options: ManualInvoiceOptions }) => d.options.products,
);

/** Invoice Manual: goods sold outside orders, for one outlet; discount and tax come later by adjustment. */
export function ManualInvoiceForm({ role, options }: { role: RolePage; options: ManualInvoiceOptions }) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(manualInvoiceBody) as unknown as Resolver<Values>,
    defaultValues: { branchId: '', notes: '', items: [] },
  });
  const items = useLineItems(form);
  const subtotal = linesTotal(items.values);
  const itemsError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;
  const listHref = `/${role}/transaction`;

  async function onSubmit() {
    const { branchId, notes, items: lines } = form.getValues();
    const body = {
      branchId: Number(branchId),
      notes,
      items: lines.map((l) => ({ productId: l.productId, qty: l.qty, price: l.price })),
    };
    await run<InvoiceDetail>(
      '/bff/api/transaction/store',
      { body },
      { form, success: ti.manualCreated, then: { push: (made) => `${listHref}/${made.transactionId}` } },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <ContentCard columns>
        <SelectField
          form={form}
          name="branchId"
          label={ti.outlet}
          options={options.outlets.map((o) => ({ value: String(o.branchId), label: o.title }))}
        />
        <TextField form={form} name="notes" label={`${ti.notes} ${listTexts.optional}`} maxLength={500} />
      </ContentCard>

      <SectionCard title={ti.items} contentClassName="space-y-5">
        <CatalogueSearch<ProductOption>
          id="invoice-product-search"
          initial={options.products}
          fetchResults={searchCatalogue}
          added={items.added}
          onAdd={(p) => items.add({ productId: p.productId, title: p.title, unit: p.unit, qty: '', price: '' })}
          detail={(p) => `${p.productId} · ${p.unit}`}
        />
        <LineCards
          form={form}
          items={items}
          testId="invoice-line"
          detail={(l) => `${l.productId} · ${tl.unit} ${l.unit}`}
          inputs={[
            { name: 'qty', label: (l) => `${tl.qty} (${l.unit})` },
            { name: 'price', label: () => tl.price, placeholder: '0' },
          ]}
          extra={(l) => <SubtotalCell>{formatRupiah(lineSubtotal(l))}</SubtotalCell>}
        />
        <FieldError message={itemsError} />
        <dl className="space-y-2 border-t border-stone-200 pt-4">
          <div className="flex items-center justify-between text-sm">
            <dt>{ti.subtotal}</dt>
            <dd>{formatRupiah(subtotal)}</dd>
          </div>
          <div className="flex items-center justify-between text-lg font-semibold">
            <dt>{ti.total}</dt>
            <dd data-testid="manual-invoice-total" aria-live="polite">
              {formatRupiah(subtotal)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-stone-500">{ti.manualTotalsHint}</p>
      </SectionCard>

      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} submitLabel={ti.saveManual} />
    </ValidatedForm>
  );
}
