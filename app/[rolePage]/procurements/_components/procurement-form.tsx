'use client';

import { catalogueLine } from '@/components/lines/catalogue-call';
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
import { wholeOrNaN } from '@/lib/typed-text';
import {
  procurementBody,
  type ProcurementDetail,
  type ProcurementFormOptions,
  type ProductOption,
} from '@/lib/api/schemas/procurement';
import { useBffAction } from '@/lib/client/use-bff-action';
import { formatRupiah } from '@/lib/i18n/format';
import { formatQuantity } from '@/lib/i18n/format';
import { linesTexts } from '@/lib/i18n/id/lines';
import { listTexts } from '@/lib/i18n/id/list';
import { procurementTexts } from '@/lib/i18n/id/procurement';
import type { RolePage } from '@/lib/roles';
import { FieldError } from '@/components/form/field';
import { searchProcurementCatalogue } from './procurement-catalogue';

const tp = procurementTexts;
const tl = linesTexts;

interface Values {
  supplierId: string;
  paymentDueOn: string;
  notes: string;
  items: EditorLine[];
}

/** A new procurement opened from the production plan's shortfall (one supplier's group, DOMAIN 16). */
export interface ProcurementPrefill {
  supplierId: number;
  notes: string;
  items: { productId: string; title: string; unit: string; qty: number; price: number }[];
}

interface Props {
  role: RolePage;
  options: ProcurementFormOptions;
  procurement?: ProcurementDetail;
  prefill?: ProcurementPrefill;
}

/** Create and edit a procurement: supplier, due date, notes and the ordered lines (checked by the API's own schema). */
export function ProcurementForm({ role, options, procurement, prefill }: Props) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(procurementBody) as unknown as Resolver<Values>,
    defaultValues: {
      supplierId: procurement ? String(procurement.supplierId) : prefill ? String(prefill.supplierId) : '',
      paymentDueOn: procurement?.paymentDueOn ?? '',
      notes: procurement?.notes ?? prefill?.notes ?? '',
      items: (procurement?.items ?? prefill?.items ?? []).map((l) => ({
        productId: l.productId,
        title: l.title,
        unit: l.unit,
        stock: null,
        qty: formatQuantity(l.qty),
        price: String(l.price),
      })),
    },
  });
  const items = useLineItems(form);
  const cancelHref = procurement ? `/${role}/procurements/${procurement.procurementId}` : `/${role}/procurements`;
  const itemsError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;

  async function onSubmit() {
    const { items: lines, ...header } = form.getValues();
    const body = {
      ...header,
      items: lines.map((l) => ({ productId: l.productId, qty: l.qty, price: l.price, unit: l.unit })),
    };
    // Spec 2 sends the old app to /transaction after this form; the procurement's own detail is where the next step (receiving) happens.
    await run<ProcurementDetail>(
      procurement ? `/bff/api/procurement/update/${procurement.procurementId}` : '/bff/api/procurement/store',
      { method: procurement ? 'PUT' : 'POST', body },
      {
        form,
        success: procurement ? tp.updated : tp.created,
        then: { push: (saved) => `/${role}/procurements/${saved.procurementId}` },
      },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <ContentCard columns>
        <SelectField
          form={form}
          name="supplierId"
          label={tp.supplier}
          options={options.suppliers.map((s) => ({ value: String(s.supplierId), label: s.company }))}
        />
        <TextField form={form} name="paymentDueOn" type="date" label={tp.paymentDueOn} hint={tp.paymentDueOnHint} />
        <div className="sm:col-span-2">
          <TextField form={form} name="notes" label={`${tp.notes} ${listTexts.optional}`} maxLength={1000} />
        </div>
      </ContentCard>

      <SectionCard title={tp.items} contentClassName="space-y-5">
        <CatalogueSearch<ProductOption>
          id="procurement-product-search"
          initial={options.products}
          fetchResults={searchProcurementCatalogue}
          added={items.added}
          onAdd={(p) => items.add({ ...catalogueLine(p), stock: p.stock, qty: '', price: '' })}
          detail={(p) => `${p.productId} · ${tl.stock} ${p.stock} ${p.productUnit}`}
        />
        <LineCards
          form={form}
          items={items}
          testId="procurement-line"
          detail={(l) => `${l.productId} · ${tl.unit} ${l.unit}${l.stock == null ? '' : ` · ${tl.stock} ${l.stock}`}`}
          inputs={[
            { name: 'qty', label: (l) => `${tl.qty} (${l.unit})`, inputMode: 'decimal' },
            {
              name: 'price',
              label: () => tl.price,
              placeholder: '0',
              hint: (l) =>
                l.price && !Number.isNaN(wholeOrNaN(l.price))
                  ? tl.perUnit(formatRupiah(wholeOrNaN(l.price)), l.unit)
                  : '-',
            },
          ]}
          extra={(l) => <SubtotalCell>{formatRupiah(lineSubtotal(l))}</SubtotalCell>}
        />
        <FieldError message={itemsError} />
        <div className="flex items-center justify-between border-t border-stone-200 pt-4 text-lg font-semibold">
          <span>{tp.total}</span>
          <span data-testid="procurement-total" aria-live="polite">
            {formatRupiah(linesTotal(items.values))}
          </span>
        </div>
      </SectionCard>

      <FormActions busy={form.formState.isSubmitting} cancelHref={cancelHref} />
    </ValidatedForm>
  );
}
