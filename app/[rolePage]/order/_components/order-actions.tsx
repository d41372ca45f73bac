'use client';

import { Check, SlidersHorizontal } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CountedTextarea, overLimitError } from '@/components/form/counted-textarea';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Button, buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';
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
  const router = useRouter();
  const { run, busy } = useBffAction();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const reasonError = overLimitError(reason, REASON_MAX);
  if (!Object.values(allowed).some(Boolean)) return null;

  async function call(action: 'confirm' | 'cancel', fallback: string) {
    const url = `/bff/api/transaction/order/${action}/${orderId}`;
    const withReason = action === 'cancel' && asksCancelReason && reason.trim();
    const done = await run(url, withReason ? { body: { reason: reason.trim() } } : { method: 'POST' }, {
      success: fallback,
      // The refusal names what is short; the page is reloaded to show the order as it is now.
      onRefused: (refused) => {
        setRefusal(refused.message);
        router.refresh();
      },
    });
    if (done) setRefusal(null);
  }

  async function destroy() {
    await run(
      `/bff/api/transaction/order/destroy/${orderId}`,
      { method: 'POST' },
      { success: t.order.destroyed, then: { push: listHref } },
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {allowed.confirm ? (
          <ConfirmDialog
            trigger={
              <Button disabled={busy}>
                <Check aria-hidden />
                {busy ? t.order.confirming : t.order.confirm}
              </Button>
            }
            title={t.order.confirmTitle}
            text={t.order.confirmText(number)}
            confirmLabel={t.order.confirmYes}
            cancelLabel={t.dialog.no}
            destructive={false}
            onConfirm={() => call('confirm', t.messages.orderConfirmed)}
          />
        ) : null}
        {allowed.edit ? (
          <Link href={`${basePath}/edit`} className={buttonVariants({ variant: 'outline' })}>
            {t.list.edit}
          </Link>
        ) : null}
        {allowed.adjust ? (
          <Link href={`${basePath}/adjustment`} className={buttonVariants({ variant: 'outline' })}>
            <SlidersHorizontal aria-hidden />
            {t.order.adjustment}
          </Link>
        ) : null}
        {allowed.cancel ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-red-700" disabled={busy}>
                {t.order.cancelOrder}
              </Button>
            }
            title={t.order.cancelTitle}
            text={confirmed ? t.order.cancelTextConfirmed(number) : t.order.cancelText(number)}
            confirmLabel={t.dialog.cancelConfirm}
            cancelLabel={t.dialog.no}
            onConfirm={() => (reasonError ? false : call('cancel', t.messages.orderCancelled))}
          >
            {asksCancelReason ? (
              <div className="space-y-1.5">
                <Label htmlFor="cancel-reason">{t.order.cancelReason}</Label>
                <CountedTextarea
                  id="cancel-reason"
                  rows={2}
                  max={REASON_MAX}
                  value={reason}
                  error={reasonError}
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
            ) : null}
          </ConfirmDialog>
        ) : null}
        {allowed.destroy ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-red-700">
                {t.list.delete}
              </Button>
            }
            title={t.list.deleteTitle}
            text={t.list.deleteText(t.order.deleteName(number))}
            confirmLabel={t.dialog.deleteConfirm}
            onConfirm={destroy}
          />
        ) : null}
      </div>
      {allowed.confirm ? <p className="text-xs text-stone-500">{t.order.confirmHint}</p> : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
