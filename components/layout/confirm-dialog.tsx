'use client';

import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { dialogTexts } from '@/lib/i18n/id/shell';

interface ConfirmDialogProps {
  trigger: ReactNode;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Extra fields between the question and the buttons (e.g. an optional reason). */
  children?: ReactNode;
  /** Resolves when done; the dialog stays open (busy) until then. Returning false keeps it open. */
  onConfirm: () => Promise<void | boolean> | void | boolean;
}

/** Asks before a destructive action (spec 8: "Ya, hapus data!" / "Batal" and friends). */
export function ConfirmDialog({
  trigger,
  title,
  text,
  confirmLabel,
  cancelLabel = dialogTexts.cancel,
  destructive = true,
  children,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{text}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              let keepOpen = false;
              try {
                keepOpen = (await onConfirm()) === false;
              } finally {
                setBusy(false);
                if (!keepOpen) setOpen(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
