import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { callApiJson } from './api-client';
import type { Profile } from '../bff/auth-actions';
import { t } from '../i18n/id';
import { isRolePage, opensScreen, type RolePage } from '../roles';
import { databaseUnavailableError } from '../database-unavailable';
import { getSession } from './session';
import type { PolicyKey } from '../api/policy';
import { can } from '../can';

export type CurrentUser = Profile & { rolePage: RolePage; token: string };

/**
 * The signed-in user for a page under /{rolePage}, checked on the server (proxy.ts is only a
 * shortcut): no session -> /login, a failed profile -> silent logout, another role's page -> /404.
 */
export const requireUser = cache(async (rolePage: string): Promise<CurrentUser> => {
  if (!isRolePage(rolePage)) notFound();
  const session = await getSession();
  if (!session.token) redirect('/login');
  const { status, body } = await callApiJson<Profile>('api', '/auth/profile', { method: 'POST', token: session.token });
  if (status === 401) redirect('/logout?silent=1');
  if (status === 503) throw databaseUnavailableError();
  if (!body.success) throw new Error(body.message || t.errors.generic);
  if (body.data.rolePage !== rolePage) redirect('/404');
  if (body.data.isNew) redirect('/set-new-password');
  return { ...body.data, rolePage, token: session.token };
});

/**
 * A screen below the role page that this role may open, else /404. A tab or form of a screen
 * (Resep under Produksi, Tambah under Kelola Produk) also names the API call it exists for: a
 * role that may open the screen but not make that call gets /404 too.
 */
export async function requireScreen(rolePage: string, screen: string, call?: PolicyKey): Promise<CurrentUser> {
  const user = await requireUser(rolePage);
  if (!opensScreen(user.rolePage, screen)) redirect('/404');
  if (call && !can(user.rolePage, call)) redirect('/404');
  return user;
}
