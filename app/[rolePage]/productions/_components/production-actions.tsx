'use client';

import type { ProductionDetail } from '@/lib/api/schemas/production';
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
  /** The batch as the page shows it: its lines are what the warehouse counts when it approves. */
  batch: Pick<ProductionDetail, 'productionId' | 'number' | 'items'>;
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
export function ProductionActions({ role, batch, listHref, canWrite, canApprove }: Props) {
  const { productionId, number } = batch;
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
        {canApprove ? (
          <ApproveProductionDialog productionId={productionId} number={number} lines={batch.items} />
        ) : null}
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
