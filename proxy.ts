import { NextResponse, type NextRequest } from 'next/server';
import { isRolePage } from './lib/roles';
import { readSessionCookie, SESSION_COOKIE } from './lib/server/session';

/**
 * Cheap redirects only (no database): the [rolePage] layout and the API check everything
 * again, so this is never the only line of defence.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const session = await readSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const signedIn = Boolean(session.token && session.rolePage);
  const to = (path: string) => NextResponse.redirect(new URL(path, request.url));

  if (pathname === '/' || pathname === '/login') {
    if (!signedIn) return pathname === '/' ? to('/login') : NextResponse.next();
    return to(session.isNew ? '/set-new-password' : `/${session.rolePage}`);
  }
  if (pathname === '/set-new-password') return signedIn ? NextResponse.next() : to('/login');

  const first = pathname.split('/')[1] ?? '';
  if (isRolePage(first)) {
    if (!signedIn) return to('/login');
    if (session.isNew) return to('/set-new-password');
    if (first !== session.rolePage) return to('/404');
  }
  return NextResponse.next();
}

export const config = {
  // Everything but the API, BFF, Next's own assets and public files.
  matcher: ['/((?!api/|print/|bff/|_next/|favicon.ico|robots.txt|icon.svg).*)'],
};
