'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { listTexts } from '@/lib/i18n/id/list';

/** Shows a temporary password once (new account or reset); closing it is the only way on. */
export function TemporaryPasswordDialog({ password, onClose }: { password: string | null; onClose: () => void }) {
  return (
    <Dialog open={password !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{listTexts.temporaryPasswordTitle}</DialogTitle>
        <DialogDescription>{listTexts.temporaryPasswordText}</DialogDescription>
        <p
          className="mt-4 rounded-md bg-stone-100 p-3 text-center font-mono text-xl tracking-wider"
          data-testid="temporary-password"
        >
          {password}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={() => password && navigator.clipboard?.writeText(password)}>
            {listTexts.copy}
          </Button>
          <Button onClick={onClose}>{listTexts.close}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A temporary password to show once: `show(password)` opens `dialog` (render it beside the form or
 * list). Closing it goes on to `thenHref` (a new account's list, refreshed), or stays.
 */
export function useTemporaryPassword(thenHref?: string) {
  const router = useRouter();
  const [password, setPassword] = useState<string | null>(null);
  function close() {
    setPassword(null);
    if (!thenHref) return;
    router.push(thenHref);
    router.refresh();
  }
  return { show: setPassword, dialog: <TemporaryPasswordDialog password={password} onClose={close} /> };
}
