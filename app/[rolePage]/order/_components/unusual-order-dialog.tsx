'use client';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog open={found !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>{orderTexts.unusualTitle}</AlertDialogTitle>
        <AlertDialogDescription>{orderTexts.unusualIntro}</AlertDialogDescription>
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
        <AlertDialogFooter>
          <AlertDialogCancel>{orderTexts.unusualBack}</AlertDialogCancel>
          <Button onClick={onConfirm}>{orderTexts.unusualYes}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
