import 'server-only';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cookieSecure, sessionSecret } from '../env';
import type { RolePage } from '../roles';

/** What the sealed `uid` cookie holds. The API token never leaves the server. */
export interface SessionData {
  token?: string;
  rolePage?: RolePage;
  roleId?: number;
  name?: string;
  branchId?: number | null;
  titlePage?: string;
  isNew?: boolean;
}

export const SESSION_COOKIE = 'uid';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    ttl: THIRTY_DAYS, // the API token's own expiry (12 h or 30 days) is what counts
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: cookieSecure(), path: '/' },
  };
}

/**
 * The sealed session. A cookie that cannot be unsealed (tampered, malformed, an old secret) means
 * signed out: the cookie is cleared where this request may write cookies, and the request goes on
 * as an anonymous one instead of failing.
 */
export async function getSession() {
  const store = await cookies();
  try {
    return await getIronSession<SessionData>(store, sessionOptions());
  } catch {
    try {
      store.delete(SESSION_COOKIE);
    } catch {
      // A server component cannot write cookies; the next route handler or login replaces it.
    }
    const withoutSession = {
      get: (name: string) => (name === SESSION_COOKIE ? undefined : store.get(name)),
      set: store.set.bind(store),
    };
    return getIronSession<SessionData>(withoutSession as typeof store, sessionOptions());
  }
}

/** For proxy.ts: reads the cookie without touching the database. A tampered seal reads as empty. */
export async function readSessionCookie(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return await unsealData<SessionData>(value, { password: sessionSecret(), ttl: THIRTY_DAYS });
  } catch {
    return {};
  }
}
