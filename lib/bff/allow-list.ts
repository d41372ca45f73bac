import { POLICY } from '../api/policy';

/**
 * Which API and print calls the browser may make through /bff. Built from the policy table so
 * a new route is reachable as soon as it has a policy row. Auth calls that change the session
 * (login, logout, profile, change-profile, passwords, set-outlet) go through /bff/auth only, and
 * the Midtrans notification is for Midtrans's servers, not browsers.
 */
const SESSION_CALLS = new Set([
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/profile',
  'PUT /auth/change-profile',
  'POST /auth/change-password',
  'POST /auth/set-new-password',
  'POST /auth/set-outlet',
]);
const SERVER_TO_SERVER = new Set(['POST /midtrans/notification']);

function toMatcher(key: string) {
  const [method, path] = key.split(' ');
  const pattern = new RegExp(
    `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`,
  );
  return { method, pattern };
}

const apiMatchers = Object.keys(POLICY)
  .filter((k) => !k.startsWith('PRINT ') && !SESSION_CALLS.has(k) && !SERVER_TO_SERVER.has(k))
  .map(toMatcher);
const printMatchers = Object.keys(POLICY)
  .filter((k) => k.startsWith('PRINT '))
  .map((k) => toMatcher(k.slice('PRINT '.length)));

function allowed(matchers: { method: string; pattern: RegExp }[], method: string, path: string): boolean {
  if (path.includes('..') || path.includes('//')) return false;
  const m = method === 'HEAD' ? 'GET' : method;
  return matchers.some((x) => x.method === m && x.pattern.test(path));
}

export const isAllowedApiCall = (method: string, path: string) => allowed(apiMatchers, method, path);
export const isAllowedPrintCall = (method: string, path: string) => allowed(printMatchers, method, path);
