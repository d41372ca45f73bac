'use client';

import { Button } from '@/components/ui/button';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/database-unavailable';
import { errorsTexts } from '@/lib/i18n/id/core';
import { requestIdOf } from '@/lib/request-failure';

/**
 * A screen that could not load (e.g. the database is away) says so and offers a retry. In
 * production Next hides a server error's message ("An error occurred ..."), so the database case
 * is told by its digest. `retry` fetches the screen from the server again (`reset` would only
 * re-render what already failed), so the screen comes back once the database does.
 */
export default function ScreenError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const message =
    error.digest === DATABASE_UNAVAILABLE_DIGEST
      ? errorsTexts.database
      : error.message && !error.message.startsWith('An error')
        ? error.message
        : errorsTexts.generic;
  const requestId = requestIdOf(error.digest);
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-lg border border-red-200 bg-red-50 p-6">
      <p className="font-semibold text-red-900">{message}</p>
      {requestId ? (
        <p className="mt-2 text-sm text-red-900" data-testid="request-id">
          {errorsTexts.requestId(requestId)}
        </p>
      ) : null}
      <Button className="mt-4" variant="outline" onClick={() => retry()}>
        {errorsTexts.retry}
      </Button>
    </div>
  );
}
