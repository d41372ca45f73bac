import type { z } from 'zod';
import type { receivablesList } from '@/lib/api/schemas/receivables';
import { creditBreaches } from '@/lib/api/rules/credit';
import { creditTexts } from '@/lib/i18n/id/receivables';
import { serverRead } from '@/lib/server/api-read';
import type { CurrentUser } from '@/lib/server/current-user';

/**
 * A partner over its credit rules is told so above its invoices (DOMAIN 19), with why: new orders
 * may be held until it pays. Its own receivables row decides; staff see the Piutang tab instead.
 */
export async function CreditBanner({ user }: { user: CurrentUser }) {
  const { data } = await serverRead<z.infer<typeof receivablesList>>(user, '/receivables?limit=1');
  const row = data?.items[0];
  if (!row || row.status !== 'lewat_batas') return null;
  const reasons = creditBreaches(row, row);
  return (
    <p role="status" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      {creditTexts.partnerBanner(reasons.join(' '))}
    </p>
  );
}
