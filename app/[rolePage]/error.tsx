'use client';

import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';

/** A screen that could not load (e.g. the database is away) says so and offers a retry. */
export default function ScreenError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-lg border border-red-200 bg-red-50 p-6">
      <p className="font-semibold text-red-900">{error.message && !error.message.startsWith('An error') ? error.message : t.errors.generic}</p>
      <Button className="mt-4" variant="outline" onClick={reset}>{t.errors.retry}</Button>
    </div>
  );
}
