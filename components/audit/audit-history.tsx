import Link from 'next/link';
import { SectionCard } from '@/components/ui/card';
import type { ListPage } from '@/lib/api/list';
import type { AuditItem } from '@/lib/api/schemas/audit';
import { can } from '@/lib/can';
import { auditTexts } from '@/lib/i18n/id/audit';
import { serverRead } from '@/lib/server/api-read';
import type { CurrentUser } from '@/lib/server/current-user';

const ta = auditTexts;

/**
 * Riwayat on a detail screen (DOMAIN 20): the record's latest recorded changes, each field in
 * Indonesian with who and when ("Harga Tier A: Rp16.000 -> Rp17.000 oleh Finance, 3 Nov 2026
 * 14.02"). Only for those who read the audit trail; others see nothing.
 */
export async function AuditHistory({
  user,
  entity,
  entityId,
}: {
  user: CurrentUser;
  entity: string;
  entityId: string | number;
}) {
  if (!can(user.rolePage, 'GET /audit')) return null;
  const query = new URLSearchParams({ entity, entityId: String(entityId), limit: '20' });
  const { data } = await serverRead<ListPage<AuditItem>>(user, `/audit?${query}`);
  if (!data) return null;
  return (
    <SectionCard title={ta.history}>
      {data.items.length === 0 ? (
        <p className="text-sm text-stone-600">{ta.historyEmpty}</p>
      ) : (
        <ol className="space-y-3 text-sm" aria-label={ta.history}>
          {data.items.map((item) => (
            <li key={item.id} className="border-l-2 border-stone-200 pl-3">
              <p className="font-medium">{item.actionLabel}</p>
              {item.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p className="text-xs text-stone-500">
                {ta.by(item.actorRole ? `${item.actor} (${item.actorRole})` : item.actor, item.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data.pagination.total > data.items.length ? (
        <Link
          href={`/${user.rolePage}/transaction/audit?${new URLSearchParams({ entity, entityId: String(entityId) })}`}
          className="mt-3 inline-block text-sm text-brand-700 underline underline-offset-4"
        >
          {ta.historyMore}
        </Link>
      ) : null}
    </SectionCard>
  );
}
