'use client';

import type { ComponentProps } from 'react';
import { DeleteDialog } from '@/components/layout/confirm-dialog';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/form/form-alert';
import { listTexts } from '@/lib/i18n/id/list';
import { productionTexts } from '@/lib/i18n/id/production';
import type { RolePage } from '@/lib/roles';
import { useBffAction } from '@/lib/client/use-bff-action';
import { ApproveProductionDialog } from './approve-production-dialog';

interface Props {
  role: RolePage;
  productionId: number;
  number: string;
  /** The batch's lines: the warehouse counts what came out good when it approves. */
  lines: ComponentProps<typeof ApproveProductionDialog>['lines'];
  listHref: string;
  /** Pending and the caller may change batches. */
  canWrite: boolean;
  /** Pending and the caller is the warehouse. */
  canApprove: boolean;
}

/**
 * Approve (warehouse, counting what came out good), edit and delete a pending batch. A refused
 * approval keeps its message in the dialog: it names the raw material that is short and what is left.
 */
export function ProductionActions({ role, productionId, number, lines, listHref, canWrite, canApprove }: Props) {
  const { run, refusal } = useBffAction();
  if (!canWrite && !canApprove) return null;

  async function remove() {
    await run(
      `/bff/api/production/delete/${productionId}`,
      { method: 'DELETE' },
      { success: productionTexts.deleted, then: { push: listHref } },
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {canApprove ? <ApproveProductionDialog productionId={productionId} number={number} lines={lines} /> : null}
        {canWrite ? (
          <>
            <ButtonLink variant="outline" href={`/${role}/productions/${productionId}/edit`}>
              {listTexts.edit}
            </ButtonLink>
            <DeleteDialog what={productionTexts.deleteName(number)} onConfirm={remove} />
          </>
        ) : null}
      </div>
      <FormAlert message={refusal} tone="danger" />
    </div>
  );
}
