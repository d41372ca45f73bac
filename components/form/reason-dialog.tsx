'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '@/components/form/text-area-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';

type Values = { reason: string };

/**
 * An action that needs a reason someone will read (send a payment proof back, release a held
 * order): a dialog with one reason field checked by the API's own body schema, sent through the
 * action hook; the page refreshes after.
 */
export function ReasonDialog({
  path,
  schema,
  trigger,
  icon,
  title,
  hint,
  label,
  confirm,
  destructive = false,
}: {
  /** The BFF call, e.g. "/bff/api/transaction/reject-payment/12". */
  path: string;
  schema: z.ZodType<{ reason: string }>;
  trigger: string;
  icon?: ReactNode;
  title: string;
  hint: string;
  label: string;
  confirm: string;
  destructive?: boolean;
}) {
  const { dialog, busy, run } = useActionDialog();
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { reason: '' },
  });

  async function send(values: Values) {
    if (await run(path, { body: values }, { form })) form.reset();
  }

  return (
    <ActionDialog {...dialog} alert title={title} description={hint} trigger={{ label: trigger, icon, outline: true }}>
      <ValidatedForm form={form} onSubmit={send} className="mt-4 space-y-4">
        <TextAreaField form={form} name="reason" label={label} max={500} id="action-reason" />
        <DialogSubmitRow busy={busy} label={confirm} destructive={destructive} />
      </ValidatedForm>
    </ActionDialog>
  );
}
