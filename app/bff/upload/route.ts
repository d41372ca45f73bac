import { forward } from '@/lib/bff/forward';

export const dynamic = 'force-dynamic';

/** Multipart uploads (field imageUrl) streamed to the upload base's /utils/upload-file. */
export async function POST(request: Request) {
  return forward(
    request,
    'upload',
    '/utils/upload-file',
    (method, path) => method === 'POST' && path === '/utils/upload-file',
  );
}
