'use client';

import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { ConfirmDialogProps } from './confirm-dialog';

interface Props extends Omit<ConfirmDialogProps, 'trigger'> {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The question of ConfirmDialog, loaded when it is first asked (components/ui/on-demand-dialog.tsx).
 * A question the page itself opens (the closure form's "orders exist") uses it as it is, controlled.
 */
export default function ConfirmDialogPanel({
  open,
  setOpen,
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel,
  destructive,
  children,
  onConfirm,
}: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
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
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
