'use client';

import { Button } from '@/components/ui/button';
import { useBffAction } from '@/lib/client/use-bff-action';

/**
 * Runs one of the bakery's timed jobs now instead of waiting for the timer (standing orders,
 * payment reminders): the same service runs either way, and the answer's message says what it made.
 */
export function RunNowButton({ path, label }: { path: string; label: string }) {
  const { run, busy } = useBffAction();
  return (
    <Button variant="outline" disabled={busy} onClick={() => run(path, { body: {} })}>
      {label}
    </Button>
  );
}
