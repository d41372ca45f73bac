'use client';

import { Component, useCallback, useState, type ReactNode } from 'react';

/**
 * A dialog whose code loads when it is first opened, not with the page (issue 19): Radix's dialog,
 * with its focus trap, scroll lock and layers, was 12 KB gzip of every signed-in page, the alert
 * dialog 6 KB more, and most visits open neither. The page renders its own trigger with
 * `trigger` spread on it; the panel, a `next/dynamic` import of the part built on Radix, mounts at
 * the first open and stays mounted, so later opens and closing animations are as before. Pointing
 * at or focusing the trigger starts the load, so the first open seldom waits.
 *
 * The panel passes `open`/`setOpen` to Radix's Root and gives focus back with useFocusReturn
 * (Radix only returns it to a Trigger of its own).
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  const preload = () => void load();
  const unmount = useCallback(() => {
    setOpenState(false);
    setMounted(false);
  }, []);
  return {
    open,
    setOpen,
    /** The panel's code could not load: closed and unmounted, the page stays as it was. */
    unmount,
    /** Whether the panel is rendered: from the first open on. */
    mounted,
    trigger: {
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'data-state': open ? 'open' : 'closed',
      onClick: () => setOpen(!open),
      onPointerEnter: preload,
      onFocus: preload,
    },
  };
}

export type DialogOnDemand = ReturnType<typeof useDialogOnDemand>;

/**
 * The panel of an on-demand dialog, rendered from its first opening on. Its code comes over the
 * network at that moment: offline (a driver between stops), the failed load would otherwise reach
 * the error screen of the whole segment and take an unsaved form with it. It leaves the page as it
 * was instead; the dialog opens again after a reload.
 */
export function DialogPanel({ dialog, children }: { dialog: DialogOnDemand; children: ReactNode }) {
  return dialog.mounted ? <LoadBoundary onFail={dialog.unmount}>{children}</LoadBoundary> : null;
}

/** Renders nothing instead of children whose code could not load, and says so to `onFail`. */
export class LoadBoundary extends Component<{ children: ReactNode; onFail: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFail();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
