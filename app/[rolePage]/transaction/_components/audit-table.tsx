'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { WIDE_ONLY } from '@/components/data-table/column-meta';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
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
      column(ta.columns.at, (r) => (
        <div>
          <p className="whitespace-nowrap">{formatDateTime(r.at)}</p>
          <p className="text-xs text-stone-500 sm:hidden">{r.actor}</p>
        </div>
      )),
      column(
        ta.columns.actor,
        (r) => (
          <div>
            <p>{r.actor}</p>
            {r.actorRole ? <p className="text-xs text-stone-500">{r.actorRole}</p> : null}
          </div>
        ),
        WIDE_ONLY,
      ),
      column(ta.columns.record, (r) => (
        <span className="whitespace-nowrap">
          {r.entityLabel} {r.entityId ?? ''}
        </span>
      )),
      column(ta.columns.action, (r) => (
        <div>
          <p className="font-medium">{r.actionLabel}</p>
          {r.lines.map((line) => (
            <p key={line} className="text-sm">
              {line}
            </p>
          ))}
        </div>
      )),
      column(
        ta.columns.address,
        (r) => <span className="text-xs text-stone-500">{r.clientAddress ?? '-'}</span>,
        WIDE_ONLY,
      ),
    ],
    [],
  );
  return <DataTable columns={columns} list={list} texts={ta} filters={filters} actions={actions} />;
}
