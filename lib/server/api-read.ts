import 'server-only';
import { redirect } from 'next/navigation';
import { callApiJson } from './api-client';
import type { CurrentUser } from './current-user';
import { databaseUnavailableError } from '../database-unavailable';
import { requestFailure } from '../request-failure';

/**
 * A read for a server-rendered screen, with the signed-in user's token. A 401 logs out
 * quietly, a 403 goes to /404; a 404 is returned to the page (it decides what to show).
 */
export async function serverRead<T>(
  user: CurrentUser,
  pathAndQuery: string,
): Promise<{ status: number; data: T | null; message: string }> {
  const { status, body, requestId } = await callApiJson<T>('api', pathAndQuery, { token: user.token });
  if (status === 401) redirect('/logout?silent=1');
  if (status === 403) redirect('/404');
  if (status === 503) throw databaseUnavailableError();
  if (status >= 500) throw requestFailure(body.message, requestId);
  return { status, data: body.success ? body.data : null, message: body.message };
}
