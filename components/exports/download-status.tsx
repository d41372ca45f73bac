'use client';

import { t } from '@/lib/i18n/id';
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
      ? t.exports.checking
      : percent !== null
        ? t.exports.downloadingPercent(percent)
        : state.received > 0
          ? t.exports.downloadingSize(Math.max(1, Math.round(state.received / 1024)))
          : t.exports.downloading;
  return (
    <div id={id} aria-live="polite" className="space-y-1">
      <progress
        aria-label={t.exports.progressLabel}
        className="h-2 w-full overflow-hidden rounded accent-brand-700"
        max={100}
        // No value: an indeterminate bar while the size is unknown.
        value={percent ?? undefined}
      />
      <p className="text-xs text-stone-600">{text}</p>
    </div>
  );
}
