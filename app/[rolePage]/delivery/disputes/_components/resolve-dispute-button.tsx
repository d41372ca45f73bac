'use client';

import { ReasonDialog } from '@/components/form/reason-dialog';
import { resolveDisputeBody } from '@/lib/api/schemas/route';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';

const td = dispatchTexts.dispute;

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
  return (
    <ReasonDialog
      path={`/bff/api/delivery/dispute/resolve/${disputeId}`}
      schema={resolveDisputeBody}
      field="resolution"
      max={1000}
      trigger={{ label: td.resolve, small: true, ariaLabel: td.resolveOf(number) }}
      title={td.resolveTitle}
      hint={td.resolveText(number, outlet)}
      label={td.resolution}
      confirm={td.resolve}
    />
  );
}
