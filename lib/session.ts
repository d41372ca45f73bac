import 'server-only';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cookieSecure, sessionSecret } from './env';
import type { RolePage } from './roles';

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

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
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
