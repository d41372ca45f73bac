'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import type { Envelope } from '../api-client-types';
import { errorsTexts } from '../i18n/id/core';
import { bff, type BffInit } from './bff';

/**
 * What the hook needs of a react-hook-form form. Method syntax on purpose: any form's typed
 * `setError(Path<F>, ...)` fits, whatever its values, because the paths come from the server.
 */
export interface FieldErrorTarget {
  setError(name: string, error: { type: string; message: string }): void;
  getValues(): unknown;
}

/** A successful answer: its data and the server's message. */
export type Done<T> = Envelope<T> & { success: true };

export interface ActionOptions<T> {
  /**
   * The form whose fields a refusal's errors belong beside (spec 5/7). An error is placed when the
   * first part of its path ('items.0.qty' -> 'items') is one of `fields`, by default the form's
   * own values.
   */
  form?: FieldErrorTarget;
  fields?: readonly string[];
  /** Toast text when the server's message is empty; false when the caller shows the result itself. */
  success?: string | false;
  /** Toast text that replaces the server's message, where the screen says more (log in again...). */
  successText?: string;
  /**
   * After success: refresh the server components (default), go to a page first (which may be
   * the new document's own, from the answer), or stay as is.
   */
  then?: 'refresh' | 'stay' | { push: string | ((data: T) => string) } | { replace: string };
  /** The toaster of the success toast (e.g. the top one for the order form on phones). */
  toasterId?: string;
  /** A refusal the caller also keeps on screen; the warning toast is shown either way. */
  onRefused?: (refusal: Envelope<T>) => void;
  /**
   * The refusal stays on the page as the hook's `refusal` (shown with `FormAlert`) until the next
   * success, and the page is read again to show the document as it is now: for a refusal that
   * names what is short (stock to confirm an order, raw material to approve a batch).
   */
  keepRefusal?: boolean;
}

/**
 * The one way a screen changes data (docs/conventions.md): busy state, the call through the BFF,
 * the refusal's toast and field errors, the success toast and the refresh. Returns the answer on
 * success and null otherwise (refused, or a network error that bff() has logged).
 */
export function useBffAction() {
  const router = useRouter();
  const [running, setRunning] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = useCallback(
    async <T = unknown>(path: string, init: BffInit = {}, options: ActionOptions<T> = {}): Promise<Done<T> | null> => {
      setRunning((n) => n + 1);
      try {
        const res = await bff<T>(path, init);
        if (!res) return null;
        if (!res.success) {
          if (options.form) placeFieldErrors(options.form, res.error, options.fields);
          options.onRefused?.(res);
          toast.warning(refusalMessage(res));
          if (options.keepRefusal) {
            setRefusal(refusalMessage(res));
            router.refresh();
          }
          return null;
        }
        setRefusal(null);
        const text = options.successText ?? (res.message || options.success);
        if (options.success !== false && text) toast.success(text, { toasterId: options.toasterId });
        const next = afterSuccess(options.then, res.data);
        if (next.push) router.push(next.push);
        else if (next.replace) router.replace(next.replace);
        if (next.refresh) router.refresh();
        return res as Done<T>;
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [router],
  );

  return { run, busy: running > 0, refusal };
}

/** Where a success leads: a page to go to (pushed or replacing this one), and whether the server components are read again. */
export function afterSuccess<T>(
  then: ActionOptions<T>['then'] = 'refresh',
  data: T,
): { push?: string; replace?: string; refresh: boolean } {
  if (then === 'refresh' || then === 'stay') return { refresh: then === 'refresh' };
  if ('replace' in then) return { replace: then.replace, refresh: true };
  return { push: typeof then.push === 'function' ? then.push(data) : then.push, refresh: true };
}

/** What a refusal's toast says: spec 8's error value "notif" and an empty message mean incomplete data. */
export function refusalMessage(refusal: Pick<Envelope<unknown>, 'error' | 'message'>): string {
  return refusal.error === 'notif' ? errorsTexts.incomplete : refusal.message || errorsTexts.incomplete;
}

/** Puts the server's field errors beside their fields; returns whether any was placed. */
export function placeFieldErrors(
  form: FieldErrorTarget,
  error: unknown,
  fields: readonly string[] = Object.keys((form.getValues() as object | undefined) ?? {}),
): boolean {
  if (!error || typeof error !== 'object') return false;
  let placed = false;
  for (const [path, message] of Object.entries(error as Record<string, unknown>)) {
    if (typeof message !== 'string' || !fields.includes(path.split('.')[0])) continue;
    form.setError(path, { type: 'server', message });
    placed = true;
  }
  return placed;
}
