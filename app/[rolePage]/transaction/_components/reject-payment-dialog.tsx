'use client';

import { XCircle } from 'lucide-react';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { rejectPaymentBody } from '@/lib/api/schemas/receivables';
import { receivablesTexts } from '@/lib/i18n/id/receivables';

const tr = receivablesTexts;

/**
 * Tolak Pembayaran: the proof goes back with the reason the partner reads; Belum Bayar again
 * (DOMAIN 19). It names the proof on the screen: another that came in since is not rejected unseen.
 */
export function RejectPaymentDialog({ transactionId, paymentId }: { transactionId: number; paymentId: number }) {
  return (
    <ReasonDialog
      path={`/bff/api/transaction/reject-payment/${transactionId}`}
      also={{ paymentId }}
      schema={rejectPaymentBody}
      trigger={{ label: tr.reject, icon: <XCircle aria-hidden />, outline: true }}
      title={tr.rejectTitle}
      hint={tr.rejectHint}
      label={tr.rejectReason}
      confirm={tr.rejectConfirm}
      destructive
    />
  );
}
