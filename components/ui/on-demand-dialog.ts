'use client';

import { useCallback, useState } from 'react';

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
  return {
    open,
    setOpen,
    /** Whether the panel is rendered: from the first open on. */
    mounted,
    trigger: {
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
