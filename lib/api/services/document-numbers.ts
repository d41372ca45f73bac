import { sql } from 'drizzle-orm';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Db } from '../db/client';
import { documentSequences } from '../db/schema/sequences';
import { BUSINESS_TIME_ZONE } from '../../i18n/format';

export type DocumentPrefix = 'ORD' | 'INV' | 'PO' | 'PRD' | 'RET';

/**
 * The next number of a document, e.g. PO/2026/11/0007 (WIB month). Call it inside the
 * document's transaction: the counter row stays locked until commit, so concurrent documents
 * queue up, and a rolled-back document gives its number back (no gaps).
 */
export async function nextDocumentNumber(tx: Db, prefix: DocumentPrefix, at: Date): Promise<string> {
  const period = format(new TZDate(at.getTime(), BUSINESS_TIME_ZONE), 'yyyy/MM');
  const [row] = await tx
    .insert(documentSequences)
    .values({ prefix, period, last: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.prefix, documentSequences.period],
      set: { last: sql`${documentSequences.last} + 1` },
    })
    .returning({ last: documentSequences.last });
  return `${prefix}/${period}/${String(row.last).padStart(4, '0')}`;
}
