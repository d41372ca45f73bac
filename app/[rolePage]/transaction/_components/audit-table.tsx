'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import type { ListRows } from '@/lib/api/envelope';
import type { AuditItem } from '@/lib/api/schemas/audit';
import { formatDateTime } from '@/lib/i18n/format';
import { auditTexts } from '@/lib/i18n/id/audit';

const ta = auditTexts;

/** Jejak Audit: one row per recorded change, newest first. */
export function AuditTable({
  list,
  filters,
  actions,
}: {
  list: ListRows<AuditItem>;
  filters: ReactNode;
  actions: ReactNode;
}) {
  const columns = useMemo<ColumnDef<AuditItem, unknown>[]>(
    () => [
      {
        header: ta.columns.at,
        cell: ({ row }) => (
          <div>
            <p className="whitespace-nowrap">{formatDateTime(row.original.at)}</p>
            <p className="text-xs text-stone-500 sm:hidden">{row.original.actor}</p>
          </div>
        ),
      },
      {
        header: ta.columns.actor,
        meta: WIDE_ONLY,
        cell: ({ row }) => (
          <div>
            <p>{row.original.actor}</p>
            {row.original.actorRole ? <p className="text-xs text-stone-500">{row.original.actorRole}</p> : null}
          </div>
        ),
      },
      {
        header: ta.columns.record,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.entityLabel} {row.original.entityId ?? ''}
          </span>
        ),
      },
      {
        header: ta.columns.action,
        cell: ({ row }) => (
          <div>
            <p className="font-medium">{row.original.actionLabel}</p>
            {row.original.lines.map((line) => (
              <p key={line} className="text-sm">
                {line}
              </p>
            ))}
          </div>
        ),
      },
      {
        header: ta.columns.address,
        meta: WIDE_ONLY,
        cell: ({ row }) => <span className="text-xs text-stone-500">{row.original.clientAddress ?? '-'}</span>,
      },
    ],
    [],
  );
  return (
    <DataTable
      columns={columns}
      list={list}
      texts={{ ...ta, listTitle: ta.title }}
      filters={filters}
      actions={actions}
    />
  );
}
