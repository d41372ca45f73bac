'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/client/toast';

/** A record that is gone: say so and go back to its list (spec 8: "Mitra tidak ditemukan." then the list). */
export function NotFoundRedirect({ message, href }: { message: string; href: string }) {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.warning(message);
    router.replace(href);
  }, [message, href, router]);
  return (
    <p className="text-stone-600" aria-live="polite">
      {message}
    </p>
  );
}
