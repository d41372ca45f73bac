'use client';

import Link from 'next/link';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ExpiringItem } from '@/lib/api/schemas/stock';
import { useBffAction } from '@/lib/client/use-bff-action';
import { formatQuantity } from '@/lib/i18n/format';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import type { RolePage } from '@/lib/roles';

const te = inventoryTexts.expiring;

/**
 * The warehouse's home (DOMAIN 15): lots expired or expiring within two days, and "Hapus stok
 * kedaluwarsa", which writes every expired lot off as waste in one step.
 */
export function ExpiringCard({
  role,
  items,
  canWriteOff,
}: {
  role: RolePage;
  items: ExpiringItem[];
  canWriteOff: boolean;
}) {
  const { run } = useBffAction();
  const anyExpired = items.some((i) => i.expiredQty > 0);
  return (
    <Card data-testid="expiring-card">
      <CardHeader>
        <CardTitle>{te.title}</CardTitle>
        {items.length === 0 ? <CardDescription>{te.empty}</CardDescription> : null}
      </CardHeader>
      {items.length > 0 ? (
        <CardContent className="space-y-3">
          <ul className="divide-y divide-stone-100 text-sm">
            {items.map((i) => (
              <li key={i.productId} className="flex justify-between gap-3 py-2">
                <Link
                  className="font-medium underline-offset-4 hover:underline"
                  href={`/${role}/inventory/${i.productId}`}
                >
                  {i.title}
                </Link>
                <span className={i.expiredQty > 0 ? 'text-red-800' : 'text-amber-900'}>
                  {te.line(`${formatQuantity(i.expiredQty)} ${i.unit}`, `${formatQuantity(i.expiringQty)} ${i.unit}`)}
                </span>
              </li>
            ))}
          </ul>
          {canWriteOff && anyExpired ? (
            <ConfirmDialog
              trigger={{ label: te.writeOff, outline: true }}
              title={te.confirmTitle}
              text={te.confirmText}
              confirmLabel={te.writeOff}
              onConfirm={async () => {
                await run('/bff/api/stock/write-off-expired', { method: 'POST', body: {} });
              }}
            />
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
