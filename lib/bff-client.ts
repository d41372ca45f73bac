'use client';

import type { Envelope } from './api-client-types';

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
    return (await res.json()) as Envelope<T>;
  } catch (err) {
    console.error('ERROR RESPONSE!', err);
    return null;
  }
}
