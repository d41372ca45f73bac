import { env } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the BFF: a state-changing request must carry an Origin header equal to
 * this site's origin. Browsers send Origin on every cross-origin and same-origin POST, so a
 * missing or "null" Origin is refused too (sandboxed frames, odd clients).
 */
export function isSameOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The client's address for login throttling: the last hop that this deployment trusts. */
export function clientAddressOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (!forwarded) return request.headers.get('x-real-ip') ?? 'unknown';
  const hops = forwarded
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  // Behind our own proxy the first hop is the client; otherwise only the hop our server added is trustworthy.
  return (env().TRUST_PROXY === 'true' ? hops[0] : hops[hops.length - 1]) ?? 'unknown';
}
