'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowActions, RowLink } from '@/components/data-table/row-actions';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import type { ListRows } from '@/lib/api/envelope';
import type { RouteItem } from '@/lib/api/schemas/route';
import { useBffAction } from '@/lib/client/use-bff-action';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import type { RolePage } from '@/lib/roles';

const tr = dispatchTexts.route;

function DeleteRoute({ route }: { route: RouteItem }) {
  const { run, busy } = useBffAction();
  return (
    <ConfirmDialog
      trigger={{
        label: tr.remove,
        outline: true,
        small: true,
        danger: true,
        disabled: busy,
        ariaLabel: `${tr.remove} ${route.name}`,
      }}
      title={tr.removeTitle}
      text={tr.removeText(route.name)}
      confirmLabel={tr.remove}
      onConfirm={async () => Boolean(await run(`/bff/api/route/delete/${route.routeId}`, { method: 'DELETE' }))}
    />
  );
}

/** The routes by name: driver, and the stops in the order the van visits them. */
export function RouteTable({ role, list, canWrite }: { role: RolePage; list: ListRows<RouteItem>; canWrite: boolean }) {
  const columns = useMemo<ColumnDef<RouteItem, unknown>[]>(
    () => [
      column(tr.name, (r) => (
        <div>
          <p className="font-medium">{r.name}</p>
          <p className="text-xs text-stone-500">
            {tr.driver}: {r.driver ?? tr.noDriver}
          </p>
        </div>
      )),
      column(tr.stops, (r) =>
        r.stops.length ? (
          <ol className="list-decimal pl-5 text-sm" data-testid="route-stops">
            {r.stops.map((s) => (
              <li key={s.branchId}>{s.outlet}</li>
            ))}
          </ol>
        ) : (
          <span className="text-sm text-stone-500">{tr.noStops}</span>
        ),
      ),
      ...actionsColumn<RouteItem>(
        (r) => (
          <RowActions>
            <RowLink href={`/${role}/delivery/routes/${r.routeId}`} label={tr.edit} name={r.name} />
            <DeleteRoute route={r} />
          </RowActions>
        ),
        { when: canWrite },
      ),
    ],
    [role, canWrite],
  );
  return (
    <DataTable
      columns={columns}
      list={list}
      texts={{ listTitle: tr.title, empty: tr.empty, searchPlaceholder: tr.name }}
    />
  );
}
