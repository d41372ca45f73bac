import { formatRupiah } from '../../i18n/format';
import { t } from '../../i18n/id';

/**
 * Credit control (DOMAIN 19), one pure rule for the order paths (hold or warn), the Piutang status
 * and the partner's banner, so that the three never disagree.
 */

export interface CreditRules {
  /** Rupiah; null = no limit. */
  creditLimit: number | null;
  /** Days an invoice may be past due; null = no rule. */
  creditOverdueDays: number | null;
}

export interface CreditStanding {
  /** Unpaid invoices (what is left of them) + confirmed orders not invoiced yet (+ the order asked about). */
  exposure: number;
  /** Days the oldest unpaid invoice is past due (0 when none is). */
  oldestOverdueDays: number;
}

/** The rules this standing breaks, each as its Indonesian reason; empty when none is broken. */
export function creditBreaches(rules: CreditRules, standing: CreditStanding): string[] {
  const reasons: string[] = [];
  if (rules.creditLimit !== null && standing.exposure > rules.creditLimit)
    reasons.push(t.credit.overLimit(formatRupiah(standing.exposure), formatRupiah(rules.creditLimit)));
  if (rules.creditOverdueDays !== null && standing.oldestOverdueDays > rules.creditOverdueDays)
    reasons.push(t.credit.tooLate(standing.oldestOverdueDays, rules.creditOverdueDays));
  return reasons;
}

export type CreditStatus = 'lancar' | 'terlambat' | 'lewat_batas';

/** Over the rules (lewat_batas); otherwise late (terlambat) while an invoice is past due; else lancar. */
export function creditStatus(p: CreditRules & CreditStanding): CreditStatus {
  if (creditBreaches(p, p).length > 0) return 'lewat_batas';
  return p.oldestOverdueDays > 0 ? 'terlambat' : 'lancar';
}
