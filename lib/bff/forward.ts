import 'server-only';
import { callApi, type ApiBase } from '../server/api-client';
import { getSession } from '../server/session';
import { clientAddressOf, isSameOrigin } from './request-guards';
import { databaseDown, passThrough, refusedCrossSite, refusedPath, signedOut } from './responses';

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'content-length'];

/**
 * Forwards a browser call to the API with the session's token: same origin only, allow-listed
 * paths only, bodies streamed both ways, the API's status passed through.
 */
export async function forward(
  request: Request,
  base: ApiBase,
  path: string,
  isAllowed: (method: string, path: string) => boolean,
) {
  if (!isSameOrigin(request)) return refusedCrossSite();
  if (!isAllowed(request.method, path)) return refusedPath();

  const headers = new Headers();
  for (const h of FORWARDED_REQUEST_HEADERS) {
    const v = request.headers.get(h);
    if (v) headers.set(h, v);
  }
  const search = new URL(request.url).search;
  return relayAsUser(request, base, `${path}${search}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? null : request.body,
  });
}

/**
 * Calls the API with the session's token and passes its answer through (status, headers, the
 * body streamed); signed out without a session, "database down" when the API does not answer.
 */
export async function relayAsUser(
  request: Request,
  base: ApiBase,
  pathAndQuery: string,
  init: { method?: string; headers?: Headers; body?: BodyInit | null } = {},
) {
  const session = await getSession();
  if (!session.token) return signedOut();
  try {
    const res = await callApi(base, pathAndQuery, {
      ...init,
      token: session.token,
      clientAddress: clientAddressOf(request),
      signal: request.signal,
    });
    return passThrough(res);
  } catch (err) {
    console.error('[bff] API tidak dapat dihubungi:', (err as Error).message);
    return databaseDown();
  }
}
