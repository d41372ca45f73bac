'use client';

import { Check, SlidersHorizontal } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';

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
}

/**
 * Konfirmasi, Batalkan (spec dialog "Ya, batalkan!" / "Tidak"), Ubah, Penyesuaian and Hapus
 * ("Ya, hapus data!" / "Batal"). A refusal (e.g. stock too low to confirm) stays on the page,
 * because it names what is short.
 */
export function OrderActions({ orderId, number, confirmed, allowed, basePath, listHref }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!Object.values(allowed).some(Boolean)) return null;

  async function call(action: 'confirm' | 'cancel', fallback: string) {
    setBusy(true);
    const res = await bff(`/bff/api/transaction/order/${action}/${orderId}`, { method: 'POST' });
    setBusy(false);
    if (!res) return;
    if (!res.success) {
      setRefusal(res.message);
      toast.warning(res.message);
      router.refresh();
      return;
    }
    setRefusal(null);
    toast.success(res.message || fallback);
    router.refresh();
  }

  async function destroy() {
    const res = await bff(`/bff/api/transaction/order/destroy/${orderId}`, { method: 'POST' });
    if (!res) return;
    if (!res.success) return void toast.warning(res.message);
    toast.success(res.message || t.order.destroyed);
    router.push(listHref);
    router.refresh();
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {allowed.confirm ? (
          <Button onClick={() => call('confirm', t.messages.orderConfirmed)} disabled={busy}>
            <Check aria-hidden />
            {busy ? t.order.confirming : t.order.confirm}
          </Button>
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
            onConfirm={() => call('cancel', t.messages.orderCancelled)}
          />
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
