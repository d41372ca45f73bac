import { errorsTexts } from './i18n/id/core';

/**
 * A screen whose API read failed with a server error carries the API's request id in its digest,
 * so the error screen can show it and a user can quote it (issue 19): Next keeps a digest the error
 * already has. Shared (not server-only) so that error.tsx, a client component, reads it back.
 */
const PREFIX = 'rp-request:';

export function requestFailure(message: string | undefined, requestId: string | null): Error {
  return Object.assign(new Error(message || errorsTexts.generic), requestId ? { digest: `${PREFIX}${requestId}` } : {});
}

/** The request id a failed screen's digest carries, or null. */
export function requestIdOf(digest: string | undefined): string | null {
  return digest?.startsWith(PREFIX) ? digest.slice(PREFIX.length) || null : null;
}
