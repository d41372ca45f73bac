import { isAllowedApiCall } from '@/lib/bff/allow-list';
import { forward } from '@/lib/bff/forward';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Ctx) {
  const { path } = await params;
  return forward(request, 'api', `/${path.map(encodeURIComponent).join('/')}`, isAllowedApiCall);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
