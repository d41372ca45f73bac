'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The button that opens a dialog (`ActionDialog`, `ConfirmDialog`): its text after an icon;
 * `outline` beside a page's main action, `ghost` for a quiet delete in a row, `small` in a table
 * row (with `ariaLabel` naming the row), `danger` in red, `disabled` while the action runs.
 */
export interface ActionTrigger {
  label: string;
  icon?: ReactNode;
  outline?: boolean;
  ghost?: boolean;
  small?: boolean;
  danger?: boolean;
  ariaLabel?: string;
  disabled?: boolean;
}

/** An `ActionTrigger` drawn; the dialog's own props (its click, its ref) pass through. It never submits a form. */
export function TriggerButton({ trigger, ...props }: { trigger: ActionTrigger } & ComponentProps<'button'>) {
  return (
    <Button
      type="button"
      variant={trigger.ghost ? 'ghost' : trigger.outline ? 'outline' : undefined}
      size={trigger.small ? 'sm' : undefined}
      className={trigger.danger ? 'text-red-700' : undefined}
      aria-label={trigger.ariaLabel}
      disabled={trigger.disabled}
      {...props}
    >
      {trigger.icon}
      {trigger.label}
    </Button>
  );
}
