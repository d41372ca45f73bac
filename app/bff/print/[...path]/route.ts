import { isAllowedPrintCall } from '@/lib/bff/allow-list';
import { forward } from '@/lib/bff/forward';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

/** Downloads (spreadsheets, PDFs, zips) streamed from the print base with the session's token. */
export async function GET(request: Request, { params }: Ctx) {
  const { path } = await params;
  return forward(request, 'print', `/${path.map(encodeURIComponent).join('/')}`, isAllowedPrintCall);
}
