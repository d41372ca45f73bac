import type { Db } from '../db/client';

/**
 * What an order adjustment must ask the invoices it may be on (DOMAIN 8): is it paid (then the
 * adjustment is refused), and recompute its totals when it is not. The invoice area installs
 * the real answers when it registers; until invoices exist no order carries an invoiceId.
 */
export const orderGuards = {
  invoiceIsPaid: async (_db: Db, _invoiceId: number): Promise<boolean> => true,
  /** A partner's payment is waiting for finance (Proses): the total it paid must not move under it. */
  invoiceAwaitsDecision: async (_db: Db, _invoiceId: number): Promise<boolean> => false,
  recomputeInvoice: async (_db: Db, _invoiceId: number): Promise<void> => {},
};

export function installInvoiceGuards(guards: typeof orderGuards) {
  Object.assign(orderGuards, guards);
}
