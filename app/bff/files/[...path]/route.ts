import { callApi } from '@/lib/server/api-client';
import { clientAddressOf } from '@/lib/bff/request-guards';
import { databaseDown, passThrough, signedOut } from '@/lib/bff/responses';
import { getSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

/**
 * A stored upload (/bff/files/uploads/YYYY/MM/<filename>) for the signed-in user: the API looks
 * the file up by its generated name and decides who may see it; its status and its headers
 * (type, disposition, nosniff, caching) come back unchanged, the bytes streamed.
 */
export async function GET(request: Request, { params }: Ctx) {
  const session = await getSession();
  if (!session.token) return signedOut();
  const { path } = await params;
  const filename = path.at(-1) ?? '';
  try {
    const res = await callApi('upload', `/utils/file/${encodeURIComponent(filename)}`, {
      token: session.token,
      clientAddress: clientAddressOf(request),
      signal: request.signal,
    });
    return passThrough(res);
  } catch (err) {
    console.error('[bff] API tidak dapat dihubungi:', (err as Error).message);
    return databaseDown();
  }
}
