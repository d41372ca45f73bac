'use client';

import { useState } from 'react';
import { TextAreaInput } from '@/components/form/text-area-field';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useBffAction } from '@/lib/client/use-bff-action';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';

const td = dispatchTexts.dispute;
const MAX = 1000;

/** Selesaikan: closes a partner's objection with the note the partner reads. */
export function ResolveDisputeButton({
  disputeId,
  number,
  outlet,
}: {
  disputeId: number;
  number: string;
  outlet: string;
}) {
  const { run, busy } = useBffAction();
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `resolution-${disputeId}`;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" disabled={busy} aria-label={td.resolveOf(number)}>
          {td.resolve}
        </Button>
      }
      title={td.resolveTitle}
      text={td.resolveText(number, outlet)}
      confirmLabel={td.resolve}
      destructive={false}
      onConfirm={async () => {
        if (!resolution.trim()) {
          setError(td.resolutionRequired);
          return false;
        }
        const done = await run(
          `/bff/api/delivery/dispute/resolve/${disputeId}`,
          { body: { resolution: resolution.trim() } },
          { onRefused: (r) => setError(r.message) },
        );
        return Boolean(done);
      }}
    >
      <TextAreaInput
        id={id}
        label={td.resolution}
        max={MAX}
        value={resolution}
        error={error}
        onChange={(text) => {
          setResolution(text);
          setError(null);
        }}
      />
    </ConfirmDialog>
  );
}
