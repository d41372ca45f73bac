import { t } from '../i18n/id';

export function jsonEnvelope(status: number, message: string, data: unknown = null, error: unknown = null) {
  return Response.json({ success: status < 400, message, error, data }, { status });
}

export const refusedCrossSite = () => jsonEnvelope(403, t.errors.crossSite, null, 'cross_site');
export const refusedPath = () => jsonEnvelope(404, t.errors.pathNotAllowed, null, 'not_allowed');
export const signedOut = () => jsonEnvelope(401, t.errors.unauthenticated, null, 'unauthenticated');
export const tooLarge = () => jsonEnvelope(413, t.errors.tooLarge, null, 'too_large');
export const databaseDown = () => jsonEnvelope(503, t.errors.database, null, 'database_unavailable');

const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'cache-control',
  'x-content-type-options',
];

/** Streams the API's answer back as it comes, status included. */
export function passThrough(res: Response): Response {
  const headers = new Headers();
  for (const h of PASSED_HEADERS) {
    const v = res.headers.get(h);
    if (v) headers.set(h, v);
  }
  headers.set('cache-control', headers.get('cache-control') ?? 'no-store');
  return new Response(res.body, { status: res.status, headers });
}
