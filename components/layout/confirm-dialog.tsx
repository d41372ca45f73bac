'use client';

import dynamic from 'next/dynamic';
import { Slot } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogPanel, useDialogOnDemand } from '@/components/ui/on-demand-dialog';
import { dialogTexts } from '@/lib/i18n/id/shell';

export interface ConfirmDialogProps {
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

const loadPanel = () => import('./confirm-dialog-panel');
const ConfirmDialogPanel = dynamic(loadPanel, { ssr: false });

/**
 * Asks before a destructive action (spec 8: "Ya, hapus data!" / "Batal" and friends). The question
 * loads when it is first asked: lists show it on every row, and most visits ask none.
 */
export function ConfirmDialog({
  trigger,
  cancelLabel = dialogTexts.cancel,
  destructive = true,
  ...question
}: ConfirmDialogProps) {
  const dialog = useDialogOnDemand(loadPanel);
  return (
    <>
      <Slot.Root {...dialog.trigger}>{trigger}</Slot.Root>
      <DialogPanel dialog={dialog}>
        <ConfirmDialogPanel
          open={dialog.open}
          setOpen={dialog.setOpen}
          cancelLabel={cancelLabel}
          destructive={destructive}
          {...question}
        />
      </DialogPanel>
    </>
  );
}
