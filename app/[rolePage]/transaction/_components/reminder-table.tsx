'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { MessageCircle } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import { NoWrap, NumberCell, TwoLines } from '@/components/data-table/cells';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ListRows } from '@/lib/api/envelope';
import type { reminderItem } from '@/lib/api/schemas/receivables';
import { useBffAction } from '@/lib/client/use-bff-action';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/i18n/format';
import { receivablesTexts } from '@/lib/i18n/id/receivables';
import type { RolePage } from '@/lib/roles';

export type ReminderRow = z.infer<typeof reminderItem>;

const tr = receivablesTexts;
const TONE = { menunggu: 'warning', terkirim: 'success', selesai: 'neutral' } as const;

/**
 * Kirim WhatsApp: opens the partner's chat with the reminder written, then marks it sent. The
 * window is opened first, in the click itself, or the browser would block it as a pop-up.
 */
function SendWhatsapp({ reminder }: { reminder: ReminderRow }) {
  const { run, busy } = useBffAction();
  if (!reminder.whatsappUrl) return <p className="text-xs text-stone-600">{tr.noPhone}</p>;
  const url = reminder.whatsappUrl;
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={() => {
        window.open(url, '_blank', 'noopener,noreferrer');
        void run(`/bff/api/reminder/mark-sent/${reminder.id}`, { method: 'POST' });
      }}
      aria-label={`${tr.sendWhatsapp} ${reminder.number}`}
    >
      <MessageCircle aria-hidden />
      {tr.sendWhatsapp}
    </Button>
  );
}

/** Pengingat: the reminder queue, those still to send first. */
export function ReminderTable({
  role,
  list,
  filters,
  emptyText,
  canSend,
}: {
  role: RolePage;
  list: ListRows<ReminderRow>;
  filters: ReactNode;
  emptyText: string;
  canSend: boolean;
}) {
  const columns = useMemo<ColumnDef<ReminderRow, unknown>[]>(
    () => [
      column(tr.reminderColumns.invoice, (r) => (
        <NumberCell
          href={`/${role}/transaction/${r.transactionId}`}
          number={r.number}
          details={[tr.levelLabel(r.level)]}
          onPhone={
            <>
              <p>{r.partner}</p>
              <p>{formatRupiah(r.remaining)}</p>
            </>
          }
        />
      )),
      column(tr.reminderColumns.partner, (r) => <TwoLines main={r.partner} sub={r.outlet} />, WIDE_ONLY),
      column(tr.reminderColumns.remaining, (r) => <NoWrap>{formatRupiah(r.remaining)}</NoWrap>, WIDE_ONLY),
      column(tr.reminderColumns.dueDate, (r) => <NoWrap>{formatDate(r.dueDate)}</NoWrap>, WIDE_ONLY),
      column(tr.reminderColumns.status, (r) => (
        <div>
          <Badge tone={TONE[r.status]}>{r.statusLabel}</Badge>
          {r.sentAt ? <p className="mt-1 text-xs text-stone-500">{tr.sentOn(formatDateTime(r.sentAt))}</p> : null}
        </div>
      )),
      ...(canSend
        ? [
            {
              id: 'action',
              header: tr.reminderColumns.action,
              cell: ({ row }) => (row.original.status === 'selesai' ? null : <SendWhatsapp reminder={row.original} />),
            } satisfies ColumnDef<ReminderRow, unknown>,
          ]
        : []),
    ],
    [role, canSend],
  );
  return (
    <DataTable
      columns={columns}
      list={list}
      texts={{ listTitle: tr.reminderTitle, empty: emptyText }}
      filters={filters}
    />
  );
}
