import 'server-only';
import { redirect } from 'next/navigation';
import { callApiJson } from './api-client';
import type { CurrentUser } from './current-user';
import { databaseUnavailableError } from '../database-unavailable';
import { requestFailure } from '../request-failure';
import { emptyList, type ListRows } from '../api/envelope';
import type { ListPage } from '../api/list';
import { readList, type Parsers } from '../list-query';
import type { RolePageProps } from './page-props';

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

/**
 * A list screen's rows: the list's state read from the URL with its parser map, then the API's
 * page for it. `list` is an empty page when the read answered nothing (`data` is then null and
 * `message` says why), so the table still draws with its filters.
 *
 *   const { values, list } = await readListPage(LIST_PARAMS.returns(RETURN_STATUSES), searchParams)
 *     .from<ReturnItem>(user, '/return');
 */
export function readListPage<P extends Parsers>(parsers: P, searchParams: RolePageProps['searchParams']) {
  return {
    async from<Item, Options = Record<string, never>>(user: CurrentUser, apiPath: string) {
      const { values, apiQuery } = await readList(parsers, searchParams);
      const { data, message } = await serverRead<ListPage<Item, Options>>(user, `${apiPath}${apiQuery}`);
      const list: ListRows<Item> = data ?? emptyList<Item>();
      return { values, data, message, list };
    },
  };
}
