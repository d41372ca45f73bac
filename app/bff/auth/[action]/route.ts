import { AUTH_ACTIONS } from '@/lib/bff/auth-actions';
import { clientAddressOf, isSameOrigin } from '@/lib/bff/request-guards';
import { databaseDown, refusedCrossSite, refusedPath, signedOut } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

const MAX_BODY = 64 * 1024;

export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  if (!isSameOrigin(request)) return refusedCrossSite();
  const { action } = await params;
  const run = Object.hasOwn(AUTH_ACTIONS, action) ? AUTH_ACTIONS[action] : undefined;
  if (!run) return refusedPath();
  const session = await getSession();
  if (action !== 'login' && action !== 'logout' && !session.token) return signedOut();
  const body = (await request.text()).slice(0, MAX_BODY) || '{}';
  try {
    const res = await run({ session, body, clientAddress: clientAddressOf(request) });
    return Response.json(res.body, { status: res.status, headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    console.error('[bff] auth gagal:', (err as Error).message);
    return databaseDown();
  }
}
