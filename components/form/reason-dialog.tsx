'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '@/components/form/text-area-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useBffAction } from '@/lib/client/use-bff-action';
import { t } from '@/lib/i18n/id';

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
  const [open, setOpen] = useState(false);
  const { run, busy } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { reason: '' },
  });

  async function send(values: Values) {
    if (await run(path, { body: values }, { form })) {
      form.reset();
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          {icon}
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{hint}</DialogDescription>
        <ValidatedForm form={form} onSubmit={send} className="mt-4 space-y-4">
          <TextAreaField form={form} name="reason" label={label} max={500} id="action-reason" />
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t.dialog.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
              {busy ? t.list.saving : confirm}
            </Button>
          </div>
        </ValidatedForm>
      </DialogContent>
    </Dialog>
  );
}
