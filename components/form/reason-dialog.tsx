'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '@/components/form/text-area-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import type { ActionTrigger } from '@/components/form/trigger-button';

/**
 * An action that needs a text someone will read (send a payment proof back, release a held order,
 * refuse a change request, object to a delivery, close the objection): a dialog with that one field,
 * checked by the API's own body schema (its Indonesian messages, its limit), sent through the
 * action hook; the dialog closes and the page refreshes after.
 */
export function ReasonDialog<N extends string = 'reason'>({
  path,
  schema,
  field = 'reason' as N,
  max = 500,
  trigger,
  title,
  hint,
  label,
  confirm,
  destructive = false,
  also,
}: {
  /** The BFF call, e.g. "/bff/api/transaction/reject-payment/12". */
  path: string;
  schema: z.ZodType<Record<NoInfer<N>, string>>;
  /** The body's field the text is sent as. */
  field?: N;
  /** The schema's limit, counted under the field as it is typed. */
  max?: number;
  trigger: ActionTrigger;
  title: string;
  hint: ReactNode;
  label: string;
  confirm: string;
  destructive?: boolean;
  /** Sent with the text: what the screen showed, e.g. which proof is rejected. */
  also?: Record<string, unknown>;
}) {
  type Values = Record<N, string>;
  const { dialog, busy, run } = useActionDialog();
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { [field]: '' } as DefaultValues<Values>,
  });

  async function send(values: Values) {
    if (await run(path, { body: { ...also, ...values } }, { form })) form.reset();
  }

  return (
    <ActionDialog {...dialog} alert title={title} description={hint} trigger={trigger}>
      <ValidatedForm form={form} onSubmit={send} className="mt-4 space-y-4">
        <TextAreaField
          form={form}
          name={field as unknown as Path<Values>}
          label={label}
          max={max}
          id={`action-${field}`}
        />
        <DialogSubmitRow busy={busy} label={confirm} destructive={destructive} />
      </ValidatedForm>
    </ActionDialog>
  );
}
