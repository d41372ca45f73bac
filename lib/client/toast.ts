'use client';

import type { ExternalToast } from 'sonner';

/**
 * The notifications (sonner), loaded when they are first needed rather than with every page:
 * sonner, with its stylesheet in its JavaScript, was about 9 KB gzip of each page's first load, and a
 * page needs it only once someone does something. `<Toasters>` starts the load at the first
 * pointer or key press, so its live region is in place before the answer to that action arrives;
 * a toast asked for earlier (on arrival, after a redirect) loads it itself. A toast asked for
 * before the toasters mount is not lost: sonner replays the active toasts to a new toaster.
 */

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;
const onLoad = new Set<(sonner: Sonner) => void>();

export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      for (const listener of onLoad) listener(sonner);
      return sonner;
    },
    (err: unknown) => {
      loading = null; // offline at the first tap: the next toast or interaction tries again
      throw err;
    },
  );
  return loading;
}

/** `<Toasters>` hears when sonner is in, whoever started the load. */
export function whenToastsLoad(listener: (sonner: Sonner) => void): () => void {
  onLoad.add(listener);
  void loading?.then(listener);
  return () => onLoad.delete(listener);
}

type Kind = 'success' | 'warning' | 'info' | 'error';

const show =
  (kind: Kind) =>
  (message: string, options?: Pick<ExternalToast, 'toasterId' | 'duration'>): void => {
    loadToasts().then(
      (sonner) => sonner.toast[kind](message, options),
      () => console.warn(message), // sonner could not load (no network): the message is not lost silently
    );
  };

/** sonner's `toast`, for the four kinds the back office shows. */
export const toast = { success: show('success'), warning: show('warning'), info: show('info'), error: show('error') };
