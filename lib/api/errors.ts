import type { ZodError } from 'zod';
import { errorsTexts } from '../i18n/id/core';

export type FieldErrors = Record<string, string>;

/**
 * A refusal with its HTTP status and an Indonesian message. Services throw these; one
 * handler in app.ts turns them into the envelope, so no route formats errors itself.
 */
export class ApiError extends Error {
  /** For 429 and 503: sent as Retry-After so that clients know when to try again. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly error: FieldErrors | string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () => new ApiError(401, errorsTexts.unauthenticated, 'unauthenticated');
export const forbidden = (message: string = errorsTexts.forbidden) => new ApiError(403, message, 'forbidden');
export const notFound = (message: string = errorsTexts.notFound) => new ApiError(404, message, 'not_found');
export const conflict = (message: string) => new ApiError(409, message, 'conflict');
export const invalid = (message: string, fields: FieldErrors | string | null = null) =>
  new ApiError(422, message, fields);

/** Zod issues as {field: message}, the first message per field, for the form to show. */
export function fieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function validationError(error: ZodError): ApiError {
  return new ApiError(422, errorsTexts.incomplete, fieldErrors(error));
}

/** The PostgreSQL error code (23503, 23505...), also when drizzle wraps the driver's error. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}
