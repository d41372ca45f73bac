'use client';

import { Button } from '@/components/ui/button';
import { useBffAction } from '@/lib/client/use-bff-action';
import { standingOrderTexts } from '@/lib/i18n/id/order-window';

/**
 * Staff make the due orders now instead of waiting for the timer (the same service runs either
 * way; the answer's message says how many were made).
 */
export function GenerateButton() {
  const { run, busy } = useBffAction();
  return (
    <Button variant="outline" disabled={busy} onClick={() => run('/bff/api/standing-order/generate', { body: {} })}>
      {standingOrderTexts.generate}
    </Button>
  );
}
