'use client';

import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n/id';
import type { InvoiceDetail } from './invoice-types';
import { CharCounter } from '@/components/form/counted-textarea';
import { useBffAction } from '@/lib/client/use-bff-action';

const ti = t.invoice;

/**
 * Terima Pembayaran: finance marks the invoice Lunas (also for cash paid without a receipt).
 * It cannot be undone, so it asks first; the note is optional. The page then shows Lunas.
 */
export function AcceptPaymentDialog({ transactionId, number }: { transactionId: number; number: string }) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useBffAction();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState('');

  async function accept(event: React.FormEvent) {
    event.preventDefault();
    const done = await run<InvoiceDetail>(
      `/bff/api/transaction/accept-payment/${transactionId}`,
      { body: { notes } },
      {
        success: t.messages.paymentConfirmed,
        onRefused: (r) =>
          setError(r.error && typeof r.error === 'object' ? ((r.error as Record<string, string>).notes ?? '') : ''),
      },
    );
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <CheckCircle2 aria-hidden />
          {ti.acceptPayment}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{ti.acceptTitle}</DialogTitle>
        <DialogDescription>{ti.acceptText(number)}</DialogDescription>
        <form onSubmit={accept} className="mt-4 space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="accept-notes">{`${ti.acceptNotes} ${t.list.optional}`}</Label>
            <Input
              id="accept-notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'accept-notes-error' : undefined}
            />
            <CharCounter value={notes} max={500} />
            {error ? (
              <p id="accept-notes-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t.dialog.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? t.list.saving : ti.acceptConfirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
