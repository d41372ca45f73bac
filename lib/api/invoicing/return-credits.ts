import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Db } from '../db/client';
import { invoiceItems } from '../db/schema/invoices';
import { returnItems, returns } from '../db/schema/returns';

/**
 * Puts processed return credits of an outlet on an invoice as negative lines (DOMAIN 18): those
 * not on any invoice yet, of returns dated up to `upTo`, or only the returns in `onlyIds`. The
 * caller recomputes the invoice (its total never goes below zero: recomputeInvoice) and audits it.
 * Answers the numbers of the returns credited.
 */
export async function attachReturnCredits(
  tx: Db,
  invoiceId: number,
  outletId: number,
  scope: { upTo: string } | { onlyIds: number[] },
): Promise<string[]> {
  const pending = await tx
    .select({ id: returns.id, number: returns.number })
    .from(returns)
    .where(
      and(
        eq(returns.outletId, outletId),
        eq(returns.status, 'diproses'),
        gt(returns.creditTotal, 0),
        isNull(returns.invoiceId),
        'upTo' in scope ? lte(returns.returnDate, scope.upTo) : inArray(returns.id, scope.onlyIds),
      ),
    )
    .orderBy(asc(returns.returnDate), asc(returns.id))
    .for('update');
  if (pending.length === 0) return [];
  const numbers = new Map(pending.map((r) => [r.id, r.number]));
  const lines = await tx
    .select()
    .from(returnItems)
    .where(
      and(
        inArray(
          returnItems.returnId,
          pending.map((r) => r.id),
        ),
        gt(returnItems.creditQty, 0),
      ),
    )
    .orderBy(asc(returnItems.id));
  await tx.insert(invoiceItems).values(
    lines.map((l) => ({
      invoiceId,
      productId: l.productId,
      title: t.returns.invoiceLine(numbers.get(l.returnId)!, l.size ? `${l.title} (${l.size})` : l.title),
      qty: -l.creditQty,
      price: l.price,
      unit: l.unit,
      returnId: l.returnId,
    })),
  );
  await tx
    .update(returns)
    .set({ invoiceId })
    .where(
      inArray(
        returns.id,
        pending.map((r) => r.id),
      ),
    );
  return pending.map((r) => r.number);
}
