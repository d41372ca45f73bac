import { relayAsUser } from '@/lib/bff/forward';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

/**
 * A stored upload (/bff/files/uploads/YYYY/MM/<filename>) for the signed-in user: the API looks
 * the file up by its generated name and decides who may see it; its status and its headers
 * (type, disposition, nosniff, caching) come back unchanged, the bytes streamed.
 */
export async function GET(request: Request, { params }: Ctx) {
  const { path } = await params;
  const filename = path.at(-1) ?? '';
  return relayAsUser(request, 'upload', `/utils/file/${encodeURIComponent(filename)}`);
}
