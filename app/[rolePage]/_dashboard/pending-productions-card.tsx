import type { ProductionSection } from '@/lib/api/schemas/report';
import { formatDateTime } from '@/lib/i18n/format';
import { reportTexts } from '@/lib/i18n/id/report';
import { AttentionCard, AttentionRow } from './attention-card';

/** The batches waiting for the warehouse's approval: production and the warehouse see the same card. */
export function PendingProductionsCard({
  title,
  empty,
  pending,
  link,
}: {
  title: string;
  empty: string;
  pending: ProductionSection['pendingProductions'];
  link: { href: string; label: string } | null;
}) {
  return (
    <AttentionCard title={title} count={pending.count} empty={empty} link={link}>
      {pending.items.map((b) => (
        <AttentionRow
          key={b.productionId}
          primary={b.number}
          secondary={[formatDateTime(b.createdAt), b.createdBy].filter(Boolean).join(' · ')}
          aside={reportTexts.lineCount(b.itemCount)}
        />
      ))}
    </AttentionCard>
  );
}
