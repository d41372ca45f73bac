'use client';

import type { ReactNode } from 'react';
import { DownloadStatus } from './download-status';
import type { DownloadState } from './use-download';

/**
 * The frame of an export on a list (the order recap, the invoice downloads): a titled form with
 * its hint, its fields and buttons, and the download's status under them, which the buttons name
 * (`aria-describedby={`${id}-status`}`).
 */
export function ExportCard({
  id,
  title,
  hint,
  state,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  state: DownloadState;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <p className="text-xs text-stone-600">{hint}</p>
      </div>
      {children}
      <DownloadStatus state={state} id={`${id}-status`} />
    </form>
  );
}
