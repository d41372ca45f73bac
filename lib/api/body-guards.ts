import type { Context } from 'hono';
import { t } from '../i18n/id';
import { ApiError } from './errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string anywhere in a parsed JSON value (keys too) holding half of a UTF-16 surrogate pair. */
function hasLoneSurrogate(value: unknown): boolean {
  const pending = [value]; // a loop, not recursion: any nesting depth JSON.parse accepts is fine
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string' && LONE_SURROGATE.test(v)) return true;
    if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store the NUL character in text, nor a lone surrogate escape (\udfff) in
 * jsonb, and an unguarded one becomes a 500 deep in a query. Refuse them once, here, for every
 * path parameter, query string and JSON body. (Percent-decoding never yields a lone surrogate.)
 * Called by the route gate (authorize.ts) once the caller may use the route, so that nobody's
 * body is read before authentication.
 */
export async function refuseNulCharacters(c: Context): Promise<void> {
  const url = new URL(c.req.url);
  if (/%00/.test(url.pathname + url.search)) throw new ApiError(422, t.errors.nulCharacter, 'nul_character');
  // Media types are case-insensitive (APPLICATION/JSON is JSON to the validators too).
  if (/json/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text(); // Hono caches the body, so the validators can still read it
    if (text.includes('\\u0000') || text.includes('\u0000'))
      throw new ApiError(422, t.errors.nulCharacter, 'nul_character');
    if (/\\u[dD][89a-fA-F]/.test(text)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // not JSON: the validator answers that
      }
      if (hasLoneSurrogate(parsed)) throw new ApiError(422, t.errors.nulCharacter, 'invalid_character');
    }
  }
}
