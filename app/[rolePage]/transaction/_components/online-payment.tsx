'use client';

import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';

const ti = t.invoice;

/**
 * Bayar Online (Midtrans Snap): the API makes a payment page for the invoice's total and the
 * browser goes there. Without keys on the server the option is said to be unavailable, never faked.
 */
export function OnlinePayment({ transactionId, available }: { transactionId: number; available: boolean }) {
  const [busy, setBusy] = useState(false);
  if (!available) return <p className="text-sm text-stone-600">{ti.onlineUnavailable}</p>;

  async function pay() {
    setBusy(true);
    const res = await bff<{ redirect_url: string }>('/bff/api/midtrans/store', { body: { transactionId } });
    if (!res) return setBusy(false);
    if (!res.success) {
      setBusy(false);
      return void toast.warning(res.message);
    }
    // Stays busy: the browser is leaving for the payment page.
    window.location.assign(res.data.redirect_url);
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{ti.payOnlineText}</p>
      <Button type="button" variant="outline" onClick={pay} disabled={busy} aria-busy={busy}>
        <CreditCard aria-hidden />
        {busy ? ti.openingPayment : ti.payOnline}
      </Button>
      <p className="sr-only" aria-live="polite">
        {busy ? ti.openingPayment : ''}
      </p>
    </div>
  );
}
