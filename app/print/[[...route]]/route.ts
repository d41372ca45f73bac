import { appApi } from '@/lib/api/server';
import { clientAddressOf } from '@/lib/bff/request-guards';

export const dynamic = 'force-dynamic';

/** The print base (exports) for clients that hold a bearer token. */
const handle = (request: Request) => appApi().print.fetch(request, { clientAddress: clientAddressOf(request) });

export { handle as GET };
