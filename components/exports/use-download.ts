'use client';

import { useCallback, useState } from 'react';
import type { Envelope } from '@/lib/api-client-types';
import { leaveOnUnauthorized } from '@/lib/client/bff';
import { errorsTexts } from '@/lib/i18n/id/core';

export type DownloadState =
  { phase: 'idle' } | { phase: 'checking' } | { phase: 'downloading'; received: number; total: number | null };

/** The name the server gave the file (Content-Disposition), or the fallback. */
function filenameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start writing the file before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a print-base file through the BFF with fetch, not a plain link, so that the screen
 * can show progress while the server streams it and show the server's Indonesian message when
 * it refuses (404 "Data tidak ditemukan.", 422 ...). A 401 goes to /404 (spec 6).
 *
 * Returns the saved file's name, or null when nothing was saved (the message is already shown).
 */
export function useDownload(onRefused: (message: string) => void) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });

  const download = useCallback(
    async (url: string, fallbackName: string): Promise<string | null> => {
      setState({ phase: 'downloading', received: 0, total: null });
      try {
        let res: Response;
        try {
          res = await fetch(url, { cache: 'no-store' });
        } catch (err) {
          console.error('ERROR RESPONSE!', err);
          onRefused(errorsTexts.network);
          return null;
        }
        if (leaveOnUnauthorized(url, res.status)) return null;
        if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
          const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
          onRefused(body?.message || errorsTexts.generic);
          return null;
        }
        const length = Number(res.headers.get('content-length'));
        const total = Number.isFinite(length) && length > 0 ? length : null;
        const chunks: BlobPart[] = [];
        let received = 0;
        if (res.body) {
          const reader = res.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value);
            received += value.byteLength;
            setState({ phase: 'downloading', received, total });
          }
        }
        const filename = filenameOf(res, fallbackName);
        save(new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' }), filename);
        return filename;
      } catch (err) {
        console.error('ERROR RESPONSE!', err);
        onRefused(errorsTexts.generic);
        return null;
      } finally {
        setState({ phase: 'idle' });
      }
    },
    [onRefused],
  );

  return { state, setState, download, busy: state.phase !== 'idle' };
}
