'use client';

import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import { useBffAction } from '@/lib/client/use-bff-action';

const ti = invoiceTexts;

/**
 * Bayar Online (Midtrans Snap): the API makes a payment page for what is left of the invoice and
 * the browser goes there. Without keys on the server the option is said to be unavailable, never faked.
 */
export function OnlinePayment({
  transactionId,
  available,
  remaining,
}: {
  transactionId: number;
  available: boolean;
  remaining: number;
}) {
  const { run } = useBffAction();
  const [busy, setLeaving] = useState(false);
  if (!available) return <p className="text-sm text-stone-600">{ti.onlineUnavailable}</p>;

  async function pay() {
    setLeaving(true);
    const res = await run<{ redirect_url: string }>(
      '/bff/api/midtrans/store',
      { body: { transactionId } },
      { success: false, then: 'stay' },
    );
    if (!res) return setLeaving(false);
    // Stays busy: the browser is leaving for the payment page.
    window.location.assign(res.data.redirect_url);
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{ti.payOnlineText}</p>
      <p className="text-sm font-medium">{ti.payOnlineAmount(formatRupiah(remaining))}</p>
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
