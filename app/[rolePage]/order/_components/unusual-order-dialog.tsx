'use client';

import ConfirmDialogPanel from '@/components/layout/confirm-dialog-panel';
import { formatRupiah } from '@/lib/i18n/format';
import { orderTexts } from '@/lib/i18n/id/order';
import { formatNumber } from '@/lib/i18n/id/report';
import type { UnusualLine } from '@/lib/order-habits';

interface Props {
  found: { lines: UnusualLine[]; total: boolean } | null;
  total: number;
  usualTotal: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Yakin?" with the figures: what was typed next to what this outlet usually orders. */
export function UnusualOrderDialog({ found, total, usualTotal, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialogPanel
      open={found !== null}
      setOpen={(open) => !open && onCancel()}
      title={orderTexts.unusualTitle}
      text={orderTexts.unusualIntro}
      cancelLabel={orderTexts.unusualBack}
      confirmLabel={orderTexts.unusualYes}
      destructive={false}
      onConfirm={onConfirm}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="unusual-figures">
        {found?.lines.map((l) => (
          <li key={l.productId}>
            {orderTexts.unusualLine(
              l.title,
              `${formatNumber(l.qty)} ${l.unit}`,
              l.usual === null ? null : `${formatNumber(l.usual)} ${l.unit}`,
            )}
          </li>
        ))}
        {found?.total && usualTotal !== null ? (
          <li>{orderTexts.unusualTotal(formatRupiah(total), formatRupiah(usualTotal))}</li>
        ) : null}
      </ul>
    </ConfirmDialogPanel>
  );
}
