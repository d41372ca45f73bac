import { eq } from 'drizzle-orm';
import { todayInWib } from '../../i18n/format';
import type { Db } from '../db/client';
import { branchGroups, outlets } from '../db/schema/outlets';
import { dueDateOf } from '../rules/receivables';

/** The tier term new tiers get (DOMAIN 19), also for an outlet without a tier. */
const DEFAULT_PAYMENT_TERM_DAYS = 14;

/**
 * The due date of an invoice issued for this outlet now: today (WIB) plus its tier's payment term,
 * fixed at issue so that a later change of the term does not move invoices already sent.
 */
export async function dueDateFor(db: Db, outletId: number, now: Date): Promise<string> {
  const [row] = await db
    .select({ term: branchGroups.paymentTermDays })
    .from(outlets)
    .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId))
    .where(eq(outlets.id, outletId))
    .limit(1);
  return dueDateOf(todayInWib(now), row?.term ?? DEFAULT_PAYMENT_TERM_DAYS);
}
