import { errorsTexts } from './i18n/id/core';

/**
 * Marks the "database is away" failure of a server render. In production Next replaces a
 * Server Component error's message with a generic English one before it reaches error.tsx, but
 * keeps a digest the error already has: error.tsx recognises this one and says it in Indonesian.
 * Shared (not server-only) so that error.tsx, a client component, reads the same constant.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'rp-database-unavailable';

export function databaseUnavailableError(): Error {
  return Object.assign(new Error(errorsTexts.database), { digest: DATABASE_UNAVAILABLE_DIGEST });
}
