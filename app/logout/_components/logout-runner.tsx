'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/client/toast';
import { bff } from '@/lib/client/bff';
import { logoutTexts } from '@/lib/i18n/id/shell';

export function LogoutRunner({ silent }: { silent: boolean }) {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      await bff('/bff/auth/logout', { method: 'POST' });
      localStorage.clear(); // spec 4: logout clears all stored data
      sessionStorage.clear();
      if (!silent) toast.success(logoutTexts.success);
      router.replace('/login');
      router.refresh();
    })();
  }, [router, silent]);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4" aria-busy="true">
      <p className="text-stone-600">{logoutTexts.progress}</p>
    </main>
  );
}
