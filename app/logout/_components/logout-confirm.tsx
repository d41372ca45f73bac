'use client';

import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { logoutTexts } from '@/lib/i18n/id/shell';
import { LogoutRunner } from './logout-runner';

/**
 * Shown when /logout was reached from another site (or a browser that does not say where from):
 * another site's link must not sign anyone out, so the user confirms here.
 */
export function LogoutConfirm() {
  const [confirmed, setConfirmed] = useState(false);
  if (confirmed) return <LogoutRunner silent={false} />;
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <section
        aria-labelledby="logout-title"
        className="w-full max-w-sm space-y-4 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h1 id="logout-title" className="text-lg font-semibold text-stone-900">
          {logoutTexts.title}
        </h1>
        <p className="text-stone-600">{logoutTexts.text}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <ButtonLink variant="outline" href="/">
            {logoutTexts.cancel}
          </ButtonLink>
          <Button variant="destructive" onClick={() => setConfirmed(true)}>
            {logoutTexts.confirm}
          </Button>
        </div>
      </section>
    </main>
  );
}
