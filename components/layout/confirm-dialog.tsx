'use client';

import dynamic from 'next/dynamic';
import { Slot } from 'radix-ui';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { TriggerButton, type ActionTrigger } from '@/components/form/trigger-button';
import { DialogPanel, useDialogOnDemand } from '@/components/ui/on-demand-dialog';
import { listTexts } from '@/lib/i18n/id/list';
import { dialogTexts } from '@/lib/i18n/id/shell';

export interface ConfirmDialogProps {
  /** A button described (`ActionTrigger`), or an element of its own (the menu's Keluar). */
  trigger: ActionTrigger | ReactElement;
  title: string;
  text: string;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs; `confirmLabel` stays without it. */
  busyLabel?: string;
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
      <Slot.Root {...dialog.trigger}>
        {isValidElement(trigger) ? trigger : <TriggerButton trigger={trigger} />}
      </Slot.Root>
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

/**
 * Delete, after the spec's question ("Ya, hapus data!" / "Batal"); `what` names the record in it
 * (e.g. "order ORD/…"). A document page's Hapus is an outlined red button; a row passes its own.
 */
export function DeleteDialog({
  what,
  onConfirm,
  trigger = { label: listTexts.delete, outline: true, danger: true },
}: Pick<ConfirmDialogProps, 'onConfirm'> & { what: string; trigger?: ConfirmDialogProps['trigger'] }) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={listTexts.deleteTitle}
      text={listTexts.deleteText(what)}
      confirmLabel={dialogTexts.deleteConfirm}
      onConfirm={onConfirm}
    />
  );
}
