'use client';

import { Check } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import { AmountInput } from '@/components/form/amount-input';
import { Field, fieldAria } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { formatQuantity } from '@/lib/i18n/format';
import { messageTexts } from '@/lib/i18n/id/messages';
import { productionTexts } from '@/lib/i18n/id/production';
import { validationTexts } from '@/lib/i18n/id/core';
import type { ProductionDetailLine } from '@/lib/api/schemas/production';

const tp = productionTexts;

type BatchLine = Pick<
  ProductionDetailLine,
  'productId' | 'title' | 'size' | 'qty' | 'unit' | 'type' | 'direction' | 'lossPercent' | 'expectedQty'
>;

/**
 * Setujui (warehouse): what each made line gave good is counted here, starting from the plan less
 * the recipe's expected loss; the rest are rejects and never reach stock (DOMAIN 15). The API
 * refuses a count above the plan; a raw material short keeps the dialog open with its message.
 */
export function ApproveProductionDialog({
  productionId,
  number,
  lines,
}: {
  productionId: number;
  number: string;
  /** Every line of the batch as the page shows it; the made ones are counted here. */
  lines: BatchLine[];
}) {
  const made = lines.filter((l) => l.direction === 'in');
  const { dialog, busy, run } = useActionDialog();
  // Whole goods as plain digits (the number pad's), weighed ones in Indonesian form ("2,25").
  const start = () =>
    made.map((l) => {
      const qty = l.expectedQty ?? l.qty;
      return l.type === 'bahan_jadi' ? String(qty) : formatQuantity(qty);
    });
  const [counts, setCounts] = useState(start);
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, clear, passes, refused } = useFieldErrors();

  async function approve(event: React.FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      counts.flatMap((c, i) => (c.trim() ? [] : [[`made.${i}.qty`, validationTexts.required]])),
    );
    if (!passes(missing)) return;
    setProblem(null);
    await run(
      `/bff/api/production/accept/${productionId}`,
      {
        body: {
          made: made.map((l, i) => ({ productId: l.productId, size: l.size, qty: counts[i] })),
          // The batch as this page showed it: changed since, the API refuses rather than book it.
          seen: lines.map((l) => ({ productId: l.productId, size: l.size, direction: l.direction, qty: l.qty })),
        },
      },
      {
        success: messageTexts.productionApproved,
        keepRefusal: true,
        onRefused: (refusal) => {
          refused(refusal);
          // A refusal about the batch as a whole (a raw material short) is not any one count's.
          // Only a count's own message is drawn beside it; any other (a line the batch no longer
          // makes, a raw material short) stays in the dialog.
          const fields = refusal.error && typeof refusal.error === 'object' ? Object.keys(refusal.error) : [];
          setProblem(
            fields.length > 0 && fields.every((name) => /^made\.\d+\.qty$/.test(name)) ? null : refusal.message,
          );
        },
      },
    );
  }

  return (
    <ActionDialog
      {...dialog}
      onOpenChange={(open) => {
        if (open) setCounts(start());
        dialog.onOpenChange(open);
      }}
      alert
      tall
      title={tp.approveTitle}
      description={tp.approveText(number)}
      trigger={{ label: tp.approve, icon: <Check aria-hidden /> }}
      onSubmit={approve}
    >
      {made.map((line, i) => {
        const id = `made-${i}`;
        const name = `made.${i}.qty`;
        const planned = `${formatQuantity(line.qty)} ${line.unit}`;
        const hint = line.lossPercent
          ? tp.madeHintLoss(planned, formatQuantity(line.lossPercent))
          : tp.madeHint(planned);
        return (
          <Field
            key={`${line.productId}:${line.size ?? ''}`}
            id={id}
            label={tp.madeLabel(line.size ? `${line.title} (${line.size})` : line.title, line.unit)}
            hint={hint}
            error={errors[name]}
          >
            <AmountInput
              id={id}
              decimal={line.type !== 'bahan_jadi'}
              value={counts[i]}
              onAmount={(kept) => {
                setCounts((now) => now.map((c, j) => (j === i ? kept : c)));
                clear(name);
              }}
              {...fieldAria(id, errors[name], hint)}
            />
          </Field>
        );
      })}
      <FormAlert message={problem} tone="danger" />
      <DialogSubmitRow busy={busy} label={tp.approve} />
    </ActionDialog>
  );
}
