'use client';

import { Check, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { overLimitError } from '@/components/form/counted-textarea';
import { TextAreaInput } from '@/components/form/text-area-field';
import { ConfirmDialog, DeleteDialog } from '@/components/layout/confirm-dialog';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/form/form-alert';
import { listTexts } from '@/lib/i18n/id/list';
import { messageTexts } from '@/lib/i18n/id/messages';
import { orderTexts } from '@/lib/i18n/id/order';
import { dialogTexts } from '@/lib/i18n/id/shell';
import { useBffAction } from '@/lib/client/use-bff-action';

/** The API's limit for a cancel reason. */
const REASON_MAX = 500;

/** What this user may do with this order now; decided on the server from the policy and the status. */
export interface OrderPermissions {
  confirm: boolean;
  cancel: boolean;
  edit: boolean;
  destroy: boolean;
  adjust: boolean;
}

interface Props {
  orderId: number;
  number: string;
  /** Cancelling a confirmed order puts its goods back in stock: the dialog says so. */
  confirmed: boolean;
  allowed: OrderPermissions;
  basePath: string;
  listHref: string;
  /** Staff may tell the partner why they cancel; a partner cancelling its own order is not asked. */
  asksCancelReason: boolean;
}

/**
 * Konfirmasi, Batalkan (spec dialog "Ya, batalkan!" / "Tidak"), Ubah, Penyesuaian and Hapus
 * ("Ya, hapus data!" / "Batal"). A refusal (e.g. stock too low to confirm) stays on the page,
 * because it names what is short.
 */
export function OrderActions({ orderId, number, confirmed, allowed, basePath, listHref, asksCancelReason }: Props) {
  const { run, busy, refusal } = useBffAction();
  const [reason, setReason] = useState('');
  const reasonError = overLimitError(reason, REASON_MAX);
  if (!Object.values(allowed).some(Boolean)) return null;

  async function call(action: 'confirm' | 'cancel', fallback: string) {
    const url = `/bff/api/transaction/order/${action}/${orderId}`;
    const withReason = action === 'cancel' && asksCancelReason && reason.trim();
    // A refusal names what is short: it stays on the page, which shows the order as it is now.
    await run(url, withReason ? { body: { reason: reason.trim() } } : { method: 'POST' }, {
      success: fallback,
      keepRefusal: true,
    });
  }

  async function destroy() {
    await run(
      `/bff/api/transaction/order/destroy/${orderId}`,
      { method: 'POST' },
      { success: orderTexts.destroyed, then: { push: listHref } },
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {allowed.confirm ? (
          <ConfirmDialog
            trigger={{
              label: busy ? orderTexts.confirming : orderTexts.confirm,
              icon: <Check aria-hidden />,
              disabled: busy,
            }}
            title={orderTexts.confirmTitle}
            text={orderTexts.confirmText(number)}
            confirmLabel={orderTexts.confirmYes}
            cancelLabel={dialogTexts.no}
            destructive={false}
            onConfirm={() => call('confirm', messageTexts.orderConfirmed)}
          />
        ) : null}
        {allowed.edit ? (
          <ButtonLink variant="outline" href={`${basePath}/edit`}>
            {listTexts.edit}
          </ButtonLink>
        ) : null}
        {allowed.adjust ? (
          <ButtonLink variant="outline" href={`${basePath}/adjustment`}>
            <SlidersHorizontal aria-hidden />
            {orderTexts.adjustment}
          </ButtonLink>
        ) : null}
        {allowed.cancel ? (
          <ConfirmDialog
            trigger={{ label: orderTexts.cancelOrder, outline: true, danger: true, disabled: busy }}
            title={orderTexts.cancelTitle}
            text={confirmed ? orderTexts.cancelTextConfirmed(number) : orderTexts.cancelText(number)}
            confirmLabel={dialogTexts.cancelConfirm}
            cancelLabel={dialogTexts.no}
            onConfirm={() => (reasonError ? false : call('cancel', messageTexts.orderCancelled))}
          >
            {asksCancelReason ? (
              <TextAreaInput
                id="cancel-reason"
                label={orderTexts.cancelReason}
                rows={2}
                max={REASON_MAX}
                value={reason}
                error={reasonError}
                onChange={setReason}
              />
            ) : null}
          </ConfirmDialog>
        ) : null}
        {allowed.destroy ? <DeleteDialog what={orderTexts.deleteName(number)} onConfirm={destroy} /> : null}
      </div>
      {allowed.confirm ? <p className="text-xs text-stone-500">{orderTexts.confirmHint}</p> : null}
      <FormAlert message={refusal} tone="danger" />
    </div>
  );
}
