'use client';

import { ChevronsUpDown } from 'lucide-react';
import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { DialogPanel, useDialogOnDemand } from '@/components/ui/on-demand-dialog';
import { outletPickerTexts } from '@/lib/i18n/id/shell';

export interface OutletOption {
  branchId: number;
  title: string;
  isActive: boolean;
}

const loadPanel = () => import('./outlet-picker-panel');
const OutletPickerPanel = dynamic(loadPanel, { ssr: false });

/**
 * Spec 2: the "Pilih Outlet" dialog. Its options appear after one second; a choice is required.
 * The dialog loads when it is first opened.
 */
export function OutletPicker({ outlets, selected }: { outlets: OutletOption[]; selected: number | null }) {
  const dialog = useDialogOnDemand(loadPanel);
  const current = outlets.find((o) => o.branchId === selected);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="max-w-full"
        aria-label={outletPickerTexts.switchLabel}
        {...dialog.trigger}
      >
        <span className="truncate">{current?.title ?? outletPickerTexts.placeholder}</span>
        <ChevronsUpDown aria-hidden />
      </Button>
      <DialogPanel dialog={dialog}>
        <OutletPickerPanel outlets={outlets} selected={selected} open={dialog.open} setOpen={dialog.setOpen} />
      </DialogPanel>
    </>
  );
}
