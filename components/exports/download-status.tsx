'use client';

import { exportsTexts } from '@/lib/i18n/id/exports';
import type { DownloadState } from './use-download';

/** What a running export is doing, announced politely; a bar when the size is known. */
export function DownloadStatus({ state, id }: { state: DownloadState; id: string }) {
  if (state.phase === 'idle') return <p id={id} aria-live="polite" className="sr-only" />;
  const percent =
    state.phase === 'downloading' && state.total
      ? Math.min(100, Math.round((state.received / state.total) * 100))
      : null;
  const text =
    state.phase === 'checking'
      ? exportsTexts.checking
      : percent !== null
        ? exportsTexts.downloadingPercent(percent)
        : state.received > 0
          ? exportsTexts.downloadingSize(Math.max(1, Math.round(state.received / 1024)))
          : exportsTexts.downloading;
  return (
    <div id={id} aria-live="polite" className="space-y-1">
      <progress
        aria-label={exportsTexts.progressLabel}
        className="h-2 w-full overflow-hidden rounded accent-brand-700"
        max={100}
        // No value: an indeterminate bar while the size is unknown.
        value={percent ?? undefined}
      />
      <p className="text-xs text-stone-600">{text}</p>
    </div>
  );
}
