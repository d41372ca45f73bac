import { AUTH_ACTIONS } from '@/lib/bff/auth-actions';
import { clientAddressOf, isSameOrigin } from '@/lib/bff/request-guards';
import { databaseDown, refusedCrossSite, refusedPath, signedOut, tooLarge } from '@/lib/bff/responses';
import { ApiError } from '@/lib/api/errors';
import { readAtMost } from '@/lib/api/storage/read-upload';
import { getSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

/** Login and password forms are a few hundred bytes; nothing larger is read. */
const MAX_BODY = 64 * 1024;

/** The body as text, or null when it is larger than MAX_BODY (refused before reading it whole). */
async function readSmallBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return null;
  try {
    return new TextDecoder().decode(await readAtMost(request.body, MAX_BODY, () => new ApiError(413, '')));
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  if (!isSameOrigin(request)) return refusedCrossSite();
  const { action } = await params;
  const run = Object.hasOwn(AUTH_ACTIONS, action) ? AUTH_ACTIONS[action] : undefined;
  if (!run) return refusedPath();
  const session = await getSession();
  if (action !== 'login' && action !== 'logout' && !session.token) return signedOut();
  const text = await readSmallBody(request);
  if (text === null) return tooLarge();
  const body = text || '{}';
  try {
    const res = await run({ session, body, clientAddress: clientAddressOf(request) });
    return Response.json(res.body, { status: res.status, headers: { 'cache-control': 'no-store' } });
  } catch (err) {
    console.error('[bff] auth gagal:', (err as Error).message);
    return databaseDown();
  }
}
