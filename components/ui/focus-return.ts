'use client';

import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives focus back to its own Trigger only. A question asked after a submit ("Yakin?") has
 * none, and neither has a dialog that loads when first opened (on-demand-dialog.tsx): focus fell to
 * the page. What had focus as the dialog opened gets it back. (Read as it opens: Radix calls
 * onOpenAutoFocus before it moves focus into the dialog.)
 */
export function useFocusReturn(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Safari does not focus a button it clicks: then the trigger that says it opened a dialog.
      const active = document.activeElement;
      opener.current =
        active && active !== document.body
          ? active
          : document.querySelector('[aria-haspopup="dialog"][aria-expanded="true"]');
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const back = opener.current;
      if (event.defaultPrevented || !(back instanceof HTMLElement) || back === document.body || !back.isConnected)
        return;
      event.preventDefault();
      back.focus();
    },
  };
}
