import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/i18n/format';
import { receivablesTexts } from '@/lib/i18n/id/receivables';
import type { InvoiceListItem } from './invoice-types';
import { NoWrap } from '@/components/data-table/cells';

/** An invoice's due date, and how late it is while unpaid (DOMAIN 19). */
export function DueDate({ invoice }: { invoice: Pick<InvoiceListItem, 'dueDate' | 'overdueDays' | 'status'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <NoWrap>{formatDate(invoice.dueDate)}</NoWrap>
      {invoice.overdueDays > 0 ? (
        <Badge tone="danger">{receivablesTexts.overdueBadge(invoice.overdueDays)}</Badge>
      ) : null}
    </span>
  );
}
