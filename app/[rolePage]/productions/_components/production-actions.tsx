'use client';

import { Check } from 'lucide-react';
import { ConfirmDialog, DeleteDialog } from '@/components/layout/confirm-dialog';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/form/form-alert';
import { listTexts } from '@/lib/i18n/id/list';
import { messageTexts } from '@/lib/i18n/id/messages';
import { productionTexts } from '@/lib/i18n/id/production';
import type { RolePage } from '@/lib/roles';
import { useBffAction } from '@/lib/client/use-bff-action';

interface Props {
  role: RolePage;
  productionId: number;
  number: string;
  listHref: string;
  /** Pending and the caller may change batches. */
  canWrite: boolean;
  /** Pending and the caller is the warehouse. */
  canApprove: boolean;
}

/**
 * Approve (warehouse), edit and delete a pending batch. A refused approval keeps its message on
 * the page: it names the raw material that is short and what is left, which the warehouse needs.
 */
export function ProductionActions({ role, productionId, number, listHref, canWrite, canApprove }: Props) {
  const { run, refusal } = useBffAction();
  if (!canWrite && !canApprove) return null;

  async function approve() {
    await run(
      `/bff/api/production/accept/${productionId}`,
      { method: 'POST' },
      { success: messageTexts.productionApproved, keepRefusal: true },
    );
  }

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
          <ConfirmDialog
            trigger={{ label: productionTexts.approve, icon: <Check aria-hidden /> }}
            title={productionTexts.approveTitle}
            text={productionTexts.approveText(number)}
            confirmLabel={productionTexts.approve}
            destructive={false}
            onConfirm={approve}
          />
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
