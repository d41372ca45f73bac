'use client';

import { Toaster } from 'sonner';

/** Spec 1: notifications at the bottom right; spec 8: the top-right success toast lasts 3 seconds. */
export const TOP_TOASTER = 'top';

export function Toasters() {
  return (
    <>
      <Toaster position="bottom-right" richColors closeButton duration={4000} />
      <Toaster id={TOP_TOASTER} position="top-right" richColors duration={3000} />
    </>
  );
}
