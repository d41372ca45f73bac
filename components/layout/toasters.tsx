'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadToasts, whenToastsLoad } from '@/lib/client/toast';

/** Spec 1: notifications at the bottom right; spec 8: the top-right success toast lasts 3 seconds. */
export const TOP_TOASTER = 'top';

const PHONE = '(max-width: 639px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * On a phone the bottom of the screen holds the sticky action bars ("Kirim Order"): warnings there
 * covered the very button that fixes them (issue 12), so phones get every notification at the top.
 */
export function Toasters() {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  // Every page mounts this: once it runs, the page's scripts are in and its inputs listen. Browser
  // journeys wait for the mark before typing, or a slow machine loses what they typed (e2e/helpers.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // sonner loads at the first interaction (lib/client/toast.ts), so it is not in the first load.
  const [sonner, setSonner] = useState<typeof import('sonner') | null>(null);
  useEffect(() => {
    const stop = whenToastsLoad(setSonner);
    const start = () => void loadToasts().catch(() => undefined);
    // focusin too: a screen reader's browse mode may activate a control without a key or pointer event.
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of events) window.addEventListener(type, start, { once: true, capture: true, passive: true });
    return () => {
      stop();
      for (const type of events) window.removeEventListener(type, start, { capture: true });
    };
  }, []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster position={phone ? 'top-center' : 'bottom-right'} richColors closeButton duration={4000} />
      <Toaster id={TOP_TOASTER} position={phone ? 'top-center' : 'top-right'} richColors duration={3000} />
    </>
  );
}
