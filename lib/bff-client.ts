'use client';

import type { Envelope } from './api-client-types';
import { t } from './i18n/id';

/** Spec 6: a 401 on these calls sends the browser to /404. */
const GUARDED = /\/(print|transaction|order|production|procurement)/;

/**
 * The browser's only way to the API: same-origin calls to /bff. A network error is logged as
 * the spec says and yields no result; the answer's envelope is returned as is otherwise.
 */
export async function bff<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Envelope<T> | null> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch (err) {
    console.error('ERROR RESPONSE!', err);
    return null;
  }
  // A full navigation on purpose: the session is gone, so no client state should survive.
  if (res.status === 401 && GUARDED.test(path)) {
    window.location.assign('/404'); // eslint-disable-line @next/next/no-location-assign-relative-destination
    return null;
  }
  if (res.status === 401 && !path.startsWith('/bff/auth/login') && !path.startsWith('/bff/auth/change-password')) {
    window.location.assign('/logout?silent=1'); // eslint-disable-line @next/next/no-location-assign-relative-destination
    return null;
  }
  try {
    return withFieldCount((await res.json()) as Envelope<T>);
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
  return { ...envelope, message: `${envelope.message} ${t.errors.fieldsToFix(fields)}` };
}
