'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { listTexts } from '@/lib/i18n/id/list';

/** The footer of every form: save (busy while it runs) and cancel back to where the form came from. */
export function FormActions({
  busy,
  cancelHref,
  submitLabel = listTexts.save,
}: {
  busy: boolean;
  cancelHref: string;
  submitLabel?: string;
}) {
  const router = useRouter();
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={busy}>
        {busy ? listTexts.saving : submitLabel}
      </Button>
      <Button type="button" variant="outline" onClick={() => router.push(cancelHref)}>
        {listTexts.cancel}
      </Button>
    </div>
  );
}
