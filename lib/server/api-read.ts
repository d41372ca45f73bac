import 'server-only';
import { redirect } from 'next/navigation';
import { callApiJson } from './api-client';
import type { CurrentUser } from './current-user';
import { t } from '../i18n/id';
import { databaseUnavailableError } from '../database-unavailable';

/**
 * A read for a server-rendered screen, with the signed-in user's token. A 401 logs out
 * quietly, a 403 goes to /404; a 404 is returned to the page (it decides what to show).
 */
export async function serverRead<T>(
  user: CurrentUser,
  pathAndQuery: string,
): Promise<{ status: number; data: T | null; message: string }> {
  const { status, body } = await callApiJson<T>('api', pathAndQuery, { token: user.token });
  if (status === 401) redirect('/logout?silent=1');
  if (status === 403) redirect('/404');
  if (status === 503) throw databaseUnavailableError();
  if (status >= 500) throw new Error(body.message || t.errors.generic);
  return { status, data: body.success ? body.data : null, message: body.message };
}

/** The URL query of a list screen as the API wants it (page from 1, search trimmed). */
export function listQueryString(
  searchParams: Record<string, string | string[] | undefined>,
  extra: string[] = [],
): string {
  const q = new URLSearchParams();
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const page = Number(first(searchParams.page));
  if (Number.isInteger(page) && page > 1) q.set('page', String(page));
  const search = first(searchParams.search)?.trim();
  if (search) q.set('search', search.slice(0, 100));
  for (const key of extra) {
    const v = first(searchParams[key])?.trim();
    if (v) q.set(key, v);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
