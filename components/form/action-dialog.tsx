'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
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
import { listTexts } from '@/lib/i18n/id/list';
import { TriggerButton, type ActionTrigger } from './trigger-button';
import { dialogTexts } from '@/lib/i18n/id/shell';

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the action runs the dialog cannot be closed: the answer must be seen. */
  busy: boolean;
  trigger: ActionTrigger;
  title: ReactNode;
  description: ReactNode;
  /** The dialog asks before something that cannot be undone (role="alertdialog"). */
  alert?: boolean;
  /** A long form scrolls inside the dialog on a small screen. */
  tall?: boolean;
  /** With it, the dialog holds the form (browser validation off) and `children` are its fields. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form: its fields, then `DialogSubmitRow`. */
  children: ReactNode;
}

/**
 * An `ActionDialog`'s state and its action: `dialog` goes on the dialog as it is
 * (`<ActionDialog {...dialog} …>`), and `run` is the action hook's, closing the dialog once the
 * action succeeded (a refusal keeps it open, with what was typed).
 */
export function useActionDialog() {
  const [open, setOpen] = useState(false);
  const { run: runAction, busy } = useBffAction();
  const run: typeof runAction = async (path, init, options) => {
    const done = await runAction(path, init, options);
    if (done) setOpen(false);
    return done;
  };
  return { dialog: { open, onOpenChange: setOpen, busy }, busy, run };
}

/**
 * A dialog that runs one action with a small form (a payment, an acceptance, a reason): the one
 * shell every such dialog uses, so they open, close and stay open while busy the same way.
 */
export function ActionDialog({
  open,
  onOpenChange,
  busy,
  trigger,
  title,
  description,
  alert = false,
  tall = false,
  onSubmit,
  children,
}: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogTrigger asChild>
        <TriggerButton trigger={trigger} />
      </DialogTrigger>
      <DialogContent
        // Always a role: `role={undefined}` would override Radix's own "dialog" and leave it nameless.
        role={alert ? 'alertdialog' : 'dialog'}
        className={tall ? 'max-h-[90vh] overflow-y-auto' : undefined}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {onSubmit ? (
          <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
            {children}
          </form>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}

interface DialogSubmitRowProps {
  busy: boolean;
  /** The submit button's text; while busy it says `busyLabel`. */
  label: string;
  busyLabel?: string;
  /** Also held back, e.g. while a receipt is still uploading. */
  disabled?: boolean;
  destructive?: boolean;
}

/** Cancel (closes the dialog) and the submit button, at the foot of an `ActionDialog` form. */
export function DialogSubmitRow({
  busy,
  label,
  busyLabel = listTexts.saving,
  disabled = false,
  destructive = false,
}: DialogSubmitRowProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={busy}>
          {dialogTexts.cancel}
        </Button>
      </DialogClose>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'default'}
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
