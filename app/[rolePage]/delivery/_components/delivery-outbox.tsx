'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { dropDelivery, queuedDeliveries, sendDelivery } from '@/lib/client/delivery-outbox';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';

const tp = dispatchTexts.proof;
/** A second chance besides the browser's "online" event, which some phones miss. */
const RETRY_MS = 15_000;

/**
 * Sends the proofs kept on the phone (lib/client/delivery-outbox.ts) whenever the network is
 * there: on opening the page, when the browser says it is online again, and every few seconds.
 * One sending at a time; each proof's clientKey makes a repeat harmless anyway. Only the signed-in
 * driver's own proofs: another driver's wait for that driver on a shared phone.
 */
export function DeliveryOutbox({ owner, onSent }: { owner: string; onSent?: () => void }) {
  const router = useRouter();
  const [waiting, setWaiting] = useState(0);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const queued = await queuedDeliveries(owner);
      setWaiting(queued.length);
      let sent = 0;
      for (const d of queued) {
        const result = await sendDelivery(d);
        if (result.kind === 'offline') break;
        // Kept for a later try; the ones behind it are still tried (one proof's fault blocks none).
        if (result.kind === 'kept') continue;
        await dropDelivery(d.clientKey);
        if (result.kind === 'sent') {
          sent++;
          toast.success(tp.sentLater(d.number));
        } else toast.warning(tp.refusedLater(d.number, result.message));
      }
      setWaiting((await queuedDeliveries(owner)).length);
      if (sent > 0) {
        onSent?.();
        router.refresh();
      }
    } finally {
      sending.current = false;
    }
  }, [onSent, owner, router]);

  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener('online', again);
    window.addEventListener('delivery-queued', again);
    const timer = window.setInterval(again, RETRY_MS);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener('delivery-queued', again);
      window.clearInterval(timer);
    };
  }, [flush]);

  return waiting > 0 ? (
    <p
      role="status"
      data-testid="delivery-outbox"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {tp.outbox(waiting)}
    </p>
  ) : null;
}
