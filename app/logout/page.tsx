import { headers } from 'next/headers';
import { LogoutConfirm } from './_components/logout-confirm';
import { LogoutRunner } from './_components/logout-runner';

/**
 * Reached after the user confirmed Keluar (or silently when the session has ended). Only a
 * navigation from this site itself (or one the user started: typed, bookmarked) signs out at once;
 * from another site the user is asked first, so a link elsewhere cannot sign anyone out.
 */
export default async function LogoutPage({ searchParams }: { searchParams: Promise<{ silent?: string }> }) {
  const [{ silent }, requestHeaders] = await Promise.all([searchParams, headers()]);
  const site = requestHeaders.get('sec-fetch-site');
  if (site !== 'same-origin' && site !== 'none') return <LogoutConfirm />;
  return <LogoutRunner silent={silent === '1'} />;
}
