import 'server-only';
import { env } from '../env';
import { API_PREFIX, PRINT_PREFIX } from '../api/app';
import { appApi } from '../api/server';
import type { Envelope } from '../api-client-types';

export type ApiBase = 'api' | 'print' | 'upload';

export type { Envelope } from '../api-client-types';

function remoteBase(base: ApiBase): string | undefined {
  const e = env();
  if (base === 'print') return e.PRINT_BASE_URL;
  if (base === 'upload') return e.UPLOAD_BASE_URL;
  return e.API_BASE_URL;
}

/**
 * Calls the versioned API, the print base or the upload base with the caller's token:
 * in-process when no base URL is configured (no network hop), over HTTP otherwise.
 * The API checks permissions either way; this client decides nothing.
 */
export async function callApi(
  base: ApiBase,
  pathAndQuery: string,
  init: {
    method?: string;
    token?: string;
    headers?: Headers | Record<string, string>;
    body?: BodyInit | null;
    clientAddress?: string;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const requestInit: RequestInit & { duplex?: 'half' } = {
    method: init.method ?? 'GET',
    headers,
    body: init.body ?? null,
    signal: init.signal,
  };
  if (init.body instanceof ReadableStream) requestInit.duplex = 'half';

  const remote = remoteBase(base);
  if (remote) {
    if (init.clientAddress) headers.set('x-forwarded-for', init.clientAddress);
    return fetch(`${remote.replace(/\/$/, '')}${pathAndQuery}`, requestInit);
  }
  const { api, print } = appApi();
  const app = base === 'print' ? print : api;
  const prefix = base === 'print' ? PRINT_PREFIX : API_PREFIX;
  return app.fetch(new Request(`http://in-process${prefix}${pathAndQuery}`, requestInit), {
    clientAddress: init.clientAddress,
  });
}

/** For server components: the parsed envelope of a JSON call. */
export async function callApiJson<T>(
  base: ApiBase,
  pathAndQuery: string,
  init: Parameters<typeof callApi>[2] = {},
): Promise<{ status: number; body: Envelope<T>; requestId: string | null }> {
  const headers = new Headers(init.headers);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await callApi(base, pathAndQuery, { ...init, headers });
  const body = (await res.json()) as Envelope<T>;
  return { status: res.status, body, requestId: res.headers.get('x-request-id') };
}
