'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { TwoLines } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { column } from '@/components/data-table/column';
import { actionsColumn, RowActions, RowLink } from '@/components/data-table/row-actions';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ListRows } from '@/lib/api/envelope';
import type { StandingOrderItem } from '@/lib/api/schemas/standing-order';
import { useBffAction } from '@/lib/client/use-bff-action';
import { orderTexts } from '@/lib/i18n/id/order';
import { changeRequestTexts, standingOrderTexts } from '@/lib/i18n/id/order-window';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';
import { Field, fieldAria } from '@/components/form/field';

const ts = standingOrderTexts;

/** Jeda: no orders for delivery dates up to the chosen one (e.g. over Lebaran). */
function PauseButton({ item }: { item: StandingOrderItem }) {
  const { run, busy } = useBffAction();
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `pause-until-${item.id}`;
  return (
    <ConfirmDialog
      trigger={{ label: ts.pause, outline: true, small: true, disabled: busy }}
      title={ts.pauseTitle}
      text={`${item.outlet} · ${item.weekdayLabel}. ${ts.pauseHint}`}
      confirmLabel={ts.pause}
      destructive={false}
      onConfirm={async () => {
        if (!until) {
          setError(ts.untilRequired);
          return false;
        }
        const done = await run(
          `/bff/api/standing-order/pause/${item.id}`,
          { body: { until } },
          { onRefused: (r) => setError(r.message) },
        );
        return Boolean(done);
      }}
    >
      <Field id={id} label={ts.pauseUntil} error={error}>
        <Input
          id={id}
          type="date"
          value={until}
          {...fieldAria(id, error)}
          onChange={(e) => {
            setUntil(e.target.value);
            setError(null);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}

function ResumeButton({ item }: { item: StandingOrderItem }) {
  const { run, busy } = useBffAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => run(`/bff/api/standing-order/resume/${item.id}`, { method: 'POST' })}
    >
      {ts.resume}
    </Button>
  );
}

function DeleteButton({ item }: { item: StandingOrderItem }) {
  const { run, busy } = useBffAction();
  return (
    <ConfirmDialog
      trigger={{ label: ts.remove, outline: true, small: true, danger: true, disabled: busy }}
      title={ts.removeTitle}
      text={ts.removeText(item.weekdayLabel)}
      confirmLabel={ts.remove}
      onConfirm={async () => Boolean(await run(`/bff/api/standing-order/delete/${item.id}`, { method: 'DELETE' }))}
    />
  );
}

interface Props {
  role: RolePage;
  list: ListRows<StandingOrderItem>;
  canWrite: boolean;
  filters: ReactNode;
}

/** Each outlet's weekdays in order: the usual lines, paused or active, and what may be done. */
export function StandingOrderTable({ role, list, canWrite, filters }: Props) {
  const columns = useMemo<ColumnDef<StandingOrderItem, unknown>[]>(
    () => [
      column(ts.weekday, (r) => <TwoLines strong main={r.weekdayLabel} sub={r.outlet} />),
      column(ts.lines, (r) => (
        <ul className="text-sm">
          {r.items.map((i) => (
            <li key={`${i.productId}-${i.notes ?? ''}`}>{changeRequestTexts.line(i.title, i.qty, i.notes)}</li>
          ))}
        </ul>
      )),
      column(orderTexts.status, (r) =>
        r.isPaused && r.pausedUntil ? (
          <Badge tone="warning">{ts.pausedUntil(longDate(r.pausedUntil))}</Badge>
        ) : (
          <Badge tone="success">{ts.active}</Badge>
        ),
      ),
      ...actionsColumn<StandingOrderItem>(
        (item) => (
          <RowActions>
            <RowLink
              href={`/${role}/order/standing/${item.id}/edit`}
              label={ts.edit}
              name={`${item.outlet} ${item.weekdayLabel}`}
            />
            {item.isPaused ? <ResumeButton item={item} /> : <PauseButton item={item} />}
            <DeleteButton item={item} />
          </RowActions>
        ),
        { when: canWrite },
      ),
    ],
    [role, canWrite],
  );
  return <DataTable columns={columns} list={list} texts={ts} filters={filters} />;
}
