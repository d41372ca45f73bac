'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { FormActions } from '@/components/form/form-actions';
import { TextAreaField } from '@/components/form/text-area-field';
import { LineCards, SubtotalCell } from '@/components/lines/line-cards';
import { useLineItems, type EditorLine } from '@/components/lines/use-line-items';
import { ContentCard } from '@/components/ui/card';
import { wholeOrNaN } from '@/lib/typed-text';
import { adjustmentBody } from '@/lib/api/schemas/order';
import { useBffAction } from '@/lib/client/use-bff-action';
import { formatRupiah } from '@/lib/i18n/format';
import { errorsTexts } from '@/lib/i18n/id/core';
import { orderTexts } from '@/lib/i18n/id/order';
import { editorLinesOfOrder } from './order-lines';
import type { OrderDetail } from './order-types';

/** An order line as adjusted: what was delivered before, at its price; only the quantity changes. */
interface AdjustedLine extends EditorLine {
  unitPrice: number;
  current: number;
  ordered: number;
}

interface Values {
  adjustmentNotes: string;
  deliveryDate: string;
  items: AdjustedLine[];
}

const subtotalOf = (line: AdjustedLine) => {
  const qty = wholeOrNaN(line.qty);
  return Number.isNaN(qty) ? 0 : qty * line.unitPrice;
};

interface Props {
  order: OrderDetail;
  /** Spec 2/6: finance goes to the invoices after an adjustment, others back to the order. */
  afterSaveHref: string;
  cancelHref: string;
}

/**
 * Penyesuaian: the quantities the outlet really received (short delivery, returns) with a
 * required reason, checked by the API's own schema. Every line is sent with its size, so the API
 * matches the right line; lines are the order's own and are not added or removed here.
 */
export function AdjustmentForm({ order, afterSaveHref, cancelHref }: Props) {
  const { run } = useBffAction();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(adjustmentBody) as unknown as Resolver<Values>,
    defaultValues: {
      adjustmentNotes: '',
      deliveryDate: order.deliveryDate,
      items: editorLinesOfOrder(order).map((line, i) => ({
        ...line,
        unitPrice: order.items[i].price,
        current: order.items[i].qty,
        ordered: order.items[i].orderedQty,
      })),
    },
  });
  const items = useLineItems<Values, AdjustedLine>(form);
  const total = items.values.reduce((sum, l) => sum + subtotalOf(l), 0);

  async function onSubmit() {
    const values = form.getValues();
    const res = await run(
      `/bff/api/transaction/order/store-adjustment/${order.transactionOrderId}`,
      {
        body: {
          adjustmentNotes: values.adjustmentNotes.trim(),
          deliveryDate: values.deliveryDate,
          items: values.items.map((l) => ({
            productId: l.productId,
            qty: l.qty,
            notes: l.size ?? null,
            subtotal: subtotalOf(l),
          })),
        },
      },
      { form, success: orderTexts.adjusted, then: { push: afterSaveHref } },
    );
    if (res) setLeaving(true); // the button stays busy while the next page loads
  }

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit, (errors) =>
        toast.warning(errors.adjustmentNotes?.message ?? errorsTexts.incomplete),
      )}
      className="space-y-5"
      noValidate
    >
      <ContentCard className="space-y-3">
        <LineCards
          form={form}
          items={items}
          testId="adjust-line"
          removable={false}
          detail={(l) =>
            `${orderTexts.currentQty} ${l.current} ${l.unit}${l.ordered !== l.current ? ` (${orderTexts.orderedWas(l.ordered)})` : ''} · ${formatRupiah(l.unitPrice)}`
          }
          inputs={[{ name: 'qty', label: (l) => `${orderTexts.newQty} (${l.unit})` }]}
          extra={(l) => <SubtotalCell>{formatRupiah(subtotalOf(l))}</SubtotalCell>}
        />
        <div className="flex justify-between border-t border-stone-200 pt-3 font-semibold">
          <span>{orderTexts.newTotal}</span>
          <span aria-live="polite">{formatRupiah(total)}</span>
        </div>
      </ContentCard>

      <ContentCard>
        <TextAreaField
          form={form}
          name="adjustmentNotes"
          id="adjustmentNotes"
          label={orderTexts.adjustmentNotes}
          max={500}
        />
      </ContentCard>

      <FormActions
        busy={form.formState.isSubmitting || leaving}
        cancelHref={cancelHref}
        submitLabel={orderTexts.saveAdjustment}
      />
    </form>
  );
}
