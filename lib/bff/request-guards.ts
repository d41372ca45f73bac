import { timingSafeEqual } from 'node:crypto';
import { trustedProxyHops } from '../env';

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
  // X-Forwarded-Host is only believed from a proxy we run; otherwise a client could name any host.
  const forwardedHost = trustedProxyHops() > 0 ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost ?? request.headers.get('host');
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Set by scripts/serve.mjs on every request: "<stamp> <socket address>". */
export const CLIENT_ADDRESS_HEADER = 'x-rp-client-address';

/** The socket address our own server stamped on the request; null when it was not (or was forged). */
function socketAddressOf(request: Request): string | null {
  const stamp = process.env.RP_ADDRESS_STAMP;
  const value = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!stamp || !value) return null;
  const space = value.indexOf(' ');
  const given = Buffer.from(value.slice(0, Math.max(space, 0)));
  const expected = Buffer.from(stamp);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value.slice(space + 1) || null;
}

/**
 * The client's address for throttling and the audit trail. Without TRUST_PROXY it is the socket's
 * address: X-Forwarded-For is the client's to write. With TRUST_PROXY=<n>, the address the
 * outermost of our n proxies saw: the n-th entry of X-Forwarded-For from the right.
 */
export function clientAddressOf(request: Request): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const entry = entries[entries.length - hops];
    if (entry) return entry;
  }
  return socketAddressOf(request) ?? 'unknown';
}
