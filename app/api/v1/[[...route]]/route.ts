import { appApi } from '@/lib/api/server';
import { clientAddressOf } from '@/lib/bff/request-guards';

export const dynamic = 'force-dynamic';

/** The versioned API for clients that hold a bearer token (the back office uses /bff). */
const handle = (request: Request) => appApi().api.fetch(request, { clientAddress: clientAddressOf(request) });

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
