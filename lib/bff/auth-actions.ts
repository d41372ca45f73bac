import 'server-only';
import type { IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { cookieSecure } from '../env';
import { callApiJson, type Envelope } from '../server/api-client';
import type { SessionData } from '../server/session';
import { isRolePage } from '../roles';

export interface Profile {
  name: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
  role: string;
  roleId: number;
  rolePage: string;
  isNew: boolean;
  branchId: number | null;
  titlePage: string;
  outlet: { branchId: number; title: string; isActive: boolean }[];
}

type Session = IronSession<SessionData>;
interface Call {
  session: Session;
  body: string;
  clientAddress: string;
}
type Result = { status: number; body: Envelope<unknown> };

const post = (path: string, token: string | undefined, body: string | null, clientAddress?: string, method = 'POST') =>
  callApiJson<unknown>('api', path, {
    method,
    token,
    body,
    clientAddress,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The device cookie (OWASP "device cookies"): the API's token for a browser that has signed in to
 * the account, which spares it the account-wide delay strangers' failed logins cause. httpOnly,
 * for a year, sent only to the login action.
 */
export const DEVICE_COOKIE = 'rp_device';
const deviceCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: cookieSecure(),
  path: '/bff/auth',
  maxAge: 365 * 24 * 60 * 60,
});

/** The login body with the browser's device token added; a body that is not an object goes on as it is. */
function withDeviceToken(body: string, deviceToken: string | undefined): string {
  if (!deviceToken) return body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
    return JSON.stringify({ ...parsed, deviceToken });
  } catch {
    return body;
  }
}

/** Copies what the shell needs from the profile into the sealed session. */
export function rememberProfile(session: Session, profile: Profile) {
  if (isRolePage(profile.rolePage)) session.rolePage = profile.rolePage;
  session.roleId = profile.roleId;
  session.name = profile.name;
  session.branchId = profile.branchId;
  session.titlePage = profile.titlePage;
  session.isNew = profile.isNew;
}

async function refreshFromProfile(session: Session): Promise<Result> {
  const res = await post('/auth/profile', session.token, null);
  if (res.status === 401) {
    session.destroy(); // spec 4: a failed profile load logs out silently
    return res;
  }
  if (res.body.success) {
    rememberProfile(session, res.body.data as Profile);
    await session.save();
  }
  return res;
}

/** Answers without any token: the browser never sees one. */
function withoutToken(res: Result, data: unknown = null): Result {
  return { status: res.status, body: { ...res.body, data: res.body.success ? data : null } };
}

/**
 * The session-changing auth calls. Each one calls the API and keeps the sealed cookie in step:
 * new tokens are stored, password changes end the session.
 */
export const AUTH_ACTIONS: Record<string, (call: Call) => Promise<Result>> = {
  async login({ session, body, clientAddress }) {
    const jar = await cookies();
    const res = await post(
      '/auth/login',
      undefined,
      withDeviceToken(body, jar.get(DEVICE_COOKIE)?.value),
      clientAddress,
    );
    if (!res.body.success) return res;
    const data = res.body.data as { token: string; deviceToken: string };
    jar.set(DEVICE_COOKIE, data.deviceToken, deviceCookieOptions());
    session.token = data.token;
    const profile = await refreshFromProfile(session);
    return withoutToken(res, profile.body.data);
  },

  async logout({ session }) {
    if (session.token) await post('/auth/logout', session.token, null).catch(() => undefined);
    session.destroy();
    return { status: 200, body: { success: true, message: 'Sampai jumpa!', error: null, data: null } };
  },

  async profile({ session }) {
    return refreshFromProfile(session);
  },

  async 'set-outlet'({ session, body }) {
    const res = await post('/auth/set-outlet', session.token, body);
    if (!res.body.success) return res;
    const data = res.body.data as { token: string; branchId: number; title: string };
    session.token = data.token;
    await refreshFromProfile(session);
    return withoutToken(res, { branchId: data.branchId, title: data.title });
  },

  async 'change-profile'({ session, body }) {
    const res = await post('/auth/change-profile', session.token, body, undefined, 'PUT');
    if (!res.body.success) return res;
    const data = res.body.data as { token: string; name: string };
    session.token = data.token;
    await refreshFromProfile(session);
    return withoutToken(res, { name: data.name });
  },

  async 'change-password'({ session, body, clientAddress }) {
    const res = await post('/auth/change-password', session.token, body, clientAddress);
    if (res.body.success) session.destroy(); // spec 4: forces logout
    return withoutToken(res);
  },

  async 'set-new-password'({ session, body }) {
    const res = await post('/auth/set-new-password', session.token, body);
    if (res.body.success) session.destroy(); // spec 4: also logs out
    return withoutToken(res);
  },
};
