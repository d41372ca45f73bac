'use client';

import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ConfirmDialog, DeleteDialog } from '@/components/layout/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { listTexts } from '@/lib/i18n/id/list';

/**
 * The buttons of a list row, one way on every list: each names its row for a screen reader
 * ("Edit Roti Pusat Dago"), because a column of identical "Edit" buttons says nothing.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-1">{children}</div>;
}

/**
 * The "Aksi" column, spread into a list's columns: `...actionsColumn((row) => <RowLink … />)`.
 * With `when: false` (a role that may only read) the list has no such column at all, rather than
 * an empty one.
 */
export function actionsColumn<T>(
  render: (row: T) => ReactNode,
  { when = true, meta }: { when?: boolean; meta?: ColumnMeta<T, unknown> } = {},
): ColumnDef<T, unknown>[] {
  if (!when) return [];
  return [{ id: 'actions', header: listTexts.actions, meta, cell: ({ row }) => render(row.original) }];
}

interface RowLinkProps {
  href: string;
  /** The button's text, e.g. listTexts.edit. */
  label: string;
  /** What the row is called, read after the label. */
  name: string;
  /** The row's main action (filled), rather than an outline button. */
  primary?: boolean;
}

export function RowLink({ href, label, name, primary = false }: RowLinkProps) {
  return (
    <ButtonLink variant={primary ? 'default' : 'outline'} size="sm" href={href} aria-label={`${label} ${name}`}>
      {label}
    </ButtonLink>
  );
}

interface RowDeleteProps {
  name: string;
  /** How the question names the record, when not by `name` (e.g. "produksi PRD-0001"). */
  what?: string;
  /** E.g. `h-auto p-0` where the button sits in a line of text. */
  className?: string;
  onConfirm: () => Promise<void> | void;
}

/** Delete, after the spec's question ("Ya, hapus data!" / "Batal"). */
export function RowDelete({ name, what = name, className, onConfirm }: RowDeleteProps) {
  return (
    <DeleteDialog
      what={what}
      onConfirm={onConfirm}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-red-700', className)}
          aria-label={`${listTexts.delete} ${name}`}
        >
          {listTexts.delete}
        </Button>
      }
    />
  );
}

/** The usual pair of a master-data row: Edit (its page) and Delete (after the question). */
export function RowEditDelete({
  href,
  name,
  onDelete,
}: {
  href: string;
  name: string;
  onDelete: () => Promise<void> | void;
}) {
  return (
    <RowActions>
      <RowLink href={href} label={listTexts.edit} name={name} />
      <RowDelete name={name} onConfirm={onDelete} />
    </RowActions>
  );
}

/** Activate or deactivate an account, labelled by what it will do. */
export function RowStatusToggle({ active, name, onToggle }: { active: boolean; name: string; onToggle: () => void }) {
  const label = active ? listTexts.deactivate : listTexts.activate;
  return (
    <Button variant="outline" size="sm" onClick={onToggle} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
}

/** A new temporary password for an account, after a question. */
export function RowResetPassword({ name, onConfirm }: { name: string; onConfirm: () => Promise<void> | void }) {
  return (
    <ConfirmDialog
      trigger={{
        label: listTexts.resetPassword,
        outline: true,
        small: true,
        ariaLabel: `${listTexts.resetPassword} ${name}`,
      }}
      title={listTexts.resetPasswordTitle}
      text={listTexts.resetPasswordText}
      confirmLabel={listTexts.resetPassword}
      onConfirm={onConfirm}
    />
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? listTexts.active : listTexts.inactive}</Badge>;
}
