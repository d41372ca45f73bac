'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

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
  return (
    <>
      <Toaster position={phone ? 'top-center' : 'bottom-right'} richColors closeButton duration={4000} />
      <Toaster id={TOP_TOASTER} position={phone ? 'top-center' : 'top-right'} richColors duration={3000} />
    </>
  );
}
