'use client';

import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { minutesLeft, orderDeadline, type Cutoff } from '@/lib/api/rules/order-deadline';
import Link from 'next/link';
import { changeRequestTexts, orderWindowTexts } from '@/lib/i18n/id/order-window';

const tw = orderWindowTexts;

/**
 * The chosen date's order deadline and the time left (DOMAIN 17), counted on the server's clock:
 * the first render uses the server's time (the same text on server and browser), then it follows
 * the browser's clock shifted by the difference, every 30 seconds.
 */
export function DeadlineNote({
  cutoff,
  deliveryDate,
  serverNow,
  isPartner,
  askHref,
}: {
  cutoff: Cutoff;
  deliveryDate: string;
  serverNow: string;
  isPartner: boolean;
  /** Where the partner asks the bakery for this date's order once the deadline has passed. */
  askHref?: string;
}) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setNow(new Date(Date.now() + offset));
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [serverNow]);

  const deadline = orderDeadline(deliveryDate, cutoff);
  const passed = now.getTime() > Date.parse(deadline);
  return (
    <p
      className={`mt-3 flex items-start gap-2 text-sm ${passed ? 'text-amber-900' : 'text-stone-700'}`}
      data-testid="order-deadline"
      aria-live="polite"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {tw.deadline(deadline)}
        {' · '}
        {passed ? (isPartner ? tw.closed : tw.lateForStaff) : tw.left(minutesLeft(deadline, now))}
        {passed && isPartner && askHref ? (
          <>
            {' '}
            <Link href={askHref} className="font-medium text-brand-700 underline underline-offset-4">
              {changeRequestTexts.askNew}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
