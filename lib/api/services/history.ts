import type { Db } from '../db/client';

/**
 * Whether outlets already carry business history (orders, invoices). Records with history are
 * never deleted, only deactivated (DOMAIN 3). The order and invoice tables register their
 * checks here when they exist, so every delete asks one place.
 */
type OutletHistoryCheck = (db: Db, outletIds: number[]) => Promise<boolean>;
const outletChecks: OutletHistoryCheck[] = [];

export function registerOutletHistoryCheck(check: OutletHistoryCheck) {
  outletChecks.push(check);
}

export async function outletsHaveHistory(db: Db, outletIds: number[]): Promise<boolean> {
  if (outletIds.length === 0) return false;
  for (const check of outletChecks) if (await check(db, outletIds)) return true;
  return false;
}
