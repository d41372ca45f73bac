'use client';

import type { Envelope } from '../api-client-types';
import { errorsTexts } from '../i18n/id/core';

/** Spec 6: a 401 on these calls sends the browser to /404. */
const GUARDED = /\/(print|transaction|order|production|procurement)/;

/** Calls whose 401 is an answer for the form (wrong password), not a lost session. */
const ANSWERS_401 = ['/bff/auth/login', '/bff/auth/change-password'];

/**
 * What a 401 means on the client, in one place for JSON calls, uploads and downloads: the session
 * is gone, so the browser leaves with a full navigation and no client state survives. Returns
 * whether the answer was handled that way.
 */
export function leaveOnUnauthorized(path: string, status: number): boolean {
  if (status !== 401 || ANSWERS_401.some((p) => path.startsWith(p))) return false;
  window.location.assign(GUARDED.test(path) ? '/404' : '/logout?silent=1');
  return true;
}

export interface BffInit {
  method?: string;
  /** JSON, or a FormData for uploads (sent as multipart, as is). */
  body?: unknown;
  /** For an upload: told the share of the body sent so far (0 to 1), for a progress bar. */
  onUploadProgress?: (sent: number) => void;
}

interface RawAnswer {
  status: number;
  text: () => Promise<string>;
}

/**
 * An upload whose progress is shown: fetch cannot report the bytes sent, XMLHttpRequest can.
 * Same origin, same cookies, same answer as fetch would give.
 */
function uploadWithProgress(path: string, body: FormData, onProgress: (sent: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: async () => xhr.responseText });
    xhr.onerror = () => reject(new Error(`upload ${path} gagal`));
    xhr.send(body);
  });
}

/**
 * The browser's only way to the API: same-origin calls to /bff. A network error is logged as
 * the spec says and yields no result; the answer's envelope is returned as is otherwise.
 */
export async function bff<T = unknown>(path: string, init: BffInit = {}): Promise<Envelope<T> | null> {
  const multipart = init.body instanceof FormData;
  let res: RawAnswer;
  try {
    res =
      multipart && init.onUploadProgress
        ? await uploadWithProgress(path, init.body as FormData, init.onUploadProgress)
        : await fetch(path, {
            method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
            headers: init.body === undefined || multipart ? undefined : { 'content-type': 'application/json' },
            body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
            cache: 'no-store',
          });
  } catch (err) {
    console.error('ERROR RESPONSE!', err);
    return null;
  }
  if (leaveOnUnauthorized(path, res.status)) return null;
  try {
    return withFieldCount(JSON.parse(await res.text()) as Envelope<T>);
  } catch (err) {
    console.error('ERROR RESPONSE!', err);
    return null;
  }
}

/**
 * A refusal with several field errors says how many need attention (issue 12), so the toast that
 * shows the message tells the user to look for all of them, not only the first.
 */
export function withFieldCount<T>(envelope: Envelope<T>): Envelope<T> {
  if (envelope.success || !envelope.error || typeof envelope.error !== 'object') return envelope;
  const fields = Object.values(envelope.error as Record<string, unknown>).filter((v) => typeof v === 'string').length;
  if (fields < 2) return envelope;
  return { ...envelope, message: `${envelope.message} ${errorsTexts.fieldsToFix(fields)}` };
}
