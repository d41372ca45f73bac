'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { homeTexts } from '@/lib/i18n/id/home';
import { outletPickerTexts } from '@/lib/i18n/id/shell';
import { useBffAction } from '@/lib/client/use-bff-action';
import { FieldError } from '@/components/form/field';
import type { OutletOption } from './outlet-picker';

interface Props {
  outlets: OutletOption[];
  selected: number | null;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The "Pilih Outlet" dialog of OutletPicker, loaded when it is first opened. */
export default function OutletPickerPanel({ outlets, selected, open, setOpen }: Props) {
  const [ready, setReady] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useBffAction();

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setReady(true), 1000);
    return () => {
      clearTimeout(timer);
      setReady(false);
    };
  }, [open]);

  // Each opening starts without a choice: the panel stays mounted between openings, so what was
  // picked or refused last time is cleared as it closes.
  function change(next: boolean) {
    setOpen(next);
    setError(null);
    setChoice(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!choice) {
      setError(outletPickerTexts.required);
      toast.warning(outletPickerTexts.required);
      return;
    }
    const res = await run<{ branchId: number; title: string }>(
      '/bff/auth/set-outlet',
      { body: { branchId: choice } },
      {
        success: outletPickerTexts.success,
        then: { push: (chosen) => `/merchant/outlet-selected?outletId=${chosen.branchId}` },
        onRefused: (r) => setError(r.message),
      },
    );
    if (res) change(false);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogTitle>{outletPickerTexts.title}</DialogTitle>
        <DialogDescription>{outletPickerTexts.description}</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          {!ready ? (
            <p className="text-sm text-stone-500" aria-live="polite">
              {outletPickerTexts.loadingOptions}
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{outletPickerTexts.title}</legend>
              {outlets.map((o) => (
                <label
                  key={o.branchId}
                  className="flex cursor-pointer items-center gap-3 rounded-md border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="outlet"
                    value={o.branchId}
                    className="size-4 accent-brand-700"
                    onChange={() => {
                      setChoice(o.branchId);
                      setError(null);
                    }}
                  />
                  <span className="text-sm font-medium">{o.title}</span>
                  {o.isActive ? null : <span className="text-xs text-amber-800">{outletPickerTexts.inactive}</span>}
                  {o.branchId === selected ? (
                    <span className="ml-auto text-xs text-stone-500">{homeTexts.selectedOutlet}</span>
                  ) : null}
                </label>
              ))}
            </fieldset>
          )}
          <FieldError message={error} />
          <Button type="submit" className="w-full" disabled={busy || !ready}>
            {busy ? outletPickerTexts.selecting : outletPickerTexts.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
